import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import type { Response } from 'express';
import { and, count, eq, inArray } from 'drizzle-orm';
import { EXPORT_TASK_CREATED } from '@shared/api/report';
import type { AppDeps } from '../deps';
import { exportTasks } from '../db/schema';
import type { Caller } from '../http/auth/caller';
import { AppError, fail } from '../http/errors';
import { holdsAny } from '../http/auth/codes';
import { exportKind, type ExportKind } from './export-kinds';
import { stamp, storedPath } from './files';
import { writeXlsx } from './xlsx-writer';
import { CUT_OFF_MESSAGES, failUnfinishedTask } from './task-end';
import { cutOffCause } from '../jobs';

export const EXPORT_JOB = 'report.export';
/** Unfinished tasks one person may have at a time. */
export const MAX_OPEN_TASKS = 5;
/** A run is cut off after this long (then the task fails and the partial file is dropped). */
export const EXPORT_TIMEOUT_SECONDS = 3600;
/** The progress shown in the report centre moves every this many rows. */
export const PROGRESS_EVERY = 5000;

export interface ExportRequest {
  deps: AppDeps;
  caller: Caller;
  /** When given, the call is written to the gate log (an export takes data out) and answers 导出任务已创建. */
  res?: Response;
}

/**
 * What an `add...ExcelTask` endpoint does: records a queued task for `kind` with `params` (already
 * validated by the endpoint) and queues its job. Answers the task id; the file appears in the
 * report centre when done.
 */
export async function createExportTask<P>({ deps, caller, res }: ExportRequest, kind: ExportKind<P>, params: P): Promise<{ taskId: number }> {
  if (!holdsAny(await caller.codes(), [kind.screen])) throw fail.forbidden();
  const [open] = await deps.db
    .select({ n: count() })
    .from(exportTasks)
    .where(and(eq(exportTasks.userId, caller.userId), inArray(exportTasks.status, ['queued', 'running'])));
  if ((open?.n ?? 0) >= MAX_OPEN_TASKS) throw fail.refused(`您已有 ${MAX_OPEN_TASKS} 个导出任务在进行中，请等它们完成后再导出`);
  const [task] = await deps.db
    .insert(exportTasks)
    .values({
      kind: kind.kind,
      fileName: `${kind.fileName}_${stamp()}.xlsx`,
      screen: kind.screen,
      params: params as object,
      userId: caller.userId,
      username: caller.username,
    })
    .returning({ id: exportTasks.id });
  await deps.jobs.send(EXPORT_JOB, { taskId: task!.id }, { expireInSeconds: EXPORT_TIMEOUT_SECONDS });
  if (res) Object.assign(res.locals, { audit: true, resDes: EXPORT_TASK_CREATED });
  return { taskId: task!.id };
}

async function setTask(deps: AppDeps, id: number, values: Partial<typeof exportTasks.$inferInsert>): Promise<void> {
  await deps.db.update(exportTasks).set(values).where(eq(exportTasks.id, id));
}

/** Settles a task whose run died with its process (the queue's abandoned hook). */
export async function abandonExportTask(deps: AppDeps, taskId: number): Promise<void> {
  await failUnfinishedTask(deps, taskId, CUT_OFF_MESSAGES['lease lost']);
}

/**
 * The export job: queued -> running -> done (file, size) | failed (message). A task is run once;
 * a run cut off (time-out, stop, lost lease) fails the task and drops its partial file.
 */
export async function runExportTask(deps: AppDeps, taskId: number, signal?: AbortSignal): Promise<void> {
  const [task] = await deps.db
    .update(exportTasks)
    .set({ status: 'running', startedAt: new Date() })
    .where(and(eq(exportTasks.id, taskId), eq(exportTasks.status, 'queued')))
    .returning();
  if (!task) return;
  const stored = `${task.id}-${randomUUID()}.xlsx`;
  const target = storedPath(deps.config, 'exports', stored);
  const part = `${target}.part`;
  try {
    const kind = exportKind(task.kind);
    if (!kind) throw new AppError(500, `未知的导出类型 ${task.kind}`);
    const params = kind.params.parse(task.params);
    const caller = { userId: task.userId, username: task.username };
    if (kind.count) await setTask(deps, task.id, { rowsExpected: await kind.count(deps, params, caller) });
    const written = await writeXlsx(part, kind.columns, kind.rows(deps, params, caller), {
      progressEvery: PROGRESS_EVERY,
      onProgress: (rowsWritten) => setTask(deps, task.id, { rowsWritten }),
      signal,
    });
    await fs.promises.rename(part, target);
    const { size } = await fs.promises.stat(target);
    await setTask(deps, task.id, { status: 'done', rowsWritten: written, sizeBytes: size, filePath: stored, finishedAt: new Date() });
  } catch (error) {
    await fs.promises.rm(part, { force: true });
    const cause = cutOffCause(signal);
    if (!(error instanceof AppError) && !cause) console.error(`export task ${task.id} (${task.kind})`, error);
    const message = cause ? CUT_OFF_MESSAGES[cause] : error instanceof AppError ? error.message : '生成文件时出错，请重新导出或联系技术支持';
    await failUnfinishedTask(deps, task.id, message);
  }
}
