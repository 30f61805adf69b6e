import { asc, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { LIST_COUNT_CAP } from '@shared/api/inputs';
import type { PaymentFilter, PaymentRow } from '@shared/api/review/payments';
import type { Db } from '../../db/connection';
import { platforms, reviewOrderOps, reviewOrderPayments, reviewPlanOrderDetails, users } from '../../db/schema';
import type { Paging } from '../../http/listPage';
import { countedListPage, direct, presentOf } from '../../http/preparedList';
import { qualified } from '../../db/qualified';
import { startsWith } from '../../db/like';
import { atLeast, before, conditionsOf, eqTo, matches } from '../../db/conditions';
import { dayAfter, dayStart } from './days';
import { onPlatforms, platformsOf, type ListView } from './listView';
import { selectOps, toOpRow } from './orderOpQueries';
import { orderOpVisibility, paymentVisibility } from './visibility';

const p = reviewOrderPayments;
const o = reviewOrderOps;
const d = reviewPlanOrderDetails;

export function selectPayments(db: Db, extra?: { total: SQL<number> }) {
  return db
    .select({
      ...getTableColumns(p),
      platformName: platforms.name,
      creatorName: users.name,
      opCount: sql<number>`(select count(*) from ${o} where ${o.paymentId} = ${qualified(p.id)})`.mapWith(Number),
      ...extra,
    })
    .from(p)
    .innerJoin(platforms, eq(platforms.id, p.platformId))
    .leftJoin(users, eq(users.id, p.createdBy));
}
type Selected = Awaited<ReturnType<ReturnType<typeof selectPayments>['where']>>[number];

export const toPaymentRow = (r: Selected): PaymentRow => ({
  id: r.id,
  serialNo: r.serialNo,
  method: r.method,
  account: r.account,
  transactionNo: r.transactionNo,
  amount: r.amount,
  currency: r.currency,
  rate: r.rate.replace(/\.?0+$/, ''),
  rateDate: r.rateDate,
  amountCny: r.amountCny,
  paidAt: r.paidAt.toISOString(),
  reviewer: r.reviewer,
  platformName: r.platformName,
  opCount: r.opCount,
  remark: r.remark,
  creatorName: r.creatorName,
  createdAt: r.createdAt.toISOString(),
});

/** The values a payment list's conditions take (prefixes ready for LIKE, day ranges as instants); undefined ones are absent. */
export const paymentValues = (f: PaymentFilter, view: ListView) => ({
  serialNo: f.serialNo ? startsWith(f.serialNo.toUpperCase()) : undefined,
  method: f.method || undefined,
  transactionNo: f.transactionNo ? startsWith(f.transactionNo) : undefined,
  reviewer: f.reviewer ? startsWith(f.reviewer.toLowerCase()) : undefined,
  platformId: f.platformId || undefined,
  paidFrom: dayStart(f.paidFrom),
  paidTo: dayAfter(f.paidTo),
  owner: view.owner,
  platforms: platformsOf(view.platforms),
});
export type PaymentValues = ReturnType<typeof paymentValues>;

/** Conditions over the present values (see preparedList.ts): the filter, the payer in view, the platforms. */
export const paymentConditions = conditionsOf<PaymentValues>({
  serialNo: matches(p.serialNo),
  method: eqTo(p.method),
  transactionNo: matches(p.transactionNo),
  reviewer: matches(p.reviewer),
  platformId: eqTo(p.platformId),
  paidFrom: atLeast(p.paidAt),
  paidTo: before(p.paidAt),
  owner: (v) => paymentVisibility.where(v as number),
  platforms: onPlatforms(p.platformId),
});

/** The conditions of a payment list built directly. */
export function paymentWhere(f: PaymentFilter, view: ListView): SQL | undefined {
  const v = presentOf(paymentValues(f, view));
  return paymentConditions(v, direct(v as PaymentValues));
}

export const paymentOrder = [desc(p.paidAt), desc(p.id)];

/** One page of payments, last paid first, with the capped total; prepared per shape. */
export function paymentPage(db: Db, f: PaymentFilter, view: ListView, paging: Paging) {
  return countedListPage(db, {
    name: 'review_order_payments',
    values: paymentValues(f, view),
    conditions: paymentConditions,
    select: (extra) => selectPayments(db, extra),
    order: paymentOrder,
    counted: p,
    cap: LIST_COUNT_CAP,
    ...paging,
    map: toPaymentRow,
  });
}

export interface PayableFilter {
  reviewer?: string;
  marketOrderNo?: string;
  platformId?: number;
}

/** The values of the list of operations to pay (prefixes ready for LIKE); undefined ones are absent. */
export const payableValues = (f: PayableFilter, view: ListView) => ({
  reviewer: f.reviewer ? startsWith(f.reviewer.toLowerCase()) : undefined,
  marketOrderNo: f.marketOrderNo ? startsWith(f.marketOrderNo) : undefined,
  platformId: f.platformId || undefined,
  owner: view.owner,
  platforms: platformsOf(view.platforms),
});
export type PayableValues = ReturnType<typeof payableValues>;

/** Approved refunds and commissions (a cancellation is never paid); the reviewer is the order's, any case. */
export const payableConditions = conditionsOf<PayableValues>(
  {
    reviewer: (v) => sql`lower(${d.reviewerEmail}) like ${v}`,
    marketOrderNo: matches(o.marketOrderNo),
    platformId: eqTo(o.platformId),
    owner: (v) => orderOpVisibility.where(v as number),
    platforms: onPlatforms(o.platformId),
  },
  [eq(o.status, 'approved'), sql`${o.type} <> 'cancel'`],
);

/** The conditions of the list built directly. */
export function payableWhere(f: PayableFilter, view: ListView): SQL | undefined {
  const v = presentOf(payableValues(f, view));
  return payableConditions(v, direct(v as PayableValues));
}

export const payableOrder = [asc(d.reviewerEmail), asc(o.marketOrderNo), asc(o.id)];

/** The operations with their orders: what the payable list's exact total counts (its conditions name both). */
export const opsWithOrders = sql`${o} inner join ${d} on ${d.id} = ${o.detailId}`;

/** One page of operations to pay, by reviewer and order, with the exact total; prepared per shape. */
export function payablePage(db: Db, f: PayableFilter, view: ListView, paging: Paging) {
  return countedListPage(db, {
    name: 'review_payable_ops',
    values: payableValues(f, view),
    conditions: payableConditions,
    select: (extra) => selectOps(db, extra),
    order: payableOrder,
    counted: opsWithOrders,
    ...paging,
    map: toOpRow,
  });
}
