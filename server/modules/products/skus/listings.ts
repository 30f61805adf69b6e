import { and, eq, inArray, ne, or } from 'drizzle-orm';
import type { SkuBody } from '@shared/api/products/sku';
import type { Db } from '../../../db/connection';
import { baseSkus, platforms, skuListings, stores } from '../../../db/schema';
import { fail } from '../../../http/errors';

type Listing = SkuBody['listings'][number];

/**
 * Checks a SKU's listings before they replace the old ones: known enabled platforms, stores of that
 * platform, one MSKU per platform (within the form and against other SKUs).
 */
export async function checkListings(tx: Db, skuId: number | undefined, listings: Listing[]): Promise<void> {
  if (listings.length === 0) return;
  const seen = new Set<string>();
  for (const l of listings) {
    const key = `${l.platformId}\n${l.msku}`;
    if (seen.has(key)) throw fail.badRequest(`MSKU ${l.msku} 在同一平台重复填写`);
    seen.add(key);
  }
  const platformIds = [...new Set(listings.map((l) => l.platformId))];
  const known = await tx.select({ id: platforms.id, name: platforms.name, enabled: platforms.enabled }).from(platforms).where(inArray(platforms.id, platformIds));
  const byId = new Map(known.map((p) => [p.id, p]));
  for (const id of platformIds) {
    if (!byId.has(id)) throw fail.badRequest('平台不存在');
    if (!byId.get(id)!.enabled) throw fail.badRequest(`平台 ${byId.get(id)!.name} 已停用`);
  }
  const storeIds = listings.flatMap((l) => (l.storeId ? [l.storeId] : []));
  if (storeIds.length) {
    const found = await tx.select({ id: stores.id, platformId: stores.platformId }).from(stores).where(inArray(stores.id, storeIds));
    const storePlatform = new Map(found.map((st) => [st.id, st.platformId]));
    for (const l of listings) {
      if (l.storeId && storePlatform.get(l.storeId) !== l.platformId) throw fail.badRequest('店铺不存在或不属于所选平台');
    }
  }
  const [taken] = await tx
    .select({ msku: skuListings.msku, platformId: skuListings.platformId, sku: baseSkus.sku })
    .from(skuListings)
    .innerJoin(baseSkus, eq(baseSkus.id, skuListings.skuId))
    .where(
      and(
        or(...listings.map((l) => and(eq(skuListings.platformId, l.platformId), eq(skuListings.msku, l.msku)))),
        skuId ? ne(skuListings.skuId, skuId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw fail.conflict(`平台 ${byId.get(taken.platformId)?.name ?? ''} 的 MSKU ${taken.msku} 已被 SKU ${taken.sku} 使用`);
}

/** Replaces a SKU's listings (checked by `checkListings`). */
export async function replaceListings(tx: Db, skuId: number, listings: Listing[]): Promise<void> {
  await tx.delete(skuListings).where(eq(skuListings.skuId, skuId));
  if (listings.length) await tx.insert(skuListings).values(listings.map((l) => ({ skuId, ...l })));
}

