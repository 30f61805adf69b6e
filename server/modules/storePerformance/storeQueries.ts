import { and, desc, eq, like, or, sql, type SQL } from 'drizzle-orm';
import { risksOf } from '@shared/api/storePerformance/health';
import type { PerfStoreFilter, PerfStoreRow } from '@shared/api/storePerformance/stores';
import type { PlatformScope } from '../reference';
import type { Db } from '../../db/connection';
import { marketPlatforms, perfStoreHealth as h, perfStoreSettings as ps, platforms, stores as s, users } from '../../db/schema';
import { startsWith } from '../../db/like';
import { storeScopeWhere } from './scope';

/** The latest week of each store, joined beside it. */
const latestWeek = sql`(select max(${h.week}) from ${h} where ${h.storeId} = ${s.id})`;

/** The figures that put a week at risk, as SQL (docs/domain/store-performance.md, thresholds). */
export const riskSql = sql`(${h.orderDefectRate} > 1 or ${h.lateShipmentRate} > 4 or ${h.cancellationRate} > 2.5 or ${h.validTrackingRate} < 95 or ${h.policyViolations} > 0 or ${h.negativeFeedbackRate} > 5)`;

export const healthColumns = {
  week: h.week,
  orderDefectRate: h.orderDefectRate,
  lateShipmentRate: h.lateShipmentRate,
  cancellationRate: h.cancellationRate,
  validTrackingRate: h.validTrackingRate,
  policyViolations: h.policyViolations,
  negativeFeedbackRate: h.negativeFeedbackRate,
};

export const perfStoreWhere = (f: PerfStoreFilter, scope: PlatformScope): SQL | undefined =>
  and(
    storeScopeWhere(scope),
    f.name ? or(like(s.name, startsWith(f.name)), like(s.code, startsWith(f.name.toUpperCase()))) : undefined,
    f.platformId ? eq(s.platformId, f.platformId) : undefined,
    f.department ? like(ps.department, startsWith(f.department)) : undefined,
    f.ownerId ? eq(ps.ownerId, f.ownerId) : undefined,
    f.atRisk === true ? riskSql : undefined,
    f.atRisk === false ? sql`not coalesce(${riskSql}, false)` : undefined,
  );

/** Stores with their settings and latest week (both may be missing). */
export const perfStoreSelect = (db: Db, extra?: { total: SQL<number> }) =>
  db
    .select({
      ...extra,
      storeId: s.id,
      storeCode: s.code,
      storeName: s.name,
      platformName: platforms.name,
      marketPlatformName: marketPlatforms.name,
      enabled: s.enabled,
      department: ps.department,
      ownerId: ps.ownerId,
      ownerName: users.name,
      remark: ps.remark,
      version: ps.version,
      ...healthColumns,
    })
    .from(s)
    .innerJoin(platforms, eq(platforms.id, s.platformId))
    .innerJoin(marketPlatforms, eq(marketPlatforms.id, platforms.marketPlatformId))
    .leftJoin(ps, eq(ps.storeId, s.id))
    .leftJoin(users, eq(users.id, ps.ownerId))
    .leftJoin(h, and(eq(h.storeId, s.id), eq(h.week, latestWeek)))
    .$dynamic();

type Selected = Awaited<ReturnType<ReturnType<typeof perfStoreSelect>['execute']>>[number];

/** A week's figures with its risks (or null when the store has none). */
export function weekOf(r: { week: string | null } & Record<string, unknown>) {
  if (!r.week) return null;
  const figures = {
    orderDefectRate: r.orderDefectRate as string,
    lateShipmentRate: r.lateShipmentRate as string,
    cancellationRate: r.cancellationRate as string,
    validTrackingRate: r.validTrackingRate as string,
    policyViolations: r.policyViolations as number,
    negativeFeedbackRate: r.negativeFeedbackRate as string,
  };
  return { week: r.week, ...figures, risks: risksOf(figures) };
}

export const toPerfStoreRow = (r: Selected): PerfStoreRow => ({
  storeId: r.storeId,
  storeCode: r.storeCode,
  storeName: r.storeName,
  platformName: r.platformName,
  marketPlatformName: r.marketPlatformName,
  enabled: r.enabled,
  department: r.department,
  ownerId: r.ownerId,
  ownerName: r.ownerName,
  remark: r.remark,
  version: r.version ?? 0,
  latest: weekOf(r),
});

export const perfStoreOrder = [desc(sql`coalesce(${riskSql}, false)`), eq(s.enabled, false), s.code];

/** The number of stores matching `where` (the same joins as the list). */
export async function perfStoreCount(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(s)
    .leftJoin(ps, eq(ps.storeId, s.id))
    .leftJoin(h, and(eq(h.storeId, s.id), eq(h.week, latestWeek)))
    .where(where);
  return row!.n;
}
