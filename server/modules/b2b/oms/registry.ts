import type { AppDeps } from '../../../deps';
import type { OmsConnector } from './connector';
import { demoOmsConnector } from './demo';

const connectors = new WeakMap<AppDeps, OmsConnector>();

/** The OMS connector of this app instance: the one set with `setOmsConnector`, else the demo OMS. */
export function omsConnector(deps: AppDeps): OmsConnector {
  let connector = connectors.get(deps);
  if (!connector) connectors.set(deps, (connector = demoOmsConnector(deps.db)));
  return connector;
}

/** Plugs a real OMS (or a test double of one) into this app instance. */
export function setOmsConnector(deps: AppDeps, connector: OmsConnector): void {
  connectors.set(deps, connector);
}
