import { eq, sql } from 'drizzle-orm';
import { baseSkus, platforms, skuListings } from '../../../server/db/schema';
import type { TestApp } from '../../support/app';

export type Listing = { platformId: number; code: string; asin: string; skuId: number; categoryId: number };

/** The listings of the SKUs under a first-level category (产品组), by category, site and listing. */
async function listingsOf(t: TestApp, group: string): Promise<Listing[]> {
  const rows = await t.db
    .select({ platformId: skuListings.platformId, code: platforms.code, asin: skuListings.asin, skuId: baseSkus.id, categoryId: baseSkus.categoryId })
    .from(skuListings)
    .innerJoin(baseSkus, eq(baseSkus.id, skuListings.skuId))
    .innerJoin(platforms, eq(platforms.id, skuListings.platformId))
    .where(sql`${baseSkus.categoryId} in (select c3.id from product_categories c3 join product_categories c2 on c2.id = c3.parent_id join product_categories c1 on c1.id = c2.parent_id where c1.name = ${group})`)
    .orderBy(baseSkus.categoryId, skuListings.platformId, skuListings.id);
  return rows as Listing[];
}

/** Two listings of one 家居 leaf category on one site (wangfang owns 家居), and one 电子 listing (not hers). */
export async function ratingListings(t: TestApp): Promise<{ home: [Listing, Listing]; tech: Listing }> {
  const homes = await listingsOf(t, '家居');
  const a = homes[0]!;
  const b = homes.find((l) => l !== a && l.categoryId === a.categoryId && l.platformId === a.platformId && l.asin !== a.asin)!;
  return { home: [a, b], tech: (await listingsOf(t, '电子'))[0]! };
}
