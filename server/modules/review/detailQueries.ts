import { and, asc, desc, eq, getTableColumns, like, sql, type SQL } from 'drizzle-orm';
import { LIST_COUNT_CAP } from '@shared/api/inputs';
import type { DetailFilter, DetailRow } from '@shared/api/review/detail';
import { planOrderDetailMachine as machine } from '@shared/workflow';
import type { Db } from '../../db/connection';
import { platforms, reviewOrderAddresses, reviewPlanOrderDetails, reviewPlanOrders, users } from '../../db/schema';
import { listPage } from '../../http/listPage';
import { tabCounts, tabTotalSql } from '../../workflow';
import { addressOut } from './address';
import { detailVisibility as visibility } from './visibility';
import { isoOrNull } from '../../http/time';

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

const prefix = (v: string) => `${v.replace(/[%_\\]/g, '\\$&')}%`;

export function detailWhere(f: Partial<DetailFilter>): SQL | undefined {
  return and(
    f.planOrderId ? eq(d.planOrderId, f.planOrderId) : undefined,
    f.status ? eq(d.status, f.status) : undefined,
    f.sendLetterStatus ? eq(d.sendLetterStatus, f.sendLetterStatus) : undefined,
    f.platformId ? eq(d.platformId, f.platformId) : undefined,
    f.sku ? like(d.sku, prefix(f.sku.toUpperCase())) : undefined,
    f.invitationCode ? like(d.invitationCode, prefix(f.invitationCode.toUpperCase())) : undefined,
    f.marketOrderNo ? like(d.marketOrderNo, prefix(f.marketOrderNo)) : undefined,
  );
}

export const detailOrder = [desc(d.id)];
export const byLine = [asc(d.lineNo)];

const onlyStatusFiltered = (f: Partial<DetailFilter>) => Object.entries(f).every(([key, value]) => key === 'status' || value === undefined || value === null);

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
  /** The caller's platform condition (undefined: every platform). */
  platforms: SQL | undefined;
  map: (row: Selected) => DetailRow;
}

/**
 * The detail list with the count of every status tab. Filtered by status alone over every platform,
 * total and counts are exact from the maintained status counts; any other filter (or a platform
 * scope) counts each up to LIST_COUNT_CAP.
 */
export async function detailListPage(db: Db, q: DetailListQuery) {
  const scope = and(visibility.where(q.owner), q.platforms);
  const maintained = !q.platforms && onlyStatusFiltered(q.filter);
  const [list, counts] = await Promise.all([
    listPage(db, {
      select: (extra) => selectDetails(db, extra),
      where: and(detailWhere(q.filter), scope),
      order: detailOrder,
      page: q.page,
      limit: q.limit,
      total: maintained ? { beside: tabTotalSql(machine, q.filter.status, q.owner) } : { table: d, cap: LIST_COUNT_CAP },
      map: q.map,
    }),
    maintained ? tabCounts(db, machine, q.owner) : cappedTabCounts(db, and(detailWhere({ ...q.filter, status: undefined }), scope), LIST_COUNT_CAP),
  ]);
  return { ...list, counts };
}
