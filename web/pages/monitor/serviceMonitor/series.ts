import type { SnapshotRow } from '@shared/api/monitor';
import type { Point } from '../common/ChartPanel';

/** The busiest routes get a line each; the rest would make the chart unreadable. */
const TOP_ROUTES = 8;

const clock = (iso: string) => new Date(iso).toLocaleTimeString('zh-CN', { hour12: false });
const round = (n: number) => Math.round(n * 100) / 100;

/** Every instance's snapshot of the same interval shares one x (the interval's start, to the interval). */
function bucket(row: SnapshotRow): string {
  const step = row.data.intervalSeconds * 1000;
  return clock(new Date(Math.floor(new Date(row.takenAt).getTime() / step) * step).toISOString());
}

function busiestRoutes(rows: SnapshotRow[]): Set<string> {
  const totals = new Map<string, number>();
  for (const row of rows) for (const r of row.data.routes) totals.set(r.route, (totals.get(r.route) ?? 0) + r.count);
  return new Set([...totals].sort((a, b) => b[1] - a[1]).slice(0, TOP_ROUTES).map(([route]) => route));
}

/** Sums a value per (x, series) over the instances, in time order (the axis takes categories as they come). */
function summed(entries: Point[]): Point[] {
  const sums = new Map<string, Point>();
  for (const p of entries) {
    const key = `${p.x}|${p.series}`;
    const seen = sums.get(key);
    if (seen) seen.y = round(seen.y + p.y);
    else sums.set(key, { ...p, y: round(p.y) });
  }
  return [...sums.values()].sort((a, b) => (a.x < b.x ? -1 : a.x > b.x ? 1 : 0));
}

export interface RouteTotal {
  route: string;
  count: number;
  errors: number;
  p95Ms: number;
}

/** Every route of the period: requests, failures and its slowest interval's p95 (busiest first). */
export function routeTotals(rows: SnapshotRow[]): RouteTotal[] {
  const totals = new Map<string, RouteTotal>();
  for (const row of rows) {
    for (const r of row.data.routes) {
      const t = totals.get(r.route) ?? { route: r.route, count: 0, errors: 0, p95Ms: 0 };
      totals.set(r.route, { route: r.route, count: t.count + r.count, errors: t.errors + r.errors, p95Ms: Math.max(t.p95Ms, r.p95Ms) });
    }
  }
  return [...totals.values()].sort((a, b) => b.count - a.count);
}

export function requestRate(rows: SnapshotRow[]): Point[] {
  const top = busiestRoutes(rows);
  return summed(rows.flatMap((row) => row.data.routes.filter((r) => top.has(r.route)).map((r) => ({ x: bucket(row), series: r.route, y: r.count / row.data.intervalSeconds }))));
}

/** The p95 per route over the whole period: the slowest interval's p95 (an interval is one snapshot). */
export const p95PerRoute = (totals: RouteTotal[]): Point[] =>
  [...totals].sort((a, b) => b.p95Ms - a.p95Ms).slice(0, 15).map((t) => ({ x: t.route, series: 'p95', y: t.p95Ms }));

export function errors(rows: SnapshotRow[]): Point[] {
  return summed(rows.flatMap((row) => row.data.routes.filter((r) => r.errors > 0).map((r) => ({ x: bucket(row), series: r.route, y: r.errors }))));
}

export const poolInUse = (rows: SnapshotRow[]): Point[] =>
  rows.flatMap((row) => [
    { x: clock(row.takenAt), series: `${row.instance} 使用中`, y: row.data.pool.total - row.data.pool.idle },
    { x: clock(row.takenAt), series: `${row.instance} 等待`, y: row.data.pool.waiting },
  ]);

/** The queues now (every process reads the same table: the newest snapshot says it). */
export function queues(rows: SnapshotRow[]): Point[] {
  const latest = rows.at(-1);
  if (!latest) return [];
  return latest.data.queues.flatMap((q) => [
    { x: q.name, series: '等待数', y: q.depth },
    { x: q.name, series: '最久等待（秒）', y: q.oldestSeconds },
  ]);
}

export const memory = (rows: SnapshotRow[]): Point[] =>
  rows.flatMap((row) => [
    { x: clock(row.takenAt), series: `${row.instance} RSS`, y: row.data.memory.rssMb },
    { x: clock(row.takenAt), series: `${row.instance} 堆`, y: row.data.memory.heapUsedMb },
  ]);

export const eventLoop = (rows: SnapshotRow[]): Point[] => rows.map((row) => ({ x: clock(row.takenAt), series: row.instance, y: row.data.eventLoopP99Ms }));

export const instancesOf = (rows: SnapshotRow[]): string[] => [...new Set(rows.map((r) => r.instance))];
