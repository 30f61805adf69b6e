import { eq } from 'drizzle-orm';
import { warrantyBatchMachine } from '@shared/workflow';
import type { AppDeps } from '../../deps';
import { warrantyBatches } from '../../db/schema';
import { runTransition, type Actor } from '../../workflow';
import { QR_BATCH_JOB, recordSheetTask, type QrBatchJob } from './sheet';

export interface GenerationStart {
  id: number;
  version?: number;
  comment?: string;
  actor: Actor;
  /** Who the report-centre task belongs to. */
  username: string;
  /** The public address the codes point to. */
  origin: string;
}

/**
 * 生成二维码 (addQrCodeTask): the batch moves to 生成中 and its print-sheet task is recorded in one
 * transaction; then the job that writes the codes and the zip is queued.
 */
export async function startGeneration(deps: AppDeps, start: GenerationStart) {
  const { actor } = start;
  let taskId = 0;
  const result = await runTransition(deps.db, warrantyBatchMachine, warrantyBatches, {
    id: start.id,
    version: start.version,
    action: 'generate',
    actor,
    comment: start.comment,
    apply: async (tx, record) => {
      const [batch] = await tx.select({ serialNo: warrantyBatches.serialNo }).from(warrantyBatches).where(eq(warrantyBatches.id, record.id));
      taskId = await recordSheetTask(tx, { id: record.id, serialNo: batch!.serialNo }, { userId: actor.userId, username: start.username });
      return { exportTaskId: taskId };
    },
  });
  const job: QrBatchJob = { batchId: result.id, taskId, origin: start.origin, userId: actor.userId, actorName: actor.name };
  await deps.jobs.send(QR_BATCH_JOB, job, { expireInSeconds: 3600 });
  return { ...result, taskId };
}
