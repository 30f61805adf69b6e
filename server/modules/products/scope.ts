import { inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { productScreen, skuBindScreen } from '@shared/api/products/screens';
import type { Code } from '@shared/screen';
import type { Db } from '../../db/connection';
import { baseSkus, categoryOwners } from '../../db/schema';
import type { Caller } from '../../http/auth/caller';
import { platformScope } from '../reference';
import { loadCategoryTree, type CategoryTree } from './categories/tree';

/**
 * SKU visibility (docs/domain/products.md, "SKU visibility"): everything for holders of a screen's
 * view-all code, otherwise the SKUs listed on a platform of the caller's groups plus the SKUs in the
 * categories they own (and everything under those), plus unbound SKUs for those who bind them.
 */
export type SkuScope = { all: true } | { all: false; platformIds: number[]; leafCategoryIds: number[]; unbound?: boolean };

/** Codes that open every SKU on the product screens. */
export const SEE_ALL_SKUS: Code[] = [productScreen.code('viewAll')];
/** Holders also see the SKUs not bound to a category yet (to bind them). */
const SEES_UNBOUND = skuBindScreen.code('bind');

/** The level-3 categories a user owns, directly or through a category above. */
export async function ownedLeafCategories(db: Db, userId: number, tree?: CategoryTree): Promise<number[]> {
  const owned = await db.select({ id: categoryOwners.categoryId }).from(categoryOwners).where(sql`${categoryOwners.userId} = ${userId}`);
  if (owned.length === 0) return [];
  const t = tree ?? (await loadCategoryTree(db));
  return [...new Set(owned.flatMap((o) => t.leavesUnder(o.id)))];
}

/** The caller's SKU scope; `seeAll` are the codes that lift it on the screen asking. */
export async function skuScope(db: Db, caller: Caller, seeAll: readonly string[], tree?: CategoryTree): Promise<SkuScope> {
  const codes = await caller.codes();
  if (seeAll.some((c) => codes.elements.has(c))) return { all: true };
  const [platforms, leafCategoryIds] = await Promise.all([platformScope(db, caller), ownedLeafCategories(db, caller.userId, tree)]);
  const unbound = codes.elements.has(SEES_UNBOUND);
  // A category owner answers for the whole category, on every platform: their categories decide.
  if (leafCategoryIds.length) return { all: false, platformIds: [], leafCategoryIds, unbound };
  // Otherwise the platforms they work on decide; every platform means every SKU.
  if (platforms.all) return { all: true };
  return { all: false, platformIds: [...platforms.platformIds], leafCategoryIds, unbound };
}

/** The condition on `base_skus` of a scope (undefined: no limit). */
export function scopeWhere(scope: SkuScope): SQL | undefined {
  if (scope.all) return undefined;
  const parts: SQL[] = [];
  if (scope.unbound) parts.push(isNull(baseSkus.categoryId));
  if (scope.leafCategoryIds.length) parts.push(inArray(baseSkus.categoryId, scope.leafCategoryIds));
  if (scope.platformIds.length) {
    parts.push(sql`exists (select 1 from sku_listings l where l.sku_id = ${baseSkus}.id and l.platform_id in ${scope.platformIds})`);
  }
  return parts.length ? or(...parts) : sql`false`;
}
