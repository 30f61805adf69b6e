import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { baseSkus, platforms, skuListings, stores } from '../../db/schema';
import { loadCategoryTree } from '../products';

/** A product as the reports key it: a listing (site + ASIN) of a SKU of the products module. */
export interface Product {
  platformId: number;
  asin: string;
  skuId: number;
  storeId: number | null;
  /** The SKU's first-level category (产品组) and its own (third-level) category. */
  groupId: number | null;
  categoryId: number | null;
}

export const productKey = (platformId: number, asin: string) => `${platformId} ${asin.toUpperCase()}`;

/** The listings of `asins`, keyed by site and ASIN (read from the products module's tables, never copied). */
export async function productsOf(db: Db, asins: string[]): Promise<Map<string, Product>> {
  const wanted = [...new Set(asins.map((a) => a.toUpperCase()))];
  if (wanted.length === 0) return new Map();
  const [rows, tree] = await Promise.all([
    db
      .select({ platformId: skuListings.platformId, asin: skuListings.asin, skuId: skuListings.skuId, storeId: skuListings.storeId, categoryId: baseSkus.categoryId })
      .from(skuListings)
      .innerJoin(baseSkus, eq(baseSkus.id, skuListings.skuId))
      .where(inArray(skuListings.asin, wanted)),
    loadCategoryTree(db),
  ]);
  const out = new Map<string, Product>();
  for (const r of rows) {
    const groupId = r.categoryId === null ? null : (tree.lineage(r.categoryId)[0]?.id ?? null);
    out.set(productKey(r.platformId, r.asin), { platformId: r.platformId, asin: r.asin.toUpperCase(), skuId: r.skuId, storeId: r.storeId, groupId, categoryId: r.categoryId });
  }
  return out;
}

/** Site codes -> ids (upper case). */
export async function platformIdsByCode(db: Db): Promise<Map<string, number>> {
  return new Map((await db.select({ id: platforms.id, code: platforms.code }).from(platforms)).map((p) => [p.code.toUpperCase(), p.id]));
}

/** Store codes -> ids (upper case). */
export async function storeIdsByCode(db: Db): Promise<Map<string, number>> {
  return new Map((await db.select({ id: stores.id, code: stores.code }).from(stores)).map((s) => [s.code.toUpperCase(), s.id]));
}

/** One product, or undefined when the ASIN is not a listing of the site. */
export async function productOf(db: Db, platformId: number, asin: string): Promise<Product | undefined> {
  return (await productsOf(db, [asin])).get(productKey(platformId, asin));
}

export const hasPlatform = async (db: Db, id: number) => (await db.select({ id: platforms.id }).from(platforms).where(and(eq(platforms.id, id)))).length > 0;
