import type { AppDeps } from '../../deps';
import { abandonExportTask, EXPORT_JOB, runExportTask } from '../../excel/export-tasks';
import { CLEANUP_EVERY_SECONDS, CLEANUP_JOB, cleanupReports } from './cleanup';

/** The report centre's background work: export files, and the hourly cleanup. */
export async function startReportWorkers(deps: AppDeps): Promise<void> {
  await deps.jobs.work<{ taskId: number }>(EXPORT_JOB, ({ taskId }, { signal }) => runExportTask(deps, taskId, signal), {
    abandoned: ({ taskId }) => abandonExportTask(deps, taskId),
  });
  await deps.jobs.work(CLEANUP_JOB, async () => {
    await cleanupReports(deps);
  });
  await deps.jobs.every(CLEANUP_JOB, CLEANUP_EVERY_SECONDS);
}
