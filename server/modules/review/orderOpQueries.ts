import { desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { LIST_COUNT_CAP } from '@shared/api/inputs';
import { alias } from 'drizzle-orm/pg-core';
import type { OrderOpFilter, OrderOpRow } from '@shared/api/review/orderOps';
import type { Db, Tx } from '../../db/connection';
import { platforms, reviewOrderOps, reviewOrderPayments, reviewPlanOrderDetails, reviewPlanOrders, users } from '../../db/schema';
import { dayAfter, dayStart } from './days';
import { isoOrNull } from '../../http/time';
import { startsWith } from '../../db/like';
import { atLeast, before, conditionsOf, eqTo, matches } from '../../db/conditions';
import type { Paging } from '../../http/listPage';
import { countedListPage, direct, presentOf } from '../../http/preparedList';
import { onPlatforms, platformsOf, type ListView } from './listView';
import { orderOpVisibility } from './visibility';

const o = reviewOrderOps;
const d = reviewPlanOrderDetails;
const creator = alias(users, 'creator');
const auditor = alias(users, 'auditor');

/** Operations with their order (detail), plan order, platform, people and payment. */
export function selectOps(db: Db | Tx, extra?: { total: SQL<number> }) {
  return db
    .select({
      ...getTableColumns(o),
      planOrderSerialNo: reviewPlanOrders.serialNo,
      platformName: platforms.name,
      invitationCode: d.invitationCode,
      reviewerEmail: d.reviewerEmail,
      orderAmount: d.orderAmount,
      orderCurrency: d.orderCurrency,
      detailStatus: d.status,
      creatorName: creator.name,
      auditorName: auditor.name,
      paymentSerialNo: reviewOrderPayments.serialNo,
      ...extra,
    })
    .from(o)
    .innerJoin(d, eq(d.id, o.detailId))
    .innerJoin(reviewPlanOrders, eq(reviewPlanOrders.id, o.planOrderId))
    .innerJoin(platforms, eq(platforms.id, o.platformId))
    .leftJoin(creator, eq(creator.id, o.createdBy))
    .leftJoin(auditor, eq(auditor.id, o.auditedBy))
    .leftJoin(reviewOrderPayments, eq(reviewOrderPayments.id, o.paymentId));
}
export type SelectedOp = Awaited<ReturnType<ReturnType<typeof selectOps>['where']>>[number];


export const toOpRow = (r: SelectedOp): OrderOpRow => ({
  id: r.id,
  serialNo: r.serialNo,
  type: r.type,
  detailId: r.detailId,
  planOrderId: r.planOrderId,
  planOrderSerialNo: r.planOrderSerialNo,
  platformId: r.platformId,
  platformName: r.platformName,
  sku: r.sku,
  invitationCode: r.invitationCode,
  marketOrderNo: r.marketOrderNo,
  reviewerEmail: r.reviewerEmail,
  amount: r.amount,
  currency: r.currency,
  amountCny: r.amountCny,
  paymentId: r.paymentId,
  paymentSerialNo: r.paymentSerialNo,
  remark: r.remark,
  status: r.status,
  version: r.version,
  createdBy: r.createdBy,
  creatorName: r.creatorName,
  createdAt: r.createdAt.toISOString(),
  submittedAt: isoOrNull(r.submittedAt),
  auditorName: r.auditorName,
  auditedAt: isoOrNull(r.auditedAt),
});


/** The values an operation list's conditions take (prefixes ready for LIKE, day ranges as instants); undefined ones are absent. */
export const opValues = (f: Partial<OrderOpFilter>, view: ListView) => ({
  serialNo: f.serialNo ? startsWith(f.serialNo.toUpperCase()) : undefined,
  status: f.status || undefined,
  type: f.type || undefined,
  platformId: f.platformId || undefined,
  sku: f.sku ? startsWith(f.sku.toUpperCase()) : undefined,
  marketOrderNo: f.marketOrderNo ? startsWith(f.marketOrderNo) : undefined,
  createdFrom: dayStart(f.createdFrom),
  createdTo: dayAfter(f.createdTo),
  owner: view.owner,
  platforms: platformsOf(view.platforms),
});
export type OpValues = ReturnType<typeof opValues>;

/** Conditions over the present values (see preparedList.ts): deleted operations are never listed. */
export const opConditions = conditionsOf<OpValues>(
  {
    serialNo: matches(o.serialNo),
    status: eqTo(o.status),
    type: eqTo(o.type),
    platformId: eqTo(o.platformId),
    sku: matches(o.sku),
    marketOrderNo: matches(o.marketOrderNo),
    createdFrom: atLeast(o.createdAt),
    createdTo: before(o.createdAt),
    owner: (v) => orderOpVisibility.where(v as number),
    platforms: onPlatforms(o.platformId),
  },
  [sql`${o.status} <> 'deleted'`],
);

/** The conditions of a list built directly (the tab counts). */
export function opWhere(f: Partial<OrderOpFilter>, view: ListView): SQL | undefined {
  const v = presentOf(opValues(f, view));
  return opConditions(v, direct(v as OpValues));
}

export const opsNewestFirst = [desc(o.id)];

/** One page of operations, newest first, with the capped total; prepared per shape. */
export function opPage(db: Db, f: Partial<OrderOpFilter>, view: ListView, paging: Paging) {
  return countedListPage(db, {
    name: 'review_order_ops',
    values: opValues(f, view),
    conditions: opConditions,
    select: (extra) => selectOps(db, extra),
    order: opsNewestFirst,
    counted: o,
    cap: LIST_COUNT_CAP,
    ...paging,
    map: toOpRow,
  });
}
