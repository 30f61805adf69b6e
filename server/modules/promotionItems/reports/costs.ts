import Big from 'big.js';
import { inArray, sql, type SQL } from 'drizzle-orm';
import { ITEM_CLASSES } from '@shared/api/promotionItems/items';
import type { CostDimension, CostRow, MonthRange, MonthRow } from '@shared/api/promotionItems/reports';
import type { Db } from '../../../db/connection';
import { baseSkus, platforms, stores } from '../../../db/schema';
import { claimCostSql, limitsBeside } from '../limits';
import { salesBy } from './sales';
import { itemSpreadSql, placeFilter } from './spread';

type Dim = CostDimension | 'month';
type Source = 'item' | 'claim' | 'other';
interface Cell {
  key: string;
  month: string;
  source: Source;
  cny: string;
}

/** The key of an item's part per dimension; per SKU the part is divided equally (rounded to cents). */
const ITEM_KEY: Record<Dim, SQL> = {
  platform: sql`i.platform_id::text`,
  store: sql`i.store_id::text`,
  classify: sql`i.classify`,
  sku: sql`u.sku_id::text`,
  month: sql`'all'`,
};
const OTHER_KEY: Record<Dim, SQL | undefined> = { platform: sql`o.platform_id::text`, store: sql`o.store_id::text`, classify: sql`o.classify`, sku: undefined, month: sql`'all'` };

/** Cost cells (key, month, source, CNY) of items, paid claims and other costs in the range. */
async function costCells(db: Pick<Db, 'execute'>, r: MonthRange, dim: Dim): Promise<Cell[]> {
  const items =
    dim === 'sku'
      ? sql`select ${ITEM_KEY.sku} as key, p.month, 'item' as source,
              case when u.n = cardinality(i.sku_ids) then p.part - trunc(p.part / cardinality(i.sku_ids), 2) * (cardinality(i.sku_ids) - 1)
                   else trunc(p.part / cardinality(i.sku_ids), 2) end as cny
            from ${itemSpreadSql(r)} p join promote_items i on i.id = p.item_id cross join lateral unnest(i.sku_ids) with ordinality as u(sku_id, n)`
      : sql`select ${ITEM_KEY[dim]} as key, p.month, 'item' as source, p.part as cny from ${itemSpreadSql(r)} p join promote_items i on i.id = p.item_id`;
  const otherKey = OTHER_KEY[dim];
  const other = otherKey
    ? sql` union all select ${otherKey} as key, o.month, 'other' as source, o.amount_cny as cny from promote_other_costs o
           where o.month between ${r.fromMonth} and ${r.toMonth} and ${placeFilter(r, 'o')}`
    : sql``;
  const claims = claimCostSql(r, dim);
  const union = sql`${items}${other}${claims ? sql` union all ${claims}` : sql``}`;
  const result = (await db.execute(sql`select key, month, source, sum(cny)::text as cny from (${union}) c group by 1, 2, 3`)) as unknown as { rows: Cell[] };
  return result.rows.filter((c) => c.key !== null);
}

const add = (a: string, b: string) => new Big(a).plus(b).toFixed(2);
const rateOf = (cost: string, sales: string) => (new Big(sales).gt(0) ? new Big(cost).div(sales).toFixed(4) : null);

interface Sums {
  itemCny: string;
  claimCny: string;
  otherCny: string;
  salesCny: string;
}
const zero = (): Sums => ({ itemCny: '0.00', claimCny: '0.00', otherCny: '0.00', salesCny: '0.00' });
const SOURCE_FIELD = { item: 'itemCny', claim: 'claimCny', other: 'otherCny' } as const;

async function sumsBy(db: Pick<Db, 'execute'>, r: MonthRange, dim: Dim, keyOf: (c: { key: string; month: string }) => string): Promise<Map<string, Sums>> {
  const [cells, sales] = await Promise.all([costCells(db, r, dim), salesBy(db, r, dim)]);
  const sums = new Map<string, Sums>();
  const at = (k: string) => sums.get(k) ?? (sums.set(k, zero()), sums.get(k)!);
  for (const c of cells) {
    const s = at(keyOf(c));
    s[SOURCE_FIELD[c.source]] = add(s[SOURCE_FIELD[c.source]], c.cny);
  }
  for (const x of sales) {
    // Classification has no sales of its own: every class is read against all sales.
    if (dim === 'classify') continue;
    const s = at(keyOf(x));
    s.salesCny = add(s.salesCny, x.salesCny);
  }
  if (dim === 'classify') {
    const total = sales.reduce((n, x) => add(n, x.salesCny), '0.00');
    for (const s of sums.values()) s.salesCny = total;
  }
  return sums;
}

const costOf = (s: Sums) => add(add(s.itemCny, s.claimCny), s.otherCny);

/** 月度费用报表: every month of the range, its costs by source, sales and 费用率. */
export async function monthReport(db: Pick<Db, 'execute'>, r: MonthRange): Promise<MonthRow[]> {
  const sums = await sumsBy(db, r, 'month', (c) => c.month);
  const months: string[] = [];
  for (let m = r.fromMonth; m <= r.toMonth; ) {
    months.push(m);
    const [y, mm] = m.split('-').map(Number);
    m = mm === 12 ? `${y! + 1}-01` : `${y}-${String(mm! + 1).padStart(2, '0')}`;
  }
  return months.map((month) => {
    const s = sums.get(month) ?? zero();
    const costCny = costOf(s);
    return { month, ...s, costCny, feeRate: rateOf(costCny, s.salesCny) };
  });
}

/** The labels of a dimension's keys. */
async function labels(db: Db, dim: CostDimension, keys: string[]): Promise<Map<string, string>> {
  const ids = keys.map(Number).filter((n) => Number.isInteger(n) && n > 0);
  if (dim === 'classify') return new Map(Object.entries(ITEM_CLASSES));
  if (!ids.length) return new Map();
  const rows =
    dim === 'platform'
      ? await db.select({ id: platforms.id, name: platforms.name }).from(platforms).where(inArray(platforms.id, ids))
      : dim === 'store'
        ? await db.select({ id: stores.id, name: stores.name }).from(stores).where(inArray(stores.id, ids))
        : await db.select({ id: baseSkus.id, name: baseSkus.sku }).from(baseSkus).where(inArray(baseSkus.id, ids));
  return new Map(rows.map((x) => [String(x.id), x.name]));
}

/** 推广费用报表: costs by the dimension against sales and the limits; highest cost first. */
export async function costReport(db: Db, r: MonthRange & { dimension: CostDimension }): Promise<CostRow[]> {
  const sums = await sumsBy(db, r, r.dimension, (c) => c.key);
  const keys = [...sums.keys()];
  const [names, limits] = await Promise.all([labels(db, r.dimension, keys), limitsBeside(db, r, r.dimension, keys)]);
  return keys
    .map((key) => {
      const s = sums.get(key)!;
      const costCny = costOf(s);
      const feeRate = rateOf(costCny, s.salesCny);
      const limit = limits.get(key) ?? { rateLimit: null, productLimit: null };
      const over = (limit.rateLimit !== null && feeRate !== null && new Big(feeRate).gt(limit.rateLimit)) || (limit.productLimit !== null && new Big(costCny).gt(limit.productLimit));
      return { key, label: names.get(key) ?? key, ...s, costCny, feeRate, ...limit, over };
    })
    .filter((x) => new Big(x.costCny).gt(0) || new Big(x.salesCny).gt(0))
    .sort((a, b) => new Big(b.costCny).cmp(a.costCny) || a.label.localeCompare(b.label));
}
