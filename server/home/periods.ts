import dayjs from 'dayjs';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** A period of a trend, [from, to) in server local time. */
export interface Period {
  label: string;
  from: Date;
  to: Date;
}

/** The last `n` calendar months, the current one last (labels `6月`). */
export function lastMonths(n: number, now: Date = new Date()): Period[] {
  const current = dayjs(now).startOf('month');
  return Array.from({ length: n }, (_, i) => {
    const m = current.subtract(n - 1 - i, 'month');
    return { label: `${m.month() + 1}月`, from: m.toDate(), to: m.add(1, 'month').toDate() };
  });
}

/** The last `n` weeks from Monday, the current one last (labels `11-23`, the Monday). */
export function lastWeeks(n: number, now: Date = new Date()): Period[] {
  const d = dayjs(now).startOf('day');
  const monday = d.subtract((d.day() + 6) % 7, 'day');
  return Array.from({ length: n }, (_, i) => {
    const m = monday.subtract(n - 1 - i, 'week');
    return { label: m.format('MM-DD'), from: m.toDate(), to: m.add(1, 'week').toDate() };
  });
}

/** The index of the period `column` falls in (-1 before the first); group by it, filter `column >= periods[0].from`. */
export function periodIndex(column: AnyPgColumn, periods: Period[]): SQL<number> {
  const cases = periods.map((p, i) => sql`when ${column} >= ${p.from.toISOString()}::timestamptz and ${column} < ${p.to.toISOString()}::timestamptz then ${i}`).reverse();
  return sql<number>`(case ${sql.join(cases, sql` `)} else -1 end)::int`;
}

/** A trend from grouped rows `{ period, value }`: one point per period, 0 when a period has no row. */
export function trendOf(periods: Period[], rows: Array<{ period: number; value: string | number }>): Array<{ label: string; value: number }> {
  return periods.map((p, i) => ({ label: p.label, value: Number(rows.find((r) => Number(r.period) === i)?.value ?? 0) }));
}

/** Group by the period: the first selected column (its parameters differ from a repeated expression's). */
export const BY_PERIOD = sql.raw('1');
