import { isNull, or, sql, type SQL } from 'drizzle-orm';
import { productScreen, skuBindScreen } from '@shared/api/products/screens';
import type { Code } from '@shared/screen';
import type { Db } from '../../db/connection';
import { baseSkus, categoryOwners } from '../../db/schema';
import type { Caller } from '../../http/auth/caller';
import { bindList, direct, type Bind } from '../../http/preparedList';
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

/** A scope as a list's values (server/http/preparedList.ts): all absent when it limits nothing. */
export const scopeValues = (scope: SkuScope) => ({
  scoped: scope.all ? undefined : true,
  scopeUnbound: !scope.all && scope.unbound ? true : undefined,
  scopeCategories: !scope.all && scope.leafCategoryIds.length ? [...scope.leafCategoryIds] : undefined,
  scopePlatforms: !scope.all && scope.platformIds.length ? [...scope.platformIds] : undefined,
});
export type ScopeValues = ReturnType<typeof scopeValues>;

/**
 * The condition on `base_skus` of a scope over its present values, each bound (a placeholder in a
 * prepared list): any of the unbound SKUs, the categories owned, the platforms' listings; undefined
 * when the scope limits nothing. The SKU's id is spelled with its table: drizzle writes a lone table's
 * columns bare, and a bare `id` inside the listing's subquery would be the listing's.
 */
export function scopeCondition(v: Partial<ScopeValues>, bind: Bind<ScopeValues>): SQL | undefined {
  if (v.scoped === undefined) return undefined;
  const parts = [
    v.scopeUnbound !== undefined ? isNull(baseSkus.categoryId) : undefined,
    v.scopeCategories !== undefined ? sql`${baseSkus.categoryId} = any(${bindList(bind('scopeCategories'))}::integer[])` : undefined,
    v.scopePlatforms !== undefined
      ? sql`exists (select 1 from sku_listings l where l.sku_id = ${baseSkus}.id and l.platform_id = any(${bindList(bind('scopePlatforms'))}::integer[]))`
      : undefined,
  ].filter((p): p is SQL => p !== undefined);
  return parts.length ? or(...parts)! : sql`false`;
}

/** The condition on `base_skus` of a scope, built directly (undefined: no limit). */
export function scopeWhere(scope: SkuScope): SQL | undefined {
  const values = scopeValues(scope);
  return scopeCondition(values, direct(values));
}
