import { and, asc, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { LIST_COUNT_CAP } from '@shared/api/inputs';
import type { DetailFilter, DetailRow } from '@shared/api/review/detail';
import { planOrderDetailMachine as machine } from '@shared/workflow';
import type { Db } from '../../db/connection';
import { platforms, reviewOrderAddresses, reviewPlanOrderDetails, reviewPlanOrders, users } from '../../db/schema';
import { countSql } from '../../http/listPage';
import { direct, preparedListPage, presentOf } from '../../http/preparedList';
import { tabCounts, tabTotalSql } from '../../workflow';
import { addressOut } from './address';
import { detailVisibility as visibility } from './visibility';
import { isoOrNull } from '../../http/time';
import { startsWith } from '../../db/like';
import { conditionsOf, eqTo, matches } from '../../db/conditions';
import { onPlatforms } from './listView';

const d = reviewPlanOrderDetails;

export function selectDetails(db: Db, extra?: { total: SQL<number> }) {
  return db
    .select({ ...getTableColumns(d), planOrderSerialNo: reviewPlanOrders.serialNo, platformName: platforms.name, creatorName: users.name, address: reviewOrderAddresses, ...extra })
    .from(d)
    .innerJoin(reviewPlanOrders, eq(reviewPlanOrders.id, d.planOrderId))
    .innerJoin(platforms, eq(platforms.id, d.platformId))
    .leftJoin(users, eq(users.id, d.createdBy))
    .leftJoin(reviewOrderAddresses, eq(reviewOrderAddresses.detailId, d.id));
}
type Selected = Awaited<ReturnType<ReturnType<typeof selectDetails>['where']>>[number];


export const toDetailRow =
  (fullAddress: boolean) =>
  (r: Selected): DetailRow => ({
    id: r.id,
    planOrderId: r.planOrderId,
    planOrderSerialNo: r.planOrderSerialNo,
    platformId: r.platformId,
    platformName: r.platformName,
    sku: r.sku,
    lineNo: r.lineNo,
    invitationCode: r.invitationCode,
    sendLetterStatus: r.sendLetterStatus,
    sentAt: isoOrNull(r.sentAt),
    reviewerStatus: r.reviewerStatus,
    reviewerEmail: r.reviewerEmail,
    marketOrderNo: r.marketOrderNo,
    orderAmount: r.orderAmount,
    orderCurrency: r.orderCurrency,
    orderFee: r.orderFee,
    feeCurrency: r.feeCurrency,
    mergedIntoId: r.mergedIntoId,
    mergedFrom: r.mergedFrom,
    archivedAt: isoOrNull(r.archivedAt),
    remark: r.remark,
    address: r.address ? addressOut(r.address, fullAddress) : null,
    status: r.status,
    version: r.version,
    createdBy: r.createdBy,
    creatorName: r.creatorName,
    createdAt: r.createdAt.toISOString(),
  });


/** The values a detail list's conditions take (prefixes ready for LIKE); undefined ones are absent. */
export const detailValues = (f: Partial<DetailFilter>, owner?: number, platformIds?: readonly number[]) => ({
  planOrderId: f.planOrderId || undefined,
  status: f.status || undefined,
  sendLetterStatus: f.sendLetterStatus || undefined,
  platformId: f.platformId || undefined,
  sku: f.sku ? startsWith(f.sku.toUpperCase()) : undefined,
  invitationCode: f.invitationCode ? startsWith(f.invitationCode.toUpperCase()) : undefined,
  marketOrderNo: f.marketOrderNo ? startsWith(f.marketOrderNo) : undefined,
  owner,
  platformIds,
});
export type DetailValues = ReturnType<typeof detailValues>;

/** Conditions over the present values (see preparedList.ts): the filter, the owner and the platforms in view. */
export const detailConditions = conditionsOf<DetailValues>({
  planOrderId: eqTo(d.planOrderId),
  status: eqTo(d.status),
  sendLetterStatus: eqTo(d.sendLetterStatus),
  platformId: eqTo(d.platformId),
  sku: matches(d.sku),
  invitationCode: matches(d.invitationCode),
  marketOrderNo: matches(d.marketOrderNo),
  owner: (v) => visibility.where(v as number),
  platformIds: onPlatforms(d.platformId),
});

/** The filter's conditions, built directly (exports, sales orders, counts). */
export function detailWhere(f: Partial<DetailFilter>): SQL | undefined {
  const v = presentOf(detailValues(f));
  return detailConditions(v, direct(v as DetailValues));
}

export const detailOrder = [desc(d.id)];
export const byLine = [asc(d.lineNo)];

/**
 * Records per tab under `where` (the list's conditions but the status), each counted up to `cap`:
 * one round trip reading at most cap + 1 index entries per tab, never the whole table.
 */
async function cappedTabCounts(db: Db, where: SQL | undefined, cap: number): Promise<Record<string, number>> {
  const counted = machine.tabs.map((s) => sql`(select count(*) from (select 1 from ${d} where ${and(where, eq(d.status, s))} limit ${cap + 1}) m)`);
  const result = (await db.execute(sql`select array[${sql.join(counted, sql`, `)}] as n`)) as unknown as { rows: Array<{ n: Array<string | number> }> };
  return Object.fromEntries(machine.tabs.map((s, i) => [s, Math.min(Number(result.rows[0]!.n[i]), cap)]));
}

interface DetailListQuery {
  filter: Partial<DetailFilter>;
  page: number;
  limit: number;
  /** The owner the caller is limited to (undefined: everyone's). */
  owner: number | undefined;
  /** The platforms in the caller's view (undefined: every platform). */
  platformIds: readonly number[] | undefined;
  map: (row: Selected) => DetailRow;
}

/**
 * The detail list (prepared, see preparedList.ts) with the count of every status tab. Filtered by
 * status alone over every platform, total and counts are exact from the maintained status counts;
 * any other filter (or a platform scope) counts each up to LIST_COUNT_CAP.
 */
export async function detailListPage(db: Db, q: DetailListQuery) {
  const values = detailValues(q.filter, q.owner, q.platformIds);
  const present = presentOf(values);
  const maintained = Object.keys(present).every((key) => key === 'status' || key === 'owner');
  const [list, counts] = await Promise.all([
    preparedListPage(db, {
      name: 'review_plan_order_details',
      values,
      build: (bind, v) => {
        const where = detailConditions(v, bind);
        const total = maintained ? tabTotalSql(machine, v.status && bind('status'), v.owner === undefined ? undefined : bind('owner')) : countSql(d, where, LIST_COUNT_CAP);
        return { select: (extra) => selectDetails(db, extra), where, order: detailOrder, total };
      },
      page: q.page,
      limit: q.limit,
      cap: maintained ? undefined : LIST_COUNT_CAP,
      map: q.map,
    }),
    maintained ? tabCounts(db, machine, q.owner) : cappedTabCounts(db, detailConditions({ ...present, status: undefined }, direct(values)), LIST_COUNT_CAP),
  ]);
  return { ...list, counts };
}
