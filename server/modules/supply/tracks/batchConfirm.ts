import { inArray } from 'drizzle-orm';
import { PARTIAL_SUCCESS } from '@shared/api/supply/common';
import type { BatchConfirmResult } from '@shared/api/supply/tracks';
import { supplyTrackMachine as machine } from '@shared/workflow';
import type { Db } from '../../../db/connection';
import { supplyPlanTracks } from '../../../db/schema';
import { AppError, fail } from '../../../http/errors';
import { runTransition, type Actor } from '../../../workflow';
import { trackVisibility } from '../visibility';

/**
 * Runs one action on each chosen track in its own transaction, so one bad line does not hold back the
 * others. All moved: the result; otherwise resCode 10001 carrying which lines failed and why.
 */
async function batchRun(db: Db, actor: Actor, ids: number[], action: string, verb: string, comment?: string): Promise<BatchConfirmResult> {
  const unique = [...new Set(ids)];
  const serials = new Map(
    (await db.select({ id: supplyPlanTracks.id, serialNo: supplyPlanTracks.serialNo }).from(supplyPlanTracks).where(inArray(supplyPlanTracks.id, unique))).map((r) => [r.id, r.serialNo]),
  );
  const result: BatchConfirmResult = { done: [], failed: [] };
  for (const id of unique) {
    try {
      await trackVisibility.head(db, id, trackVisibility.scopeOf(actor));
      await runTransition(db, machine, supplyPlanTracks, { id, action, actor, comment });
      result.done.push(id);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      result.failed.push({ id, serialNo: serials.get(id) ?? null, message: error.message });
    }
  }
  if (result.failed.length) throw new AppError(PARTIAL_SUCCESS, `已${verb} ${result.done.length} 条，${result.failed.length} 条未${verb}`, result);
  return result;
}

/** 批量确认 (the supply chain). */
export const batchConfirm = (db: Db, actor: Actor, ids: number[]) => batchRun(db, actor, ids, 'confirm', '确认');

/** 批量审核: approve, or reject with a reason, each chosen track (not one of one's own plans). */
export function batchAudit(db: Db, actor: Actor, ids: number[], pass: boolean, comment?: string): Promise<BatchConfirmResult> {
  if (!pass && !comment?.trim()) throw fail.badRequest('请填写驳回原因');
  return batchRun(db, actor, ids, pass ? 'approve' : 'reject', pass ? '通过' : '驳回', comment?.trim() || undefined);
}
