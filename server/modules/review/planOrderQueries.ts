import { desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { LIST_COUNT_CAP } from '@shared/api/inputs';
import { alias } from 'drizzle-orm/pg-core';
import type { PlanOrderFilter, PlanOrderRow } from '@shared/api/review/planOrder';
import { dayAfter, dayStart } from './days';
import type { Db, Tx } from '../../db/connection';
import { platforms, reviewPlanOrders, users } from '../../db/schema';
import { isoOrNull } from '../../http/time';
import { startsWith } from '../../db/like';
import { atLeast, before, conditionsOf, eqTo, matches } from '../../db/conditions';
import type { Paging } from '../../http/listPage';
import { countedListPage, direct, presentOf } from '../../http/preparedList';
import { onPlatforms, platformsOf, type ListView } from './listView';
import { planOrderVisibility } from './visibility';

const t = reviewPlanOrders;
const creator = alias(users, 'creator');
const handler = alias(users, 'handler');

export function selectPlanOrders(db: Db | Tx, extra?: { total: SQL<number> }) {
  return db
    .select({ ...getTableColumns(t), platformName: platforms.name, creatorName: creator.name, overseasUserName: handler.name, ...extra })
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


/** The values a plan order list's conditions take (prefixes ready for LIKE, day ranges as instants); undefined ones are absent. */
export const planOrderValues = (f: Partial<PlanOrderFilter>, view: ListView) => ({
  serialNo: f.serialNo ? startsWith(f.serialNo.toUpperCase()) : undefined,
  status: f.status || undefined,
  platformId: f.platformId || undefined,
  sku: f.sku ? startsWith(f.sku.toUpperCase()) : undefined,
  overseasUserId: f.overseasUserId || undefined,
  createdFrom: dayStart(f.createdFrom),
  createdTo: dayAfter(f.createdTo),
  owner: view.owner,
  platforms: platformsOf(view.platforms),
});
export type PlanOrderValues = ReturnType<typeof planOrderValues>;

/** Conditions over the present values (see preparedList.ts): deleted plan orders are never listed. */
export const planOrderConditions = conditionsOf<PlanOrderValues>(
  {
    serialNo: matches(t.serialNo),
    status: eqTo(t.status),
    platformId: eqTo(t.platformId),
    sku: matches(t.sku),
    overseasUserId: eqTo(t.overseasUserId),
    createdFrom: atLeast(t.createdAt),
    createdTo: before(t.createdAt),
    owner: (v) => planOrderVisibility.where(v as number),
    platforms: onPlatforms(t.platformId),
  },
  [sql`${t.status} <> 'deleted'`],
);

/** The conditions of a list built directly (the tab counts). */
export function planOrderWhere(f: Partial<PlanOrderFilter>, view: ListView): SQL | undefined {
  const v = presentOf(planOrderValues(f, view));
  return planOrderConditions(v, direct(v as PlanOrderValues));
}

export const newestFirst = [desc(t.id)];

/** One page of plan orders, newest first, with the capped total; prepared per shape. */
export function planOrderPage(db: Db, f: Partial<PlanOrderFilter>, view: ListView, paging: Paging) {
  return countedListPage(db, {
    name: 'review_plan_orders',
    values: planOrderValues(f, view),
    conditions: planOrderConditions,
    select: (extra) => selectPlanOrders(db, extra),
    order: newestFirst,
    counted: t,
    cap: LIST_COUNT_CAP,
    ...paging,
    map: toPlanOrderRow,
  });
}
