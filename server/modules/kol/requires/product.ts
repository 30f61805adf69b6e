import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/connection';
import { baseSkus, platforms, skuListings, stores } from '../../../db/schema';
import type { Caller } from '../../../http/auth/caller';
import { fail } from '../../../http/errors';
import { platformScope, platformScopeWhere } from '../../reference';

/** A SKU's name and the platforms it is listed on within the caller's platforms (getMarketPlatInfo). */
export async function marketPlatInfo(db: Db | Tx, caller: Caller, sku: string) {
  const [product] = await db.select({ id: baseSkus.id, sku: baseSkus.sku, name: baseSkus.name }).from(baseSkus).where(eq(baseSkus.sku, sku));
  if (!product) throw fail.notFound(`SKU ${sku} 不存在`);
  const scope = await platformScope(db as Db, caller);
  const rows = await db
    .select({ platformId: platforms.id, platformName: platforms.name, asin: skuListings.asin, storeName: stores.name })
    .from(skuListings)
    .innerJoin(platforms, eq(platforms.id, skuListings.platformId))
    .leftJoin(stores, eq(stores.id, skuListings.storeId))
    .where(and(eq(skuListings.skuId, product.id), eq(platforms.enabled, true), platformScopeWhere(scope, platforms.id)))
    .orderBy(asc(platforms.sort), asc(platforms.id));
  const seen = new Set<number>();
  const unique = rows.filter((p) => !seen.has(p.platformId) && seen.add(p.platformId));
  return { sku: product.sku, productName: product.name, platforms: unique };
}

/** The product name of a requirement's SKU, refusing a platform the SKU is not sold on (for the caller). */
export async function checkProduct(tx: Tx, caller: Caller, sku: string, platformId: number): Promise<string> {
  const info = await marketPlatInfo(tx, caller, sku);
  if (!info.platforms.some((p) => p.platformId === platformId)) throw fail.badRequest(`SKU ${sku} 未在所选市场平台销售，或您不负责该平台`);
  return info.productName;
}
