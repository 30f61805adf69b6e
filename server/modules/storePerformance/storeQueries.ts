import { and, desc, eq, like, or, sql, type SQL } from 'drizzle-orm';
import { risksOf } from '@shared/api/storePerformance/health';
import type { PerfStoreFilter, PerfStoreRow } from '@shared/api/storePerformance/stores';
import type { PlatformScope } from '../reference';
import type { Db } from '../../db/connection';
import { marketPlatforms, perfStoreHealth as h, perfStoreSettings as ps, platforms, stores as s, users } from '../../db/schema';
import { startsWith } from '../../db/like';
import { bindList, direct, presentOf, type Bind } from '../../http/preparedList';

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

/** The values a store list's conditions take (prefixes ready for LIKE); undefined ones are absent. */
export const perfStoreValues = (f: PerfStoreFilter, scope: PlatformScope) => ({
  platforms: scope.all ? undefined : [...scope.platformIds],
  name: f.name ? startsWith(f.name) : undefined,
  code: f.name ? startsWith(f.name.toUpperCase()) : undefined,
  platformId: f.platformId || undefined,
  department: f.department ? startsWith(f.department) : undefined,
  ownerId: f.ownerId || undefined,
  atRisk: f.atRisk === true ? true : undefined,
  notAtRisk: f.atRisk === false ? true : undefined,
});
export type PerfStoreValues = ReturnType<typeof perfStoreValues>;

/** Conditions over the present values (see preparedList.ts); a viewer limited to no platform sees no store. */
export const perfStoreConditions = (v: Partial<PerfStoreValues>, bind: Bind<PerfStoreValues>): SQL | undefined =>
  and(
    v.platforms !== undefined ? sql`${s.platformId} = any(${bindList(bind('platforms'))}::integer[])` : undefined,
    v.name !== undefined ? or(like(s.name, bind('name')), like(s.code, bind('code'))) : undefined,
    v.platformId !== undefined ? eq(s.platformId, bind('platformId')) : undefined,
    v.department !== undefined ? like(ps.department, bind('department')) : undefined,
    v.ownerId !== undefined ? eq(ps.ownerId, bind('ownerId')) : undefined,
    v.atRisk !== undefined ? riskSql : undefined,
    v.notAtRisk !== undefined ? sql`not coalesce(${riskSql}, false)` : undefined,
  );

/** The conditions of a store list built directly. */
export function perfStoreWhere(f: PerfStoreFilter, scope: PlatformScope): SQL | undefined {
  const v = presentOf(perfStoreValues(f, scope));
  return perfStoreConditions(v, direct(v as PerfStoreValues));
}

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

/** The number of stores matching `where` (the same joins as the list), as a subquery beside the rows. */
export const perfStoreCountSql = (where: SQL | undefined): SQL<number> =>
  sql<number>`(select count(*) from ${s} left join ${ps} on ${eq(ps.storeId, s.id)} left join ${h} on ${and(eq(h.storeId, s.id), eq(h.week, latestWeek))}${where ? sql` where ${where}` : sql``})`;
