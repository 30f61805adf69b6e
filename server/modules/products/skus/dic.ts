import { and, asc, eq, like, sql } from 'drizzle-orm';
import { getMskuByAsin, querySoOrderAllAsin } from '@shared/api/products/dic';
import { baseSkus, platforms, skuListings, stores } from '../../../db/schema';
import { ApiRoutes } from '../../../http/api';
import { scopeWhere, SEE_ALL_SKUS, skuScope } from '../scope';
import { startsWith } from '../../../db/like';

const l = skuListings;
const ASIN_LIMIT = 200;

/** The dictionary calls about ASINs and MSKUs, limited to the SKUs the caller may see. */
export function listingDicRoutes(): ApiRoutes {
  return new ApiRoutes()
    .add(querySoOrderAllAsin, async ({ query, caller, deps }) => {
      const scope = await skuScope(deps.db, caller, SEE_ALL_SKUS);
      const rows = await deps.db
        .selectDistinct({ asin: l.asin })
        .from(l)
        .innerJoin(baseSkus, eq(baseSkus.id, l.skuId))
        .where(and(scopeWhere(scope), query.asin ? like(l.asin, startsWith(query.asin.toUpperCase())) : undefined, query.platformId ? eq(l.platformId, query.platformId) : undefined))
        .orderBy(asc(l.asin))
        .limit(ASIN_LIMIT);
      return rows.map((r) => r.asin);
    })
    .add(getMskuByAsin, async ({ query, caller, deps }) => {
      const scope = await skuScope(deps.db, caller, SEE_ALL_SKUS);
      return deps.db
        .select({
          msku: l.msku,
          asin: l.asin,
          sku: baseSkus.sku,
          platformId: l.platformId,
          platformName: sql<string>`coalesce(${platforms.name}, '#' || ${l.platformId})`,
          storeName: stores.name,
        })
        .from(l)
        .innerJoin(baseSkus, eq(baseSkus.id, l.skuId))
        .leftJoin(platforms, eq(platforms.id, l.platformId))
        .leftJoin(stores, eq(stores.id, l.storeId))
        .where(and(eq(l.asin, query.asin), scopeWhere(scope), query.platformId ? eq(l.platformId, query.platformId) : undefined))
        .orderBy(asc(l.platformId), asc(l.msku))
        .limit(ASIN_LIMIT);
    });
}
