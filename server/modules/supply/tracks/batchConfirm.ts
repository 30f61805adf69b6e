import { inArray } from 'drizzle-orm';
import { PARTIAL_SUCCESS } from '@shared/api/supply/common';
import type { BatchConfirmResult } from '@shared/api/supply/tracks';
import { supplyTrackMachine as machine } from '@shared/workflow';
import type { Db } from '../../../db/connection';
import { supplyPlanTracks } from '../../../db/schema';
import { AppError } from '../../../http/errors';
import { runTransition, type Actor } from '../../../workflow';
import { trackVisibility } from '../visibility';

/**
 * 批量确认: each track in its own transaction, so one bad line does not hold back the others. All
 * confirmed: the result; otherwise resCode 10001 carrying which lines failed and why.
 */
export async function batchConfirm(db: Db, actor: Actor, ids: number[]): Promise<BatchConfirmResult> {
  const unique = [...new Set(ids)];
  const serials = new Map(
    (await db.select({ id: supplyPlanTracks.id, serialNo: supplyPlanTracks.serialNo }).from(supplyPlanTracks).where(inArray(supplyPlanTracks.id, unique))).map((r) => [r.id, r.serialNo]),
  );
  const result: BatchConfirmResult = { done: [], failed: [] };
  for (const id of unique) {
    try {
      await trackVisibility.head(db, id, trackVisibility.scopeOf(actor));
      await runTransition(db, machine, supplyPlanTracks, { id, action: 'confirm', actor });
      result.done.push(id);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      result.failed.push({ id, serialNo: serials.get(id) ?? null, message: error.message });
    }
  }
  if (result.failed.length) throw new AppError(PARTIAL_SUCCESS, `已确认 ${result.done.length} 条，${result.failed.length} 条未确认`, result);
  return result;
}
