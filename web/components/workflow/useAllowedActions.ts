import { endpointFor, type TransitionEndpoint } from '@shared/api/transition';
import { allowedActions, type Machine, type TransitionDef } from '@shared/workflow';
import { useSession } from '../../lib/session/SessionContext';

interface AllowedActionsOptions {
  /** Actions offered elsewhere (提交 from the edit form). */
  exclude?: readonly string[];
  /** Only the actions one of these contracts runs (the others happen by import or batch). */
  runnable?: readonly TransitionEndpoint[];
  /** Actions the page runs its own way (kept with `runnable`). */
  handled?: readonly string[];
}

/**
 * The transitions the signed-in user may take on `record` now: state, element code and actor rule,
 * the same `allowedActions` the server enforces.
 */
export function useAllowedActions(machine: Machine, record: { status: string; createdBy: number }, { exclude = [], runnable, handled = [] }: AllowedActionsOptions = {}): TransitionDef[] {
  const { info } = useSession();
  if (!info) return [];
  return allowedActions(machine, record, { id: info.id, elements: new Set(info.elements) }).filter(
    (t) => !exclude.includes(t.action) && (!runnable || handled.includes(t.action) || endpointFor(runnable, t.action) !== undefined),
  );
}
