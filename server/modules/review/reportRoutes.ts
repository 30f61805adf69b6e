import { and, gte, lt, sql } from 'drizzle-orm';
import { eq } from 'drizzle-orm';
import dayjs from 'dayjs';
import { getWorkOrderReport, getWorkOrderReportChart, postWorkOrderReport, postWorkOrderReportChart, type ReportFilter } from '@shared/api/review/report';
import { planOrderDetailMachine } from '@shared/workflow';
import { platforms, reviewPlanOrderDetails } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { ApiRoutes } from '../../http/api';
import type { Caller } from '../../http/auth/caller';
import { platformScope, platformScopeWhere } from '../reference';
import { parseDay } from './days';

const d = reviewPlanOrderDetails;
const stages = Object.entries(planOrderDetailMachine.states).map(([value, s]) => ({ value, label: s.label }));
const labelOf = new Map(stages.map((s) => [s.value, s.label]));

/** Orders per platform and stage, created within the days asked (the caller's platforms only). */
async function report(deps: AppDeps, caller: Caller, f: ReportFilter) {
  const where = and(
    platformScopeWhere(await platformScope(deps.db, caller), d.platformId),
    f.from ? gte(d.createdAt, parseDay(f.from)) : undefined,
    f.to ? lt(d.createdAt, parseDay(f.to, 1)) : undefined,
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
}

/** Orders per week (Monday first) and stage; the last 12 weeks unless told. */
async function chart(deps: AppDeps, caller: Caller, f: ReportFilter) {
  const from = f.from ?? dayjs().subtract(12, 'week').format('YYYY-MM-DD');
  const week = sql<string>`to_char(date_trunc('week', ${d.createdAt}), 'YYYY-MM-DD')`;
  const rows = await deps.db
    .select({ week, status: d.status, n: sql<number>`count(*)`.mapWith(Number) })
    .from(d)
    .where(and(platformScopeWhere(await platformScope(deps.db, caller), d.platformId), gte(d.createdAt, parseDay(from)), f.to ? lt(d.createdAt, parseDay(f.to, 1)) : undefined))
    .groupBy(week, d.status)
    .orderBy(week);
  return rows.map((r) => ({ week: r.week, stage: r.status, stageLabel: labelOf.get(r.status) ?? r.status, count: r.n }));
}

/** review-statistics: orders per stage and platform, and per week; POST as the spec says, GET for the portal. */
export function reportRoutes(): ApiRoutes {
  return new ApiRoutes()
    .add(getWorkOrderReport, ({ query, caller, deps }) => report(deps, caller, query))
    .add(postWorkOrderReport, ({ body, caller, deps }) => report(deps, caller, body))
    .add(getWorkOrderReportChart, ({ query, caller, deps }) => chart(deps, caller, query))
    .add(postWorkOrderReportChart, ({ body, caller, deps }) => chart(deps, caller, body));
}
