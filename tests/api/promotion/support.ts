import { and, eq, isNotNull } from 'drizzle-orm';
import { baseSkus, platforms, productCategories } from '../../../server/db/schema';
import type { TestApp } from '../../support/app';

/** Reference data of the seeded demo the promotion tests stand on: a platform, SKUs with their category. */
export async function promotionFixtures(t: TestApp) {
  // Shopify: a platform the promotion demo sets no limits on.
  const [platform] = await t.db.select({ id: platforms.id, name: platforms.name }).from(platforms).where(eq(platforms.code, 'SHOPIFY'));
  const skus = await t.db
    .select({ id: baseSkus.id, sku: baseSkus.sku, spu: baseSkus.spu, categoryId: baseSkus.categoryId })
    .from(baseSkus)
    .where(isNotNull(baseSkus.categoryId))
    .orderBy(baseSkus.id)
    .limit(3);
  const [category] = await t.db.select({ id: productCategories.id, parentId: productCategories.parentId }).from(productCategories).where(and(eq(productCategories.id, skus[0]!.categoryId!)));
  return { platform: platform!, skus, category: category! };
}
