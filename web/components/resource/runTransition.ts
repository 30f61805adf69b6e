import { endpointFor, transitionInput, type TransitionEndpoint } from '@shared/api/transition';
import { formatTime } from '@shared/format';
import { call } from '../../lib/api';

/** Dialog values as the contracts take them: a picked day as yyyy-MM-dd, a cleared input as absent. */
function wireValues(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values)
      .filter(([, v]) => v !== '' && v !== null && v !== undefined)
      .map(([k, v]) => [k, v instanceof Date ? formatTime(v, 'yyyy-MM-dd') : v]),
  );
}

/** Runs `action` on a record through the contract that declares it, with the version the user saw. */
export function runTransition(endpoints: readonly TransitionEndpoint[], action: string, record: { id: number; version: number }, values: Record<string, unknown> = {}) {
  const endpoint = endpointFor(endpoints, action);
  if (!endpoint) throw new Error(`no endpoint runs ${action}`);
  return call(endpoint, transitionInput(endpoint, action, record, wireValues(values)) as never);
}
