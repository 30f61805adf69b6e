import Big from 'big.js';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { LogisticsRow, RedsRow } from '@shared/api/kol/reds';
import { noRateMessage } from '@shared/api/reference/rateLookups';
import type { Db, Tx } from '../../../db/connection';
import { kolEvaluations, kolPool, kolReds, kolRedsLogistics, kolRequires, users } from '../../../db/schema';
import type { Caller } from '../../../http/auth/caller';
import { fail } from '../../../http/errors';
import { latestRate } from '../../reference';
import { requireVisibility } from '../visibility';
import { atLeast, atMost, conditionsOf, eqTo, matches } from '../../../db/conditions';
import { startsWith } from '../../../db/like';
import { direct, presentOf } from '../../../http/preparedList';

/** Reds and their shipments as lists and drawers read them, within the caller's view. */
const x = kolReds;
const lg = kolRedsLogistics;

export const selectReds = (db: Db | Tx, extra?: { total: SQL<number> }) =>
  db
    .select({
      ...extra,
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

export const selectLogistics = (db: Db | Tx, extra?: { total: SQL<number> }) =>
  db
    .select({
      ...extra,
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

/** What the reds and sample shipment lists filter on (the list's query without its paging). */
export interface RedsFilter {
  requireId?: number;
  poolId?: number;
  channel?: string;
  publishFrom?: string;
  publishTo?: string;
}
export interface LogisticsFilter {
  requireId?: number;
  trackingNo?: string;
  status?: string;
}

/** The values the reds list's conditions take, within `scope` (requirements of one creator); undefined ones are absent. */
export const redsValues = (f: RedsFilter, scope: number | undefined) => ({
  requireId: f.requireId || undefined,
  poolId: f.poolId || undefined,
  channel: f.channel || undefined,
  publishFrom: f.publishFrom || undefined,
  publishTo: f.publishTo || undefined,
  scope,
});
export type RedsValues = ReturnType<typeof redsValues>;

/** The values the shipment list's conditions take (the tracking number as a prefix ready for LIKE). */
export const logisticsValues = (f: LogisticsFilter, scope: number | undefined) => ({
  requireId: f.requireId || undefined,
  trackingNo: f.trackingNo ? startsWith(f.trackingNo) : undefined,
  status: f.status || undefined,
  scope,
});
export type LogisticsValues = ReturnType<typeof logisticsValues>;

/** Both lists: the red's requirement, and only requirements in the caller's view. */
const ofRequire = { requireId: eqTo(x.requireId), scope: eqTo(kolRequires.createdBy) };

export const redsConditions = conditionsOf<RedsValues>({
  ...ofRequire,
  poolId: eqTo(x.poolId),
  channel: eqTo(x.channel),
  publishFrom: atLeast(x.publishDate),
  publishTo: atMost(x.publishDate),
});
export const logisticsConditions = conditionsOf<LogisticsValues>({ ...ofRequire, trackingNo: matches(lg.trackingNo), status: eqTo(lg.status) });

/** The conditions of a list built directly. */
export function redsWhere(f: RedsFilter, scope: number | undefined): SQL | undefined {
  const v = presentOf(redsValues(f, scope));
  return redsConditions(v, direct(v as RedsValues));
}
export function logisticsWhere(f: LogisticsFilter, scope: number | undefined): SQL | undefined {
  const v = presentOf(logisticsValues(f, scope));
  return logisticsConditions(v, direct(v as LogisticsValues));
}

/** The rows the lists count: each red (or shipment) with its requirement and KOL; the left-joined evaluation, one per red at most, adds none. */
const requireJoins = sql`inner join ${kolRequires} on ${eq(kolRequires.id, x.requireId)} inner join ${kolPool} on ${eq(kolPool.id, x.poolId)}`;
export const redsCounted = sql`${x} ${requireJoins}`;
export const logisticsCounted = sql`${lg} inner join ${x} on ${eq(x.id, lg.redsId)} ${requireJoins}`;

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

