/** ISO weeks (Monday to Sunday) as the rating reports keep them: the Monday, yyyy-MM-dd. */

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const msOf = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** The Monday of the ISO week holding `day` (yyyy-MM-dd). */
export function mondayOf(day: string): string {
  const ms = msOf(day);
  const weekday = (new Date(ms).getUTCDay() + 6) % 7; // Monday 0 .. Sunday 6
  return iso(ms - weekday * DAY);
}

/** `day` moved by `weeks` weeks. */
export const addWeeks = (day: string, weeks: number): string => iso(msOf(day) + weeks * 7 * DAY);

/** `2026-W48` for the week starting on `monday`. */
export function weekLabel(monday: string): string {
  const thursday = new Date(msOf(monday) + 3 * DAY);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * DAY)) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** `day` moved by `days` days. */
export const addDays = (day: string, days: number): string => iso(msOf(day) + days * DAY);
