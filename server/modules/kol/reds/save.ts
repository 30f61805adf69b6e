import Big from 'big.js';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { BLACKLISTED_MESSAGE } from '@shared/api/kol/pool';
import type { evaluateBody, logisticsBody, redsBody } from '@shared/api/kol/reds';
import type { Db, Tx } from '../../../db/connection';
import { kolEvaluations, kolPool, kolReds as x, kolRedsLogistics as lg } from '../../../db/schema';
import type { Caller } from '../../../http/auth/caller';
import { fail } from '../../../http/errors';
import { isUniqueViolation } from '../../../db/errors';
import { requireVisibility } from '../visibility';
import { selectLogistics, toLogisticsRow, toRedsRow, visibleRed } from './queries';

/**
 * Posts, sample shipments and cooperation evaluations, as addOrUpdReds, addOrUpdLogitics and
 * addEvaluate save them (the demo data goes through these too).
 */

/** An influencer that may be picked for a red. */
async function pickableKol(tx: Tx, poolId: number): Promise<void> {
  const [kol] = await tx.select({ blacklisted: kolPool.blacklisted }).from(kolPool).where(eq(kolPool.id, poolId));
  if (!kol) throw fail.badRequest('红人不存在');
  if (kol.blacklisted) throw fail.refused(BLACKLISTED_MESSAGE);
}

/** Recounts an influencer's cooperations (its reds). */
const recountCooperations = (tx: Tx, poolId: number) =>
  tx.update(kolPool).set({ cooperateCount: sql`(select count(*) from kol_reds r where r.pool_id = ${poolId})` }).where(eq(kolPool.id, poolId));

/** An influencer's score: the mean of their evaluations' scores, two decimals; recomputed in the same transaction. */
async function rescore(tx: Tx, poolId: number): Promise<{ score: string; evaluateCount: number }> {
  const [agg] = await tx
    .select({ n: sql<number>`count(*)`.mapWith(Number), avg: sql<string | null>`round(avg(${kolEvaluations.score}), 2)::text` })
    .from(kolEvaluations)
    .where(eq(kolEvaluations.poolId, poolId));
  const score = agg?.avg ?? '0';
  const evaluateCount = agg?.n ?? 0;
  await tx.update(kolPool).set({ score, evaluateCount, updatedAt: new Date() }).where(eq(kolPool.id, poolId));
  return { score: new Big(score).toFixed(2), evaluateCount };
}

/** A post of an approved requirement (new, or an edit with the version seen). */
export async function saveRed(db: Db, caller: Caller, body: z.output<typeof redsBody>) {
  const { id, version, ...fields } = body;
  const scope = await requireVisibility.scope(caller);
  const redId = await db.transaction(async (tx) => {
    const head = await requireVisibility.head(tx, fields.requireId, scope, { lock: true });
    if (!id) {
      if (head.status !== 'approved') throw fail.refused('只有已通过的KOL需求可以录入红人帖子');
      await pickableKol(tx, fields.poolId);
      const [row] = await tx.insert(x).values({ ...fields, createdBy: caller.userId }).returning({ id: x.id });
      await recountCooperations(tx, fields.poolId);
      return row!.id;
    }
    // A post's metrics keep being updated after it is made, also once the requirement is 已完成.
    if (head.status !== 'approved' && head.status !== 'closed') throw fail.refused('只有已通过或已完成的KOL需求可以修改红人帖子');
    const [current] = await tx.select({ version: x.version, poolId: x.poolId, requireId: x.requireId }).from(x).where(eq(x.id, id)).for('update');
    if (!current || current.requireId !== fields.requireId) throw fail.notFound('红人帖子不存在');
    if (version !== undefined && version !== current.version) throw fail.conflict('该红人帖子已被他人修改，请刷新后重试');
    // The same influencer may be kept after being blacklisted; another one must be pickable.
    if (current.poolId !== fields.poolId) await pickableKol(tx, fields.poolId);
    await tx.update(x).set({ ...fields, version: current.version + 1, updatedAt: new Date() }).where(eq(x.id, id));
    if (current.poolId !== fields.poolId) {
      await tx.update(kolEvaluations).set({ poolId: fields.poolId }).where(eq(kolEvaluations.redsId, id));
      await recountCooperations(tx, current.poolId);
      await recountCooperations(tx, fields.poolId);
      await rescore(tx, current.poolId);
      await rescore(tx, fields.poolId);
    }
    return id;
  });
  return toRedsRow(await visibleRed(db, caller, redId));
}

/** A sample shipment of a red (a tracking number once per carrier). */
export async function saveLogistics(db: Db, caller: Caller, body: z.output<typeof logisticsBody>) {
  const { id, ...fields } = body;
  await visibleRed(db, caller, fields.redsId);
  try {
    const savedId = await db.transaction(async (tx) => {
      if (!id) return (await tx.insert(lg).values({ ...fields, createdBy: caller.userId }).returning({ id: lg.id }))[0]!.id;
      const [current] = await tx.select({ redsId: lg.redsId }).from(lg).where(eq(lg.id, id)).for('update');
      if (!current || current.redsId !== fields.redsId) throw fail.notFound('物流记录不存在');
      await tx.update(lg).set({ ...fields, updatedAt: new Date() }).where(eq(lg.id, id));
      return id;
    });
    const [row] = await selectLogistics(db).where(eq(lg.id, savedId));
    return toLogisticsRow(row!);
  } catch (error) {
    if (isUniqueViolation(error, 'kol_reds_logistics_tracking_key')) throw fail.conflict(`运单号 ${fields.trackingNo} 已登记`);
    throw error;
  }
}

/** The cooperation's evaluation (again replaces it); the influencer's pool score follows in the same transaction. */
export async function evaluateRed(db: Db, caller: Caller, body: z.output<typeof evaluateBody>) {
  const red = await visibleRed(db, caller, body.redsId);
  const { redsId, ...scores } = body;
  const score = new Big(scores.contentScore).plus(scores.punctualityScore).plus(scores.communicationScore).plus(scores.effectScore).div(4).round(2, Big.roundHalfUp).toFixed(2);
  return db.transaction(async (tx) => {
    const values = { ...scores, redsId, poolId: red.poolId, score, createdBy: caller.userId, updatedAt: new Date() };
    await tx.insert(kolEvaluations).values(values).onConflictDoUpdate({ target: kolEvaluations.redsId, set: values });
    const pool = await rescore(tx, red.poolId);
    return { redsId, score, poolScore: pool.score, evaluateCount: pool.evaluateCount };
  });
}
