import { and, desc, eq, getTableColumns, gte, like, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PlanOrderFilter, PlanOrderRow } from '@shared/api/review/planOrder';
import { parseDay } from './days';
import type { Db, Tx } from '../../db/connection';
import { platforms, reviewPlanOrders, users } from '../../db/schema';
import { isoOrNull } from '../../http/time';
import { startsWith } from '../../db/like';

const t = reviewPlanOrders;
const creator = alias(users, 'creator');
const handler = alias(users, 'handler');

export function selectPlanOrders(db: Db | Tx) {
  return db
    .select({ ...getTableColumns(t), platformName: platforms.name, creatorName: creator.name, overseasUserName: handler.name })
    .from(t)
    .innerJoin(platforms, eq(platforms.id, t.platformId))
    .leftJoin(creator, eq(creator.id, t.createdBy))
    .leftJoin(handler, eq(handler.id, t.overseasUserId));
}
type Selected = Awaited<ReturnType<ReturnType<typeof selectPlanOrders>['where']>>[number];


export const toPlanOrderRow = (r: Selected): PlanOrderRow => ({
  id: r.id,
  serialNo: r.serialNo,
  operationId: r.operationId,
  platformId: r.platformId,
  platformName: r.platformName,
  sku: r.sku,
  orderCount: r.orderCount,
  giftName: r.giftName,
  giftValue: r.giftValue,
  giftCurrency: r.giftCurrency,
  feePerOrder: r.feePerOrder,
  feeCurrency: r.feeCurrency,
  overseasUserId: r.overseasUserId,
  overseasUserName: r.overseasUserName,
  actualGiftName: r.actualGiftName,
  actualGiftValue: r.actualGiftValue,
  actualGiftCurrency: r.actualGiftCurrency,
  remark: r.remark,
  status: r.status,
  version: r.version,
  createdBy: r.createdBy,
  creatorName: r.creatorName,
  createdAt: r.createdAt.toISOString(),
  submittedAt: isoOrNull(r.submittedAt),
  auditedAt: isoOrNull(r.auditedAt),
});


/** The list's filter conditions (scope conditions are added by the caller). */
export function planOrderWhere(f: PlanOrderFilter): SQL | undefined {
  return and(
    sql`${t.status} <> 'deleted'`,
    f.serialNo ? like(t.serialNo, startsWith(f.serialNo.toUpperCase())) : undefined,
    f.status ? eq(t.status, f.status) : undefined,
    f.platformId ? eq(t.platformId, f.platformId) : undefined,
    f.sku ? like(t.sku, startsWith(f.sku.toUpperCase())) : undefined,
    f.overseasUserId ? eq(t.overseasUserId, f.overseasUserId) : undefined,
    f.createdFrom ? gte(t.createdAt, parseDay(f.createdFrom)) : undefined,
    f.createdTo ? lt(t.createdAt, parseDay(f.createdTo, 1)) : undefined,
  );
}

export const newestFirst = [desc(t.id)];
