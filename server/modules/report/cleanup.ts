import fs from 'node:fs';
import { and, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import { exportTasks, importRecords } from '../../db/schema';
import { EXPORT_TIMEOUT_SECONDS } from '../../excel/export-tasks';
import { storedPath, type FileArea } from '../../excel/files';

export const CLEANUP_JOB = 'report.cleanup';
export const CLEANUP_EVERY_SECONDS = 3600;

async function removeFiles(deps: AppDeps, area: FileArea, names: Array<string | null>) {
  await Promise.all(names.map((n) => n && fs.promises.rm(storedPath(deps.config, area, n), { force: true })));
}

/**
 * Retention: export files and import error files are deleted `exportKeepDays` after they were
 * made (the task becomes `expired`, the record keeps its row without the file). Tasks left
 * unfinished by a stopped process fail with a message instead of spinning forever.
 */
export async function cleanupReports(deps: AppDeps): Promise<{ expired: number; errorFiles: number; abandoned: number }> {
  const cutoff = sql`now() - make_interval(days => ${deps.config.exportKeepDays})`;
  const expired = await deps.db
    .select({ id: exportTasks.id, file: exportTasks.filePath })
    .from(exportTasks)
    .where(and(eq(exportTasks.status, 'done'), lt(exportTasks.finishedAt, cutoff)));
  if (expired.length) {
    await deps.db.update(exportTasks).set({ status: 'expired', filePath: null }).where(inArray(exportTasks.id, expired.map((r) => r.id)));
    await removeFiles(deps, 'exports', expired.map((r) => r.file));
  }
  const old = await deps.db
    .select({ id: importRecords.id, file: importRecords.errorFile })
    .from(importRecords)
    .where(and(isNotNull(importRecords.errorFile), lt(importRecords.createdAt, cutoff)));
  if (old.length) {
    await deps.db.update(importRecords).set({ errorFile: null }).where(inArray(importRecords.id, old.map((r) => r.id)));
    await removeFiles(deps, 'imports', old.map((r) => r.file));
  }

  const abandoned = await deps.db
    .update(exportTasks)
    .set({ status: 'failed', message: '导出中断（服务重启或超时），请重新导出', finishedAt: new Date() })
    .where(
      and(
        inArray(exportTasks.status, ['queued', 'running']),
        lt(exportTasks.createdAt, sql`now() - make_interval(secs => ${EXPORT_TIMEOUT_SECONDS * 2})`),
      ),
    )
    .returning({ id: exportTasks.id });
  return { expired: expired.length, errorFiles: old.length, abandoned: abandoned.length };
}
