import { sql } from 'drizzle-orm';
import type { MonthRange, SpanRow } from '@shared/api/promotionItems/reports';
import type { Db } from '../../../db/connection';
import { itemSpreadSql, placeFilter } from './spread';

/** The rows of 推广跨期报表: each item's part of each month, and each other cost in its month. */
function spanSql(r: MonthRange) {
  return sql`(
    select 'item' as source, i.id, i.serial_no, i.name, i.classify, pl.name as platform_name, st.name as store_name,
      i.period_start::text as period_start, i.period_end::text as period_end, i.amount_cny::text as amount_cny, p.month, p.days, p.part::text as month_amount_cny
    from ${itemSpreadSql(r)} p join promote_items i on i.id = p.item_id
      left join platforms pl on pl.id = i.platform_id left join stores st on st.id = i.store_id
    union all
    select 'other', o.id, 'QT' || lpad(o.id::text, 6, '0'), coalesce(o.remark, '其他上报'), o.classify, pl.name, st.name,
      (o.month || '-01'), to_char((to_date(o.month || '-01', 'YYYY-MM-DD') + interval '1 month - 1 day'), 'YYYY-MM-DD'), o.amount_cny::text, o.month,
      extract(day from (to_date(o.month || '-01', 'YYYY-MM-DD') + interval '1 month - 1 day'))::int, o.amount_cny::text
    from promote_other_costs o left join platforms pl on pl.id = o.platform_id left join stores st on st.id = o.store_id
    where o.month between ${r.fromMonth} and ${r.toMonth} and ${placeFilter(r, 'o')}
  )`;
}

type Raw = { source: 'item' | 'other'; id: number; serial_no: string; name: string; classify: string; platform_name: string | null; store_name: string | null; period_start: string; period_end: string; amount_cny: string; month: string; days: number; month_amount_cny: string };

const toRow = (x: Raw): SpanRow => ({
  source: x.source,
  id: x.id,
  serialNo: x.serial_no,
  name: x.name,
  classify: x.classify,
  platformName: x.platform_name,
  storeName: x.store_name,
  periodStart: x.period_start,
  periodEnd: x.period_end,
  amountCny: x.amount_cny,
  month: x.month,
  days: Number(x.days),
  monthAmountCny: x.month_amount_cny,
});

/** One page of the report with its total rows and total CNY. */
export async function spanPage(db: Pick<Db, 'execute'>, r: MonthRange & { page: number; limit: number }) {
  const s = spanSql(r);
  const [rows, totals] = await Promise.all([
    db.execute(sql`select * from ${s} x order by x.month, x.serial_no limit ${r.limit} offset ${(r.page - 1) * r.limit}`) as unknown as Promise<{ rows: Raw[] }>,
    db.execute(sql`select count(*)::int as n, coalesce(sum(x.month_amount_cny::numeric), 0)::numeric(18,2)::text as cny from ${s} x`) as unknown as Promise<{ rows: Array<{ n: number; cny: string }> }>,
  ]);
  return { total: totals.rows[0]!.n, totalCny: totals.rows[0]!.cny, rows: rows.rows.map(toRow) };
}

/** Every row, in batches: what the export walks through. */
export async function* spanBatches(db: Pick<Db, 'execute'>, r: MonthRange, batch = 1000): AsyncGenerator<SpanRow[]> {
  for (let page = 1; ; page++) {
    const { rows } = await spanPage(db, { ...r, page, limit: batch });
    if (rows.length) yield rows;
    if (rows.length < batch) return;
  }
}
