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

/** amount x rate in CNY, two decimals, half up (what an item stores as its amount CNY). */
export const toCny = (amount: string, rate: string) => new Big(amount).times(rate).round(2, Big.roundHalfUp).toFixed(2);

/** One month's spend of an item on one SKU (a spend of the ledger, docs/domain/promotion.md). */
export interface ItemSpend {
  platformId: number;
  month: string;
  skuId: number;
  amountCny: string;
}

/**
 * An item's spends (docs/domain/promotion-items.md, Limits): its CNY spread over the months of its
 * period by days, each month's part divided equally among its SKUs (cents rounded down, the last SKU
 * takes the remainder). The server checks and records these; the form checks the same ones as it is filled.
 */
export function itemSpends(item: { platformId: number; skuIds: readonly number[]; amountCny: string; periodStart: string; periodEnd: string }): ItemSpend[] {
  return spreadByDays(item.amountCny, item.periodStart, item.periodEnd).flatMap(({ month, amountCny }) => {
    const each = new Big(amountCny).div(item.skuIds.length).round(2, Big.roundDown);
    return item.skuIds.map((skuId, i) => ({
      platformId: item.platformId,
      month,
      skuId,
      amountCny: (i === item.skuIds.length - 1 ? new Big(amountCny).minus(each.times(item.skuIds.length - 1)) : each).toFixed(2),
    }));
  });
}
