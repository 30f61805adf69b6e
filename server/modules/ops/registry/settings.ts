import type { AppDeps } from '../../../deps';

/** The registry's timings, from config (INSTANCE_* variables) or their defaults. */
export function registrySettings(deps: Pick<AppDeps, 'config'>) {
  const ops = deps.config.ops;
  const heartbeatMs = ops?.heartbeatMs ?? 10_000;
  return {
    heartbeatMs,
    /** Missed beats after which a process is shown down. */
    downAfterBeats: ops?.downAfterBeats ?? 3,
    /** Silent this long: removed from the list. */
    removeAfterMs: ops?.removeAfterMs ?? 24 * 3600_000,
    role: ops?.role ?? 'app',
  };
}
