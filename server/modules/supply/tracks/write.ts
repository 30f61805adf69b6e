import { and, eq, ne, sql } from 'drizzle-orm';
import { supplyTrackMachine } from '@shared/workflow';
import type { Tx } from '../../../db/connection';
import { supplyPlanLines, supplyPlans, supplyPlanTracks } from '../../../db/schema';
import { recordCreated, type Actor } from '../../../workflow';
import { nextSerial } from '../../../db/serial';

type NewTrack = Pick<typeof supplyPlanTracks.$inferInsert, 'planId' | 'lineId' | 'skuId' | 'storeId' | 'warehouseId' | 'transportMode' | 'qty' | 'shipDate' | 'splitFrom'>;

/** A new track of a plan line in `status`, numbered GT…, counted and logged like any workflow record. */
export async function createTrack(tx: Tx, actor: Actor, track: NewTrack, status = 'draft', owner = actor.userId): Promise<number> {
  const serialNo = await nextSerial(tx, 'GT');
  const [row] = await tx.insert(supplyPlanTracks).values({ ...track, serialNo, status, createdBy: owner }).returning({ id: supplyPlanTracks.id });
  await recordCreated(tx, supplyTrackMachine, row!.id, status, { userId: owner, name: actor.name });
  return row!.id;
}

/** A line's units are its live tracks' units; a plan's total is its lines' (after a track changed; `leaving`: a track being deleted). */
export async function recountPlan(tx: Tx, planId: number, leaving = 0): Promise<void> {
  const t = supplyPlanTracks;
  await tx
    .update(supplyPlanLines)
    .set({ qty: sql`coalesce((select sum(${t.qty}) from ${t} where ${t.lineId} = ${supplyPlanLines.id} and ${t.status} <> 'deleted' and ${t.id} <> ${leaving}), 0)::int` })
    .where(eq(supplyPlanLines.planId, planId));
  await tx
    .update(supplyPlans)
    .set({ totalQty: sql`(select coalesce(sum(${supplyPlanLines.qty}), 0) from ${supplyPlanLines} where ${supplyPlanLines.planId} = ${planId})::int` })
    .where(eq(supplyPlans.id, planId));
}

/** The live tracks of a plan in `status`. */
export const tracksOfPlan = (tx: Tx, planId: number, status?: string) =>
  tx
    .select({ id: supplyPlanTracks.id, status: supplyPlanTracks.status })
    .from(supplyPlanTracks)
    .where(and(eq(supplyPlanTracks.planId, planId), status ? eq(supplyPlanTracks.status, status) : ne(supplyPlanTracks.status, 'deleted')))
    .orderBy(supplyPlanTracks.id);
