import { and, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { saleForecastVersions, saleForecastWeeks, saleWeeklySales } from '../../db/schema';

/** What supply planning reads from sales planning (docs/domain/sales-planning.md, Read functions). */
export interface WeekRangeFilter {
  skuIds?: number[];
  storeIds?: number[];
  /** ISO weeks, both included. */
  fromWeek: string;
  toWeek: string;
}

export interface SkuStoreWeekQty {
  skuId: number;
  storeId: number;
  week: string;
  qty: number;
}

function within(f: WeekRangeFilter, c: { skuId: typeof saleWeeklySales.skuId; storeId: typeof saleWeeklySales.storeId; week: typeof saleWeeklySales.week }): SQL | undefined {
  return and(f.skuIds ? inArray(c.skuId, f.skuIds) : undefined, f.storeIds ? inArray(c.storeId, f.storeIds) : undefined, gte(c.week, f.fromWeek), lte(c.week, f.toWeek));
}

/** The forecast in force: the weeks of the latest approved version of each SKU and store. */
export function forecastInForce(db: Pick<Db, 'select'>, f: WeekRangeFilter): Promise<SkuStoreWeekQty[]> {
  const w = saleForecastWeeks;
  const v = saleForecastVersions;
  const latest = sql`(select max(l.version_no) from ${v} l where l.sku_id = ${v.skuId} and l.store_id = ${v.storeId} and l.status = 'approved')`;
  return db
    .select({ skuId: w.skuId, storeId: w.storeId, week: w.week, qty: w.qty })
    .from(w)
    .innerJoin(v, eq(v.id, w.versionId))
    .where(and(within(f, w as never), eq(v.status, 'approved'), eq(v.versionNo, latest)))
    .orderBy(w.skuId, w.storeId, w.week);
}

/** Actual units sold per SKU, store and week. */
export function weeklySales(db: Pick<Db, 'select'>, f: WeekRangeFilter): Promise<SkuStoreWeekQty[]> {
  const s = saleWeeklySales;
  return db.select({ skuId: s.skuId, storeId: s.storeId, week: s.week, qty: s.qty }).from(s).where(within(f, s)).orderBy(s.skuId, s.storeId, s.week);
}
