import { and, gte, lt, sql } from 'drizzle-orm';
import { getWorkOrderReport, getWorkOrderReportChart } from '@shared/api/review/report';
import { planOrderDetailMachine } from '@shared/workflow';
import { platforms, reviewPlanOrderDetails } from '../../db/schema';
import { ApiRoutes } from '../../http/api';
import { platformScope, platformScopeWhere } from '../reference';
import { eq } from 'drizzle-orm';
import dayjs from 'dayjs';
import { parseDay } from './days';

const d = reviewPlanOrderDetails;
const stages = Object.entries(planOrderDetailMachine.states).map(([value, s]) => ({ value, label: s.label }));
const labelOf = new Map(stages.map((s) => [s.value, s.label]));

/** review-statistics: orders per stage and platform, and per week. */
export function reportRoutes(): ApiRoutes {
  return new ApiRoutes()
    .add(getWorkOrderReport, async ({ query, caller, deps }) => {
      const where = and(
        platformScopeWhere(await platformScope(deps.db, caller), d.platformId),
        query.from ? gte(d.createdAt, parseDay(query.from)) : undefined,
        query.to ? lt(d.createdAt, parseDay(query.to, 1)) : undefined,
      );
      const counted = await deps.db
        .select({ platformId: d.platformId, platformName: platforms.name, status: d.status, n: sql<number>`count(*)`.mapWith(Number) })
        .from(d)
        .innerJoin(platforms, eq(platforms.id, d.platformId))
        .where(where)
        .groupBy(d.platformId, platforms.name, d.status)
        .orderBy(d.platformId);
      const rows = new Map<number, { platformId: number; platformName: string; counts: Record<string, number>; total: number }>();
      const totals: Record<string, number> = {};
      for (const c of counted) {
        const row = rows.get(c.platformId) ?? { platformId: c.platformId, platformName: c.platformName, counts: {}, total: 0 };
        row.counts[c.status] = c.n;
        row.total += c.n;
        rows.set(c.platformId, row);
        totals[c.status] = (totals[c.status] ?? 0) + c.n;
      }
      return { stages, rows: [...rows.values()], totals };
    })
    .add(getWorkOrderReportChart, async ({ query, caller, deps }) => {
      const from = query.from ?? dayjs().subtract(12, 'week').format('YYYY-MM-DD');
      const week = sql<string>`to_char(date_trunc('week', ${d.createdAt}), 'YYYY-MM-DD')`;
      const rows = await deps.db
        .select({ week, status: d.status, n: sql<number>`count(*)`.mapWith(Number) })
        .from(d)
        .where(and(platformScopeWhere(await platformScope(deps.db, caller), d.platformId), gte(d.createdAt, parseDay(from)), query.to ? lt(d.createdAt, parseDay(query.to, 1)) : undefined))
        .groupBy(week, d.status)
        .orderBy(week);
      return rows.map((r) => ({ week: r.week, stage: r.status, stageLabel: labelOf.get(r.status) ?? r.status, count: r.n }));
    });
}
