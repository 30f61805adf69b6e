import { sql, type SQL } from 'drizzle-orm';
import type { CostDimension, MonthRange } from '@shared/api/promotionItems/reports';
import { isoWeekOf } from '@shared/api/sales/weeks';
import type { Db } from '../../../db/connection';
import { rangeDays } from './spread';

/**
 * Sales in CNY from the sales module's weekly sales (sale_weekly_sales: amount and currency per SKU,
 * store and ISO week). A week belongs to the month of its Thursday; its amount is converted at the rate
 * of its Monday (latest rate on or before it, CNY 1); a week without a rate is left out.
 * Read here from the table: the sales module's index offers units only (weeklySales).
 */
export interface SalesCell {
  key: string;
  month: string;
  salesCny: string;
}

const KEYS: Record<CostDimension | 'month', SQL> = {
  platform: sql`st.platform_id::text`,
  store: sql`w.store_id::text`,
  sku: sql`w.sku_id::text`,
  classify: sql`'all'`,
  month: sql`'all'`,
};

export async function salesBy(db: Pick<Db, 'execute'>, r: MonthRange, dimension: CostDimension | 'month'): Promise<SalesCell[]> {
  const { first, last } = rangeDays(r);
  const [fromWeek, toWeek] = [isoWeekOf(new Date(`${first}T00:00:00Z`)), isoWeekOf(new Date(`${last}T00:00:00Z`))];
  const monday = sql`to_date(w.week, 'IYYY-"W"IW')`;
  const month = sql`to_char(${monday} + 3, 'YYYY-MM')`;
  const result = (await db.execute(sql`
    select ${KEYS[dimension]} as key, ${month} as month,
      round(sum(w.amount * case when w.currency = 'CNY' then 1 else
        (select x.rate from exchange_rates x where x.currency = w.currency and x.rate_date <= ${monday} order by x.rate_date desc limit 1) end), 2)::text as sales_cny
    from sale_weekly_sales w join stores st on st.id = w.store_id
    where w.week between ${fromWeek} and ${toWeek} and ${month} between ${r.fromMonth} and ${r.toMonth}
      ${r.platformId ? sql`and st.platform_id = ${r.platformId}` : sql``}
      ${r.storeId ? sql`and w.store_id = ${r.storeId}` : sql``}
    group by 1, 2`)) as unknown as { rows: Array<{ key: string; month: string; sales_cny: string | null }> };
  return result.rows.map((x) => ({ key: x.key, month: x.month, salesCny: x.sales_cny ?? '0' }));
}
