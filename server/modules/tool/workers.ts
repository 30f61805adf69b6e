import type { AppDeps } from '../../deps';
import { purgeAttachments } from './attachments';

const PURGE_JOB = 'tool.purgeAttachments';

/** Hourly: removes the files of deleted attachments and of uploads never attached to a record. */
export async function startToolWorkers(deps: AppDeps): Promise<void> {
  await deps.jobs.work(PURGE_JOB, async () => {
    // Bounded: a file the store keeps refusing must not hold the worker.
    for (let batch = 0; batch < 20 && (await purgeAttachments(deps)) > 0; batch++);
  });
  await deps.jobs.every(PURGE_JOB, 3600);
}
