import Big from 'big.js';
import dayjs from 'dayjs';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/connection';
import { baseSkus, productCategories, saleWeeklySales, stores } from '../../../db/schema';
import { latestRate } from '../../reference/rates';

type Reader = Pick<Db, 'select'> | Tx;

/** The ISO weeks (`2026-W45`) whose Thursday falls in `month` (yyyy-MM): the weeks of that month's sales. */
export function weeksOfMonth(month: string): string[] {
  const first = dayjs(`${month}-01`);
  const weeks: string[] = [];
  for (let d = first; d.month() === first.month(); d = d.add(1, 'day')) {
    if (d.day() !== 4) continue;
    const week = Math.floor((d.diff(d.startOf('year'), 'day')) / 7) + 1;
    weeks.push(`${d.year()}-W${String(week).padStart(2, '0')}`);
  }
  return weeks;
}

/**
 * Sales in CNY of one platform's stores for one category (and everything under it) in one month:
 * the weekly sales of the month's weeks, each currency at its rate of the month's last day.
 */
export async function monthSalesCny(db: Reader, platformId: number, categoryId: number, month: string): Promise<string> {
  const c = productCategories;
  const under = sql`${baseSkus.categoryId} in (select id from ${c} where ${or(eq(c.id, categoryId), eq(c.parentId, categoryId))} or ${c.parentId} in (select id from ${c} where ${c.parentId} = ${categoryId}))`;
  const rows = await db
    .select({ currency: saleWeeklySales.currency, amount: sql<string>`sum(${saleWeeklySales.amount})::text` })
    .from(saleWeeklySales)
    .innerJoin(stores, eq(stores.id, saleWeeklySales.storeId))
    .innerJoin(baseSkus, eq(baseSkus.id, saleWeeklySales.skuId))
    .where(and(eq(stores.platformId, platformId), inArray(saleWeeklySales.week, weeksOfMonth(month)), under))
    .groupBy(saleWeeklySales.currency);
  const lastDay = dayjs(`${month}-01`).endOf('month').format('YYYY-MM-DD');
  let total = new Big(0);
  for (const r of rows) {
    const rate = await latestRate(db as Pick<Db, 'select'>, r.currency, lastDay);
    // A currency without any rate yet cannot be counted; it is left out rather than taken as 1.
    if (rate) total = total.plus(new Big(r.amount).times(rate.rate));
  }
  return total.round(2, Big.roundHalfUp).toFixed(2);
}
