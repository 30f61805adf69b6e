import { logger } from './logger';

/**
 * Runs one job with a log line when it ends (kind, id, time) or fails; the handler's own lines carry
 * the job's id the way a request's lines carry the request id.
 */
export async function loggedJob<T>(kind: string, jobId: string, run: () => Promise<T>): Promise<T> {
  const log = logger.child({ job: kind, jobId });
  const started = performance.now();
  try {
    const result = await run();
    log.info({ durationMs: Math.round(performance.now() - started) }, 'job done');
    return result;
  } catch (error) {
    log.error({ err: error, durationMs: Math.round(performance.now() - started) }, 'job failed');
    throw error;
  }
}
