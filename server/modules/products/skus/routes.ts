import { asc, eq, inArray, sql } from 'drizzle-orm';
import { addOrUpdSku, bindSkuCategory, getBaseSkuList, getBrandList, getListingPlatforms, queryPermissionSku } from '@shared/api/products/sku';
import { LIST_COUNT_CAP } from '@shared/api/products/common';
import { baseSkus, platforms, productBrands, stores } from '../../../db/schema';
import { ApiRoutes } from '../../../http/api';
import { fail } from '../../../http/errors';
import { countedListPage } from '../../../http/preparedList';
import { loadCategoryTree } from '../categories/tree';
import { SEE_ALL_SKUS, skuScope } from '../scope';
import { newestFirst, skuConditions, skuSelect, skuValues, skuWhere, toSkuRow } from './queries';
import { saveSku } from './save';
import { startsWith } from '../../../db/like';

const s = baseSkus;

/** 产品管理 and SKU绑定品类: brands, the SKU list, saving a SKU, the caller's SKUs, binding to categories. */
export function skuRoutes(): ApiRoutes {
  return new ApiRoutes()
    .add(getBrandList, ({ query, deps }) =>
      deps.db
        .select({ id: productBrands.id, name: productBrands.name })
        .from(productBrands)
        .where(query.name ? sql`lower(${productBrands.name}) like ${startsWith(query.name.toLowerCase())}` : undefined)
        .orderBy(asc(productBrands.name)),
    )
    .add(getBaseSkuList, async ({ query, caller, deps }) => {
      const scope = await skuScope(deps.db, caller, SEE_ALL_SKUS);
      return countedListPage(deps.db, {
        name: 'skus',
        values: skuValues(query, scope),
        conditions: skuConditions,
        select: (extra) => skuSelect(deps.db, extra),
        order: newestFirst,
        page: query.page,
        limit: query.limit,
        counted: s,
        cap: LIST_COUNT_CAP,
        map: toSkuRow,
      });
    })
    .add(addOrUpdSku, ({ body, caller, deps }) => saveSku(deps.db, caller, body))
    .add(queryPermissionSku, async ({ query, caller, deps }) => {
      const scope = await skuScope(deps.db, caller, SEE_ALL_SKUS);
      return deps.db
        .select({ id: s.id, sku: s.sku, spu: s.spu, name: s.name, status: s.status, brandName: productBrands.name })
        .from(s)
        .innerJoin(productBrands, eq(productBrands.id, s.brandId))
        .where(skuWhere({ sku: query.sku, platformId: query.platformId, status: query.status ?? undefined }, scope))
        .orderBy(asc(s.sku))
        .limit(query.limit);
    })
    .add(bindSkuCategory, async ({ body, deps }) => {
      const tree = await loadCategoryTree(deps.db);
      tree.leafForSku(body.categoryId);
      return deps.db.transaction(async (tx) => {
        const found = await tx.select({ sku: s.sku }).from(s).where(inArray(s.sku, body.skus)).for('update');
        const known = new Set(found.map((f) => f.sku));
        const missing = body.skus.filter((x) => !known.has(x));
        if (missing.length) throw fail.badRequest(`以下SKU不存在：${missing.slice(0, 20).join('、')}${missing.length > 20 ? ` 等${missing.length}个` : ''}`);
        await tx.update(s).set({ categoryId: body.categoryId, updatedAt: new Date(), version: sql`${s.version} + 1` }).where(inArray(s.sku, body.skus));
        return { bound: body.skus.length, categoryPath: tree.path(body.categoryId)! };
      });
    })
    .add(getListingPlatforms, async ({ deps }) => {
      const [list, storeRows] = await Promise.all([
        deps.db.select({ id: platforms.id, code: platforms.code, name: platforms.name }).from(platforms).where(eq(platforms.enabled, true)).orderBy(asc(platforms.sort), asc(platforms.name)),
        deps.db.select({ id: stores.id, name: stores.name, platformId: stores.platformId }).from(stores).where(eq(stores.enabled, true)).orderBy(asc(stores.name)),
      ]);
      return list.map((p) => ({ ...p, stores: storeRows.filter((st) => st.platformId === p.id).map(({ id, name }) => ({ id, name })) }));
    });
}

