import { and, desc, eq, getTableColumns, gte, like, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { OrderOpFilter, OrderOpRow } from '@shared/api/review/orderOps';
import type { Db, Tx } from '../../db/connection';
import { platforms, reviewOrderOps, reviewOrderPayments, reviewPlanOrderDetails, reviewPlanOrders, users } from '../../db/schema';
import { parseDay } from './days';
import { isoOrNull } from '../../http/time';
import { startsWith } from '../../db/like';

const o = reviewOrderOps;
const d = reviewPlanOrderDetails;
const creator = alias(users, 'creator');
const auditor = alias(users, 'auditor');

/** Operations with their order (detail), plan order, platform, people and payment. */
export function selectOps(db: Db | Tx) {
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


/** The list's filter conditions (scope conditions are added by the caller). */
export function opWhere(f: Partial<OrderOpFilter>): SQL | undefined {
  return and(
    sql`${o.status} <> 'deleted'`,
    f.serialNo ? like(o.serialNo, startsWith(f.serialNo.toUpperCase())) : undefined,
    f.status ? eq(o.status, f.status) : undefined,
    f.type ? eq(o.type, f.type) : undefined,
    f.platformId ? eq(o.platformId, f.platformId) : undefined,
    f.sku ? like(o.sku, startsWith(f.sku.toUpperCase())) : undefined,
    f.marketOrderNo ? like(o.marketOrderNo, startsWith(f.marketOrderNo)) : undefined,
    f.createdFrom ? gte(o.createdAt, parseDay(f.createdFrom)) : undefined,
    f.createdTo ? lt(o.createdAt, parseDay(f.createdTo, 1)) : undefined,
  );
}

export const opsNewestFirst = [desc(o.id)];
