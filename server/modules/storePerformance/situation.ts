import { and, desc, eq, gte, like, lte, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { HEALTH_FIGURES, HEALTH_KEYS, risksOf } from '@shared/api/storePerformance/health';
import { queryStoreGeneralSituation } from '@shared/api/storePerformance/stores';
import type { Db } from '../../db/connection';
import { perfNotificationTasks as n, perfStoreHealth as h, perfStoreSettings as ps, platforms, stores as s, users } from '../../db/schema';
import { startsWith } from '../../db/like';
import { ApiRoutes } from '../../http/api';
import type { PlatformScope } from '../reference';
import { healthColumns } from './storeQueries';
import { storeScope, storeScopeWhere } from './scope';

const TREND_WEEKS = 52;
const avg = (c: AnyPgColumn) => sql<number>`round(avg(${c})::numeric, 2)`.mapWith(Number);
const addDays = (day: string, days: number) => new Date(new Date(`${day}T00:00:00Z`).getTime() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * 店铺概况 (docs/domain/store-performance.md): the chosen week (latest by default) of the stores in view,
 * the stores at risk per figure, the weekly averages of the last 52 weeks and the tasks per state.
 */
export async function generalSituation(db: Db, scope: PlatformScope, q: { week?: string; department?: string }) {
  const inView = and(storeScopeWhere(scope), q.department ? like(ps.department, startsWith(q.department)) : undefined);
  const weekRows = await db
    .selectDistinct({ week: h.week })
    .from(h)
    .innerJoin(s, eq(s.id, h.storeId))
    .leftJoin(ps, eq(ps.storeId, s.id))
    .where(inView)
    .orderBy(desc(h.week))
    .limit(2 * TREND_WEEKS);
  const weeks = weekRows.map((w) => w.week);
  const week = q.week ?? weeks[0] ?? null;
  const [storeCount] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(s).leftJoin(ps, eq(ps.storeId, s.id)).where(and(inView, eq(s.enabled, true)));
  const rows = week
    ? await db
        .select({ storeId: s.id, storeCode: s.code, storeName: s.name, platformName: platforms.name, department: ps.department, ownerName: users.name, ...healthColumns })
        .from(h)
        .innerJoin(s, eq(s.id, h.storeId))
        .innerJoin(platforms, eq(platforms.id, s.platformId))
        .leftJoin(ps, eq(ps.storeId, s.id))
        .leftJoin(users, eq(users.id, ps.ownerId))
        .where(and(inView, eq(h.week, week)))
        .orderBy(s.code)
    : [];
  const situation = rows.map(({ week: _, ...r }) => ({ ...r, risks: risksOf(r) as string[] }));
  const risks = Object.fromEntries(HEALTH_KEYS.map((k) => [k, situation.filter((r) => r.risks.includes(k)).length]));
  // The 52 weeks up to the chosen one.
  const until = week ?? new Date().toISOString().slice(0, 10);
  const since = addDays(until, -7 * (TREND_WEEKS - 1));
  const averages = await db
    .select({
      week: h.week,
      orderDefectRate: avg(h.orderDefectRate),
      lateShipmentRate: avg(h.lateShipmentRate),
      cancellationRate: avg(h.cancellationRate),
      validTrackingRate: avg(h.validTrackingRate),
      policyViolations: avg(h.policyViolations),
      negativeFeedbackRate: avg(h.negativeFeedbackRate),
    })
    .from(h)
    .innerJoin(s, eq(s.id, h.storeId))
    .leftJoin(ps, eq(ps.storeId, s.id))
    .where(and(inView, gte(h.week, since), lte(h.week, until)))
    .groupBy(h.week)
    .orderBy(h.week);
  const trend = averages.flatMap((a) => HEALTH_KEYS.map((k) => ({ week: a.week, figure: k, label: HEALTH_FIGURES[k].label, value: a[k] })));
  const taskRows = await db
    .select({ status: n.status, n: sql<number>`count(*)`.mapWith(Number) })
    .from(n)
    .innerJoin(s, eq(s.id, n.storeId))
    .leftJoin(ps, eq(ps.storeId, s.id))
    .where(inView)
    .groupBy(n.status);
  return {
    week,
    weeks,
    stores: storeCount!.n,
    reported: situation.length,
    atRisk: situation.filter((r) => r.risks.length > 0).length,
    risks,
    rows: situation,
    trend,
    tasks: Object.fromEntries(taskRows.map((t) => [t.status, t.n])),
  };
}

export function situationRoutes(): ApiRoutes {
  return new ApiRoutes().add(queryStoreGeneralSituation, async ({ query, caller, deps }) => generalSituation(deps.db, await storeScope(deps.db, caller), query));
}
