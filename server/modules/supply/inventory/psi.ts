import { and, asc, eq, like, lte, sql } from 'drizzle-orm';
import type { PsiRow } from '@shared/api/supply/inventory';
import type { Db } from '../../../db/connection';
import { baseSkus, inventoryMonthSums, warehouses } from '../../../db/schema';
import { startsWith } from '../../../db/like';

const s = inventoryMonthSums;
const net = sql`${s.purchaseQty} + ${s.saleQty} + ${s.adjustQty}`;
const int = (expr: ReturnType<typeof sql>, alias: string) => sql<number>`coalesce(${expr}, 0)::int`.as(alias);

interface PsiQuery {
  month: string;
  sku?: string | null;
  warehouseId?: number | null;
  page: number;
  limit: number;
}

/**
 * 进销存 of a month per SKU and warehouse, from the monthly sums of the movements (kept with each
 * movement): opening = the months before, purchases / sales / adjustments = the month's,
 * closing = opening + purchases − sales ± adjustments.
 */
export async function psiPage(db: Db, q: PsiQuery): Promise<{ total: number; totalCapped: boolean; rows: PsiRow[] }> {
  const inMonth = (column: typeof s.purchaseQty | typeof s.saleQty | typeof s.adjustQty) => sql`sum(${column}) filter (where ${s.month} = ${q.month})`;
  const where = and(
    lte(s.month, q.month),
    q.sku ? sql`${s.skuId} in (select ${baseSkus.id} from ${baseSkus} where ${like(baseSkus.sku, startsWith(q.sku.toUpperCase()))})` : undefined,
    q.warehouseId ? eq(s.warehouseId, q.warehouseId) : undefined,
  );
  const grouped = db
    .select({
      skuId: s.skuId,
      warehouseId: s.warehouseId,
      openingQty: int(sql`sum(${net}) filter (where ${s.month} < ${q.month})`, 'opening_qty'),
      purchaseQty: int(inMonth(s.purchaseQty), 'purchase_qty'),
      saleQty: int(sql`-${inMonth(s.saleQty)}`, 'sale_qty'),
      adjustQty: int(inMonth(s.adjustQty), 'adjust_qty'),
      closingQty: int(sql`sum(${net})`, 'closing_qty'),
    })
    .from(s)
    .where(where)
    .groupBy(s.skuId, s.warehouseId)
    .as('psi');
  // One pass: the page and the number of rows (a window count), as the aggregate is the whole cost.
  const rows = await db
    .select({
      skuId: grouped.skuId,
      warehouseId: grouped.warehouseId,
      openingQty: grouped.openingQty,
      purchaseQty: grouped.purchaseQty,
      saleQty: grouped.saleQty,
      adjustQty: grouped.adjustQty,
      closingQty: grouped.closingQty,
      sku: baseSkus.sku,
      warehouseName: warehouses.name,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(grouped)
    .innerJoin(baseSkus, eq(baseSkus.id, grouped.skuId))
    .innerJoin(warehouses, eq(warehouses.id, grouped.warehouseId))
    .orderBy(asc(baseSkus.sku), asc(grouped.warehouseId))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  // Past the last page the window count is not there: count alone.
  const [count] = rows.length || q.page === 1 ? [{ n: rows[0]?.total ?? 0 }] : await db.select({ n: sql<number>`count(*)::int` }).from(grouped);
  return {
    total: count!.n,
    totalCapped: false,
    rows: rows.map(({ total: _total, ...r }) => ({ month: q.month, ...r })),
  };
}
