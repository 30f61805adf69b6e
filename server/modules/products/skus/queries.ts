import { and, desc, eq, isNotNull, isNull, like, sql, type SQL } from 'drizzle-orm';
import type { SkuFilter, SkuRow } from '@shared/api/products/sku';
import { attachmentUrl } from '@shared/api/tool';
import type { Db } from '../../../db/connection';
import { baseSkus, productBrands } from '../../../db/schema';
import { categoryPathSql, inCategorySql } from '../categories/sql';
import { scopeCondition, scopeValues, type ScopeValues, type SkuScope } from '../scope';
import { direct, presentOf, type Bind } from '../../../http/preparedList';
import { startsWith } from '../../../db/like';

const s = baseSkus;

/** SKUs with a listing matching `condition` (on the listing alias `l`). The SKU's id is spelled with its
 * table: drizzle writes a lone table's columns bare, and a bare `id` here would be the listing's. */
const hasListing = (condition: SQL) => sql`exists (select 1 from sku_listings l where l.sku_id = ${s}.id and ${condition})`;

/** The values the SKU list's conditions take (prefixes ready for LIKE, the scope's own); undefined ones are absent. */
export const skuValues = (filter: Partial<SkuFilter>, scope: SkuScope) => ({
  sku: filter.sku ? startsWith(filter.sku.toUpperCase()) : undefined,
  spu: filter.spu ? startsWith(filter.spu.toUpperCase()) : undefined,
  brandId: filter.brandId || undefined,
  categoryId: filter.categoryId || undefined,
  unbound: filter.unbound === true ? true : undefined,
  bound: filter.unbound === false ? true : undefined,
  status: filter.status || undefined,
  platformId: filter.platformId || undefined,
  asin: filter.asin ? startsWith(filter.asin.toUpperCase()) : undefined,
  ...scopeValues(scope),
});
export type SkuValues = ReturnType<typeof skuValues>;

/** The SKU list's conditions over the present values, each bound (see preparedList.ts). */
export const skuConditions = (v: Partial<SkuValues>, bind: Bind<SkuValues>): SQL | undefined =>
  and(
    scopeCondition(v, bind as Bind<ScopeValues>),
    v.sku !== undefined ? like(s.sku, bind('sku')) : undefined,
    v.spu !== undefined ? like(s.spu, bind('spu')) : undefined,
    v.brandId !== undefined ? eq(s.brandId, bind('brandId')) : undefined,
    v.categoryId !== undefined ? inCategorySql(s.categoryId, bind('categoryId')) : undefined,
    v.unbound !== undefined ? isNull(s.categoryId) : v.bound !== undefined ? isNotNull(s.categoryId) : undefined,
    v.status !== undefined ? eq(s.status, bind('status')) : undefined,
    v.platformId !== undefined ? hasListing(sql`l.platform_id = ${bind('platformId')}`) : undefined,
    v.asin !== undefined ? hasListing(sql`l.asin like ${bind('asin')}`) : undefined,
  );

/** The conditions of the SKU list's filters within `scope`, built directly. */
export function skuWhere(filter: Partial<SkuFilter>, scope: SkuScope): SQL | undefined {
  const v = presentOf(skuValues(filter, scope));
  return skuConditions(v, direct(v as SkuValues));
}

/** A SKU's listings with platform and store names, oldest first, as one JSON array. */
const listingsSql = sql<SkuRow['listings']>`coalesce((
  select json_agg(json_build_object('id', l.id, 'platformId', l.platform_id, 'platformName', coalesce(p.name, '#' || l.platform_id), 'asin', l.asin,
                                    'msku', l.msku, 'storeId', l.store_id, 'storeName', st.name) order by l.id)
  from sku_listings l left join platforms p on p.id = l.platform_id left join stores st on st.id = l.store_id
  where l.sku_id = ${s}.id), '[]'::json)`;

/** The SKU columns lists select, with the brand's name, the category path and the listings (one round trip). */
export const skuSelect = (db: Db, extra?: { total: SQL<number> }) =>
  db
    .select({ sku: s, brandName: productBrands.name, categoryPath: categoryPathSql(s.categoryId), listings: listingsSql, ...extra })
    .from(s)
    .innerJoin(productBrands, eq(productBrands.id, s.brandId))
    .$dynamic();

type Selected = { sku: typeof s.$inferSelect; brandName: string; categoryPath: string | null; listings: SkuRow['listings'] };

/** A database row as the API answers it (image address, dates as text). */
export function toSkuRow({ sku: r, brandName, categoryPath, listings }: Selected): SkuRow {
  return {
    id: r.id,
    sku: r.sku,
    spu: r.spu,
    name: r.name,
    nameEn: r.nameEn,
    brandId: r.brandId,
    brandName,
    categoryId: r.categoryId,
    categoryPath,
    status: r.status as SkuRow['status'],
    imageId: r.imageId,
    imageUrl: r.imageId ? attachmentUrl(r.imageId) : null,
    lengthCm: r.lengthCm,
    widthCm: r.widthCm,
    heightCm: r.heightCm,
    weightG: r.weightG,
    remark: r.remark,
    version: r.version,
    listings,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** One SKU as the API answers it. */
export async function skuById(db: Db, id: number): Promise<SkuRow | undefined> {
  const [row] = await skuSelect(db).where(eq(s.id, id));
  return row && toSkuRow(row);
}

export const newestFirst = [desc(s.id)];
