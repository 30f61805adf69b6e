import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { saveSupplyPlanBody } from '@shared/api/supply/plans';
import { supplyPlanMachine as machine } from '@shared/workflow';
import type { Db, Tx } from '../../../db/connection';
import { baseSkus, supplyPlanLines, supplyPlans, supplyPlanTracks } from '../../../db/schema';
import { fail } from '../../../http/errors';
import { bumpVersion, recordCreated, recordEdited, type Actor } from '../../../workflow';
import { nextSerial } from '../../../db/serial';
import { storeSuggestions, supplyStoreOf } from '../replenishment';
import { createTrack, recountPlan } from '../tracks/write';
import { planVisibility } from '../visibility';

type Input = z.output<typeof saveSupplyPlanBody>;
export interface SavedPlan {
  id: number;
  serialNo: string;
  status: string;
  version: number;
}

function distinctSkus(lines: Input['lines']): void {
  const seen = new Set<number>();
  for (const l of lines) {
    if (seen.has(l.skuId)) throw fail.badRequest('同一个SKU在计划中只能出现一次');
    seen.add(l.skuId);
  }
}

/**
 * 新建供货计划 from suggestions: the suggestion's numbers are frozen on each line, each line gets one
 * draft track. Editing a draft changes the remark and the units of lines whose one track is still a draft.
 */
export async function saveSupplyPlan(db: Db, actor: Actor, input: Input): Promise<SavedPlan> {
  distinctSkus(input.lines);
  return db.transaction(async (tx) => (input.id ? editPlan(tx, actor, input) : createPlan(tx, actor, input)));
}

async function createPlan(tx: Tx, actor: Actor, input: Input): Promise<SavedPlan> {
  const store = await supplyStoreOf(tx, input.storeId);
  const skuIds = input.lines.map((l) => l.skuId);
  const known = await tx.select({ id: baseSkus.id, sku: baseSkus.sku, status: baseSkus.status }).from(baseSkus).where(inArray(baseSkus.id, skuIds));
  if (known.length !== skuIds.length) throw fail.badRequest('SKU不存在');
  const suggestions = new Map((await storeSuggestions(tx, store, { planWeek: input.planWeek, skuIds, transportMode: input.transportMode })).map((s) => [s.skuId, s]));
  const mode = input.transportMode ?? store.transportMode;
  const serialNo = await nextSerial(tx, 'GH');
  const [plan] = await tx
    .insert(supplyPlans)
    .values({ serialNo, storeId: store.storeId, warehouseId: store.warehouseId, transportMode: mode, planWeek: input.planWeek, remark: input.remark, status: 'draft', createdBy: actor.userId })
    .returning({ id: supplyPlans.id, version: supplyPlans.version });
  await recordCreated(tx, machine, plan!.id, 'draft', actor);
  for (const line of input.lines) {
    const s = suggestions.get(line.skuId)!;
    const [row] = await tx
      .insert(supplyPlanLines)
      .values({
        planId: plan!.id,
        skuId: line.skuId,
        demandQty: s.demandQty,
        safetyQty: s.safetyQty,
        onHandQty: s.onHandQty,
        inTransitQty: s.inTransitQty,
        cartonQty: s.cartonQty,
        leadWeeks: s.leadWeeks,
        suggestedQty: s.suggestedQty,
        qty: line.qty,
      })
      .returning({ id: supplyPlanLines.id });
    const track = { planId: plan!.id, lineId: row!.id, skuId: line.skuId, storeId: store.storeId, warehouseId: store.warehouseId, transportMode: mode, qty: line.qty, shipDate: null, splitFrom: null };
    await createTrack(tx, actor, track);
  }
  await recountPlan(tx, plan!.id);
  return { id: plan!.id, serialNo, status: 'draft', version: plan!.version };
}

async function editPlan(tx: Tx, actor: Actor, input: Input): Promise<SavedPlan> {
  const head = await planVisibility.head(tx, input.id!, planVisibility.scopeOf(actor), { lock: true });
  if (head.createdBy !== actor.userId) throw fail.refused('只有创建人可以修改该供货计划');
  if (head.status !== 'draft') throw fail.refused(`供货计划当前状态为“${machine.states[head.status as 'draft'].label}”，不能修改`);
  const [plan] = await tx.select().from(supplyPlans).where(eq(supplyPlans.id, head.id));
  if (plan!.storeId !== input.storeId) throw fail.badRequest('不能修改供货计划的店铺');
  const version = await bumpVersion(tx, supplyPlans, head, input.version ?? undefined, machine.title);
  await tx.update(supplyPlans).set({ remark: input.remark }).where(eq(supplyPlans.id, head.id));
  const lines = await tx.select({ id: supplyPlanLines.id, skuId: supplyPlanLines.skuId }).from(supplyPlanLines).where(eq(supplyPlanLines.planId, head.id));
  for (const change of input.lines) {
    const line = lines.find((l) => l.skuId === change.skuId);
    if (!line) throw fail.badRequest('只能修改计划中已有SKU的数量');
    const tracks = await tx.select({ id: supplyPlanTracks.id, status: supplyPlanTracks.status }).from(supplyPlanTracks).where(eq(supplyPlanTracks.lineId, line.id));
    const live = tracks.filter((t) => t.status !== 'deleted');
    if (live.length !== 1) throw fail.refused('该SKU已拆分，请在计划跟踪中修改各批数量');
    await tx.update(supplyPlanTracks).set({ qty: change.qty }).where(eq(supplyPlanTracks.id, live[0]!.id));
  }
  await recountPlan(tx, head.id);
  await recordEdited(tx, machine, head, actor);
  return { id: head.id, serialNo: plan!.serialNo, status: head.status, version };
}
