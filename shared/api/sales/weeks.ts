/** ISO weeks (`2026-W07`, Monday to Sunday; week 1 holds the year's first Thursday), computed in UTC. */

const DAY = 86_400_000;

const pad = (n: number) => String(n).padStart(2, '0');

/** The ISO week of a day. */
export function isoWeekOf(day: Date): string {
  const d = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()));
  const weekday = d.getUTCDay() || 7;
  d.setUTCDate(d.getUTCDate() + 4 - weekday); // the Thursday of the same week decides its year
  const year = d.getUTCFullYear();
  const week = Math.ceil(((d.getTime() - Date.UTC(year, 0, 1)) / DAY + 1) / 7);
  return `${year}-W${pad(week)}`;
}

/** The Monday of an ISO week. */
export function mondayOf(week: string): Date {
  const [year, w] = [Number(week.slice(0, 4)), Number(week.slice(6))];
  const jan4 = new Date(Date.UTC(year, 0, 4));
  const mondayWeek1 = jan4.getTime() - ((jan4.getUTCDay() || 7) - 1) * DAY;
  return new Date(mondayWeek1 + (w - 1) * 7 * DAY);
}

/** The week `n` weeks after (negative: before) `week`. */
export const addWeeks = (week: string, n: number): string => isoWeekOf(new Date(mondayOf(week).getTime() + n * 7 * DAY));

/** `count` consecutive weeks from `first`. */
export const weekRange = (first: string, count: number): string[] => Array.from({ length: count }, (_, i) => addWeeks(first, i));

/** The year and month (1-12) a week counts in: those of its Thursday. */
export function monthOfWeek(week: string): { year: number; month: number } {
  const thursday = new Date(mondayOf(week).getTime() + 3 * DAY);
  return { year: thursday.getUTCFullYear(), month: thursday.getUTCMonth() + 1 };
}

/** The same week number a year earlier (week 53 falls back to 52). */
export const sameWeekLastYear = (week: string): string => `${Number(week.slice(0, 4)) - 1}-W${week.slice(6) === '53' ? '52' : week.slice(6)}`;
