import { sql, type SQL } from 'drizzle-orm';
import type { MonthRange } from '@shared/api/promotionItems/reports';

/** The first and last day of a month range. */
export function rangeDays(r: Pick<MonthRange, 'fromMonth' | 'toMonth'>): { first: string; last: string } {
  const [y, m] = r.toMonth.split('-').map(Number);
  const lastDay = new Date(Date.UTC(y!, m!, 0)).getUTCDate();
  return { first: `${r.fromMonth}-01`, last: `${r.toMonth}-${String(lastDay).padStart(2, '0')}` };
}

/** Conditions on a table with platform_id, store_id, classify columns (alias `alias`). */
export function placeFilter(r: MonthRange, alias: string): SQL {
  const a = sql.raw(alias);
  return sql.join(
    [
      sql`true`,
      r.platformId ? sql`${a}.platform_id = ${r.platformId}` : undefined,
      r.storeId ? sql`${a}.store_id = ${r.storeId}` : undefined,
      r.classify ? sql`${a}.classify = ${r.classify}` : undefined,
    ].filter((c): c is SQL => c !== undefined),
    sql` and `,
  );
}

/**
 * Approved and paid items spread over the months of their period by days (docs/domain/promotion-items.md,
 * Formulas): one row per item and month in the range with `item_id, month, days, part` (CNY); the last
 * month of an item takes the remainder so an item's parts add up to its amount exactly.
 */
export function itemSpreadSql(r: MonthRange): SQL {
  const { first, last } = rangeDays(r);
  return sql`(
    select item_id, month, days, part from (
      select s.item_id, s.month, s.days,
        case when s.rn = 1 then s.amount_cny - (sum(s.raw) over (partition by s.item_id) - s.raw) else s.raw end as part
      from (
        select i.id as item_id, i.amount_cny, to_char(m.d, 'YYYY-MM') as month,
          (least(i.period_end, (m.d + interval '1 month - 1 day')::date) - greatest(i.period_start, m.d::date) + 1) as days,
          round(i.amount_cny * (least(i.period_end, (m.d + interval '1 month - 1 day')::date) - greatest(i.period_start, m.d::date) + 1) / (i.period_end - i.period_start + 1), 2) as raw,
          row_number() over (partition by i.id order by m.d desc) as rn
        from promote_items i
        cross join lateral generate_series(date_trunc('month', i.period_start), date_trunc('month', i.period_end), interval '1 month') as m(d)
        where i.status in ('approved', 'paid') and i.period_start <= ${last} and i.period_end >= ${first} and ${placeFilter(r, 'i')}
      ) s
    ) x where x.month between ${r.fromMonth} and ${r.toMonth}
  )`;
}
