import { and, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { ProductCostFilter, ProductCostRow } from '@shared/api/products/cost';
import { productCostListScreen, productCostScreen, productScreen } from '@shared/api/products/screens';
import type { Db } from '../../../db/connection';
import { baseSkus, productBrands, productCosts, users } from '../../../db/schema';
import type { CategoryTree } from '../categories/tree';
import type { SkuScope } from '../scope';
import { skuConditions, skuValues, type SkuValues } from '../skus/queries';
import { direct, presentOf, type Bind } from '../../../http/preparedList';

const s = baseSkus;
const c = productCosts;

/** Codes that open every SKU's cost. */
export const SEE_ALL_COSTS = [productCostScreen.code('viewAll'), productCostListScreen.code('viewAll'), productScreen.code('viewAll')];

/** A SKU with a cost matching `extra` (on the cost alias `pc`). */
const hasCost = (extra: SQL) => sql`exists (select 1 from product_costs pc where pc.sku_id = ${s.id} and ${extra})`;

/** The values the cost list's conditions take: the SKU list's, the cost's origin, and with or without a cost. */
export const costValues = (filter: Partial<ProductCostFilter>, scope: SkuScope) => ({
  ...skuValues(filter, scope),
  origin: filter.origin || undefined,
  withCost: filter.hasCost === true ? true : undefined,
  withoutCost: filter.hasCost === false ? true : undefined,
});
export type CostValues = ReturnType<typeof costValues>;

/** The cost list's conditions over the present values, all on `base_skus` (so the capped count reads one table). */
export const costConditions = (v: Partial<CostValues>, bind: Bind<CostValues>): SQL | undefined =>
  and(
    skuConditions(v, bind as Bind<SkuValues>),
    v.origin !== undefined ? hasCost(sql`pc.origin = ${bind('origin')}`) : undefined,
    v.withCost !== undefined ? hasCost(sql`true`) : v.withoutCost !== undefined ? sql`not ${hasCost(sql`true`)}` : undefined,
  );

/** The cost list's conditions, built directly (exports, one SKU's cost). */
export function costWhere(filter: Partial<ProductCostFilter>, scope: SkuScope): SQL | undefined {
  const v = presentOf(costValues(filter, scope));
  return costConditions(v, direct(v as CostValues));
}

/** SKUs with their current cost, newest SKU first. */
export const costSelect = (db: Db, extra?: { total: SQL<number> }) =>
  db
    .select({
      skuId: s.id,
      sku: s.sku,
      spu: s.spu,
      name: s.name,
      brandName: productBrands.name,
      categoryId: s.categoryId,
      status: s.status,
      unitCost: c.unitCost,
      origin: c.origin,
      remark: c.remark,
      costVersion: sql<number>`coalesce(${c.version}, 0)`.mapWith(Number),
      updatedByName: users.name,
      updatedAt: c.updatedAt,
      ...extra,
    })
    .from(s)
    .innerJoin(productBrands, eq(productBrands.id, s.brandId))
    .leftJoin(c, eq(c.skuId, s.id))
    .leftJoin(users, eq(users.id, c.updatedBy))
    .$dynamic();

export const costOrder = [desc(s.id)];

type Selected = Awaited<ReturnType<ReturnType<typeof costSelect>['execute']>>[number];

export const toCostRow = (tree: CategoryTree) => (r: Selected): ProductCostRow => ({
  ...r,
  categoryPath: tree.path(r.categoryId),
  status: r.status as ProductCostRow['status'],
  origin: r.origin as ProductCostRow['origin'],
  updatedAt: r.updatedAt ? r.updatedAt.toISOString() : null,
});

/** One batch of the cost export: `size` rows below `beforeId`. */
export const costBatch = (db: Db, where: SQL | undefined, beforeId: number | undefined, size: number) =>
  costSelect(db)
    .where(and(where, beforeId ? lt(s.id, beforeId) : undefined))
    .orderBy(...costOrder)
    .limit(size);
