import Big from 'big.js';
import { and, eq } from 'drizzle-orm';
import type { LogisticsRow, RedsRow } from '@shared/api/kol/reds';
import { noRateMessage } from '@shared/api/reference/rates';
import type { Db, Tx } from '../../../db/connection';
import { kolEvaluations, kolPool, kolReds, kolRedsLogistics, kolRequires, users } from '../../../db/schema';
import type { Caller } from '../../../http/auth/caller';
import { fail } from '../../../http/errors';
import { latestRate } from '../../reference';
import { requireVisibility } from '../visibility';

/** Reds and their shipments as lists and drawers read them, within the caller's view. */
const x = kolReds;
const lg = kolRedsLogistics;

export const selectReds = (db: Db | Tx) =>
  db
    .select({
      id: x.id,
      version: x.version,
      requireId: x.requireId,
      requireNo: kolRequires.serialNo,
      sku: kolRequires.sku,
      poolId: x.poolId,
      kolName: kolPool.name,
      link: x.link,
      channel: x.channel,
      publishDate: x.publishDate,
      views: x.views,
      clicks: x.clicks,
      orders: x.orders,
      referralFee: x.referralFee,
      currency: x.currency,
      remark: x.remark,
      score: kolEvaluations.score,
      creatorName: users.name,
      createdAt: x.createdAt,
    })
    .from(x)
    .innerJoin(kolRequires, eq(kolRequires.id, x.requireId))
    .innerJoin(kolPool, eq(kolPool.id, x.poolId))
    .leftJoin(kolEvaluations, eq(kolEvaluations.redsId, x.id))
    .leftJoin(users, eq(users.id, x.createdBy))
    .$dynamic();
type RedsSelected = Awaited<ReturnType<ReturnType<typeof selectReds>['execute']>>[number];
export const toRedsRow = (r: RedsSelected): RedsRow => ({ ...r, createdAt: r.createdAt.toISOString() });

export const selectLogistics = (db: Db | Tx) =>
  db
    .select({
      id: lg.id,
      redsId: lg.redsId,
      requireNo: kolRequires.serialNo,
      kolName: kolPool.name,
      carrier: lg.carrier,
      trackingNo: lg.trackingNo,
      quantity: lg.quantity,
      shippedOn: lg.shippedOn,
      status: lg.status,
      deliveredOn: lg.deliveredOn,
      remark: lg.remark,
      createdAt: lg.createdAt,
    })
    .from(lg)
    .innerJoin(x, eq(x.id, lg.redsId))
    .innerJoin(kolRequires, eq(kolRequires.id, x.requireId))
    .innerJoin(kolPool, eq(kolPool.id, x.poolId))
    .$dynamic();
type LogisticsSelected = Awaited<ReturnType<ReturnType<typeof selectLogistics>['execute']>>[number];
export const toLogisticsRow = (r: LogisticsSelected): LogisticsRow => ({ ...r, createdAt: r.createdAt.toISOString() });

/** Reds of requirements in the caller's view only. */
export const visibleRequires = (scope: number | undefined) => (scope === undefined ? undefined : eq(kolRequires.createdBy, scope));

/** A red in the caller's view, or "红人帖子不存在". */
export async function visibleRed(db: Db | Tx, caller: Caller, id: number): Promise<RedsSelected> {
  const scope = await requireVisibility.scope(caller);
  const [row] = await selectReds(db).where(and(eq(x.id, id), visibleRequires(scope)));
  if (!row) throw fail.notFound('红人帖子不存在');
  return row;
}

/** Fees per currency and in CNY at each post's publish-day rate (a missing rate is said, never taken as 1). */
export async function redsTotals(db: Db, requireId: number) {
  const rows = await db
    .select({ views: x.views, clicks: x.clicks, orders: x.orders, fee: x.referralFee, currency: x.currency, day: x.publishDate })
    .from(x)
    .where(eq(x.requireId, requireId));
  const fees = new Map<string, Big>();
  let cny: Big | null = new Big(0);
  let rateMessage: string | null = null;
  for (const r of rows) {
    fees.set(r.currency, (fees.get(r.currency) ?? new Big(0)).plus(r.fee));
    if (!cny) continue;
    const rate = await latestRate(db, r.currency, r.day);
    if (!rate) {
      cny = null;
      rateMessage = noRateMessage(r.currency, r.day);
    } else cny = cny.plus(new Big(r.fee).times(rate.rate));
  }
  return {
    requireId,
    redsCount: rows.length,
    views: rows.reduce((s, r) => s + r.views, 0),
    clicks: rows.reduce((s, r) => s + r.clicks, 0),
    orders: rows.reduce((s, r) => s + r.orders, 0),
    fees: [...fees].sort(([a], [b]) => a.localeCompare(b)).map(([currency, amount]) => ({ currency, amount: amount.toFixed(2) })),
    feeCny: cny ? cny.round(2, Big.roundHalfUp).toFixed(2) : null,
    rateMessage,
  };
}

