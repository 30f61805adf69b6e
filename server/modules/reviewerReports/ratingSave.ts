import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { reviewerStarWeeks } from '../../db/schema';
import type { Caller } from '../../http/auth/caller';
import { productKey, productsOf, type Product } from './listings';
import { skusInScope } from './scope';

/** One product's rating in one week, as an import row gives it once site and store are known. */
export interface RatingInput {
  weekStart: string;
  platformId: number;
  asin: string;
  star: string;
  ratingCount: number;
  storeId?: number | null;
}

/**
 * Stores weekly ratings (a week already stored for a product is replaced). Returns the reasons of the
 * rows refused (index -> message): not a listing of the site, outside the caller's scope, twice in the
 * batch. Nothing is written when any row is refused.
 */
export async function saveRatings(db: Db, rows: RatingInput[], caller: Caller): Promise<Map<number, string>> {
  const { reasons, products } = await checkRatings(db, rows, caller);
  if (reasons.size) return reasons;
  await writeRatings(db, rows, caller, products);
  return reasons;
}

/** The reasons (index -> message) rows cannot be stored, and the products they name. */
export async function checkRatings(db: Db, rows: RatingInput[], caller: Caller) {
  const products = await productsOf(db, rows.map((r) => r.asin));
  const allowed = await skusInScope(db, caller, [...new Set([...products.values()].map((p) => p.skuId))]);
  const reasons = new Map<number, string>();
  const seen = new Set<string>();
  rows.forEach((r, i) => {
    const key = `${productKey(r.platformId, r.asin)} ${r.weekStart}`;
    const product = products.get(productKey(r.platformId, r.asin));
    if (!product) reasons.set(i, `ASIN ${r.asin} 不是该站点的产品链接，请先在产品管理中维护`);
    else if (!allowed.has(product.skuId)) reasons.set(i, `没有权限导入 ASIN ${r.asin} 的评分（不在您的产品范围内）`);
    else if (seen.has(key)) reasons.set(i, `ASIN ${r.asin} 在同一周重复`);
    seen.add(key);
  });
  return { reasons, products };
}

async function writeRatings(db: Db, rows: RatingInput[], caller: Caller, products: Map<string, Product>): Promise<void> {
  const values = rows.map((r) => {
    const p = products.get(productKey(r.platformId, r.asin))!;
    return { weekStart: r.weekStart, platformId: r.platformId, asin: p.asin, skuId: p.skuId, storeId: r.storeId ?? p.storeId, groupId: p.groupId, categoryId: p.categoryId, star: r.star, ratingCount: r.ratingCount, importedBy: caller.userId };
  });
  for (let i = 0; i < values.length; i += 1000) {
    await db
      .insert(reviewerStarWeeks)
      .values(values.slice(i, i + 1000))
      .onConflictDoUpdate({
        target: [reviewerStarWeeks.platformId, reviewerStarWeeks.asin, reviewerStarWeeks.weekStart],
        set: {
          skuId: sql`excluded.sku_id`, storeId: sql`excluded.store_id`, groupId: sql`excluded.group_id`, categoryId: sql`excluded.category_id`,
          star: sql`excluded.star`, ratingCount: sql`excluded.rating_count`, importedBy: sql`excluded.imported_by`, importedAt: sql`now()`,
        },
      });
  }
}
