import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { splitPlanTrack } from '@shared/api/supply/tracks';
import { supplyTrackMachine as machine } from '@shared/workflow';
import type { Db } from '../../../db/connection';
import { supplyPlanTracks } from '../../../db/schema';
import { fail } from '../../../http/errors';
import { bumpVersion, recordEdited, type Actor } from '../../../workflow';
import { trackVisibility } from '../visibility';
import { createTrack } from './write';

type Input = z.output<NonNullable<(typeof splitPlanTrack)['body']>>;

/** 拆分: the track keeps the first quantity, new tracks in the same state take the others; the sum never changes. */
export async function splitTrack(db: Db, actor: Actor, input: Input): Promise<{ ids: number[] }> {
  return db.transaction(async (tx) => {
    const head = await trackVisibility.head(tx, input.id, trackVisibility.scopeOf(actor), { lock: true });
    if (head.createdBy !== actor.userId) throw fail.refused('只有创建人可以拆分该计划跟踪');
    if (head.status !== 'draft' && head.status !== 'rejected') throw fail.refused(`计划跟踪当前状态为“${machine.states[head.status as 'draft'].label}”，不能拆分`);
    const [track] = await tx.select().from(supplyPlanTracks).where(eq(supplyPlanTracks.id, head.id));
    const sum = input.qtys.reduce((a, b) => a + b, 0);
    if (sum !== track!.qty) throw fail.badRequest(`拆分数量合计 ${sum} 与原数量 ${track!.qty} 不一致`);
    await bumpVersion(tx, supplyPlanTracks, head, input.version ?? undefined, machine.title);
    const [first, ...rest] = input.qtys;
    await tx.update(supplyPlanTracks).set({ qty: first! }).where(eq(supplyPlanTracks.id, head.id));
    const ids = [head.id];
    for (const qty of rest) {
      const { planId, lineId, skuId, storeId, warehouseId, transportMode, shipDate } = track!;
      ids.push(await createTrack(tx, actor, { planId, lineId, skuId, storeId, warehouseId, transportMode, shipDate, qty, splitFrom: head.id }, head.status, head.createdBy));
    }
    await recordEdited(tx, machine, head, actor, 'split', `拆分为 ${input.qtys.join(' + ')}`);
    return { ids };
  });
}
