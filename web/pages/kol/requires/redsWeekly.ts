import type { RedsRow } from '@shared/api/kol/reds';

/** What the post-performance chart shows, one at a time. */
export const METRICS = { views: '浏览量', clicks: '点击量', orders: '订单数', referralFee: '推广费' } as const;
export type Metric = keyof typeof METRICS;

export interface WeekBar {
  /** The Monday of the publish week, yyyy-MM-dd. */
  week: string;
  value: number;
  /** The metric's name; for fees, the currency (fees in different currencies are not added up here). */
  series: string;
}

/** The Monday of a yyyy-MM-dd day's week (computed on the date alone, so no time zone moves it). */
export function weekOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

/** A requirement's posts summed per publish week for one metric, weeks in order. */
export function weeklyPerformance(rows: RedsRow[], metric: Metric): WeekBar[] {
  const sums = new Map<string, WeekBar>();
  for (const r of rows) {
    const week = weekOf(r.publishDate);
    const series = metric === 'referralFee' ? r.currency : METRICS[metric];
    const key = `${week} ${series}`;
    const bar = sums.get(key) ?? { week, series, value: 0 };
    bar.value += metric === 'referralFee' ? Number(r.referralFee) : r[metric];
    sums.set(key, bar);
  }
  // Fees summed as cents, so 0.1 + 0.2 shows as 0.3.
  return [...sums.values()].map((b) => ({ ...b, value: metric === 'referralFee' ? Math.round(b.value * 100) / 100 : b.value })).sort((a, b) => a.week.localeCompare(b.week) || a.series.localeCompare(b.series));
}
