import fs from 'node:fs';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../deps';
import { exportTasks } from '../db/schema';
import type { CutOffCause } from '../jobs';
import { areaDir } from './files';

/** What the report centre says of a task whose run was cut off. */
export const CUT_OFF_MESSAGES: Record<CutOffCause, string> = {
  timeout: '生成超时（超过 60 分钟），请缩小范围后重新导出',
  stopping: '生成中断：服务正在重启，请重新导出',
  'lease lost': '生成中断：处理该任务的服务进程已停止，请重新导出',
};

/** Removes the partial files of a task's run (`<id>-<random>.<ext>.part` under exports). */
export async function removePartialFiles(deps: Pick<AppDeps, 'config'>, taskId: number): Promise<void> {
  const dir = areaDir(deps.config, 'exports');
  const names = (await fs.promises.readdir(dir)).filter((n) => n.startsWith(`${taskId}-`) && n.endsWith('.part'));
  await Promise.all(names.map((n) => fs.promises.rm(path.join(dir, n), { force: true })));
}

/**
 * Removes a task's partial file, then fails the task with `message` if it has not finished yet (a
 * finished one is left as it is); answers whether it was still unfinished.
 */
export async function failUnfinishedTask(deps: Pick<AppDeps, 'db' | 'config'>, taskId: number, message: string): Promise<boolean> {
  await removePartialFiles(deps, taskId);
  const failed = await deps.db
    .update(exportTasks)
    .set({ status: 'failed', message, finishedAt: new Date() })
    .where(and(eq(exportTasks.id, taskId), inArray(exportTasks.status, ['queued', 'running'])))
    .returning({ id: exportTasks.id });
  return failed.length > 0;
}
