import Big from 'big.js';

const DAY = 86_400_000;
const utc = (day: string) => Date.parse(`${day}T00:00:00Z`);
const iso = (t: number) => new Date(t).toISOString().slice(0, 10);

/**
 * An amount (CNY) spread over the months of a period by days (docs/domain/promotion-items.md,
 * Formulas): each month amount x its days / all days, two decimals; the last month takes the remainder.
 * The SQL of the reports (reports/spread.ts) applies the same rule.
 */
export function spreadByDays(amountCny: string, start: string, end: string): Array<{ month: string; days: number; amountCny: string }> {
  const total = (utc(end) - utc(start)) / DAY + 1;
  const parts: Array<{ month: string; days: number; amountCny: string }> = [];
  let given = new Big(0);
  for (let from = utc(start); from <= utc(end); ) {
    const d = new Date(from);
    const monthEnd = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0);
    const to = Math.min(monthEnd, utc(end));
    const days = (to - from) / DAY + 1;
    const last = to === utc(end);
    const part = last ? new Big(amountCny).minus(given) : new Big(amountCny).times(days).div(total).round(2, Big.roundHalfUp);
    given = given.plus(part);
    parts.push({ month: iso(from).slice(0, 7), days, amountCny: part.toFixed(2) });
    from = to + DAY;
  }
  return parts;
}
