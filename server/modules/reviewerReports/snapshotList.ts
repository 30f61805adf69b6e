import { and, desc, eq, gte, like, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { LIST_COUNT_CAP } from '@shared/api/inputs';
import type { SnapshotRow } from '@shared/api/reviewerReports/ratings';
import { mondayOf, weekLabel } from '@shared/api/reviewerReports/weeks';
import type { Db } from '../../db/connection';
import { baseSkus, platforms, productCategories, reviewerStarWeeks as x, stores, users } from '../../db/schema';
import { startsWith } from '../../db/like';
import type { ListPage } from '../../http/listPage';
import { countedListPage, direct, presentOf, type Bind } from '../../http/preparedList';
import { scopeCondition, scopeValues, type SkuScope } from '../products';

/**
 * 产品评分查询: the weekly snapshots, newest week first, prepared per filter shape (server/http/preparedList.ts)
 * with a total counted up to LIST_COUNT_CAP: at a million snapshots an exact count read every row.
 */
export interface SnapshotFilter {
  from?: string | null;
  to?: string | null;
  groupId?: number | null;
  categoryId?: number | null;
  platformId?: number | null;
  asin?: string | null;
  sku?: string | null;
  storeId?: number | null;
  minStar?: number | null;
  maxStar?: number | null;
}

/** The values the list's conditions take (weeks as Mondays, prefixes ready for LIKE); undefined ones are absent. */
export const snapshotValues = (f: SnapshotFilter, scope: SkuScope) => ({
  from: f.from ? mondayOf(f.from) : undefined,
  to: f.to ? mondayOf(f.to) : undefined,
  groupId: f.groupId || undefined,
  categoryId: f.categoryId || undefined,
  platformId: f.platformId || undefined,
  asin: f.asin ? startsWith(f.asin.toUpperCase()) : undefined,
  sku: f.sku ? startsWith(f.sku.toUpperCase()) : undefined,
  storeId: f.storeId || undefined,
  minStar: f.minStar != null ? String(f.minStar) : undefined,
  maxStar: f.maxStar != null ? String(f.maxStar) : undefined,
  ...scopeValues(scope),
});
export type SnapshotValues = ReturnType<typeof snapshotValues>;

/** Conditions over the present values, each value bound (see preparedList.ts). */
export const snapshotConditions = (v: Partial<SnapshotValues>, bind: Bind<SnapshotValues>): SQL | undefined =>
  and(
    v.from !== undefined ? gte(x.weekStart, bind('from')) : undefined,
    v.to !== undefined ? lte(x.weekStart, bind('to')) : undefined,
    v.groupId !== undefined ? eq(x.groupId, bind('groupId')) : undefined,
    v.categoryId !== undefined ? eq(x.categoryId, bind('categoryId')) : undefined,
    v.platformId !== undefined ? eq(x.platformId, bind('platformId')) : undefined,
    v.asin !== undefined ? like(x.asin, bind('asin')) : undefined,
    v.sku !== undefined ? sql`${x.skuId} in (select ${baseSkus.id} from ${baseSkus} where ${baseSkus.sku} like ${bind('sku')})` : undefined,
    v.storeId !== undefined ? eq(x.storeId, bind('storeId')) : undefined,
    v.minStar !== undefined ? gte(x.star, bind('minStar')) : undefined,
    v.maxStar !== undefined ? lte(x.star, bind('maxStar')) : undefined,
    v.scoped !== undefined ? sql`${x.skuId} in (select ${baseSkus.id} from ${baseSkus} where ${scopeCondition(v, bind)})` : undefined,
  );

/** The conditions built directly (tests compare the prepared list with them). */
export function snapshotWhere(f: SnapshotFilter, scope: SkuScope): SQL | undefined {
  const v = presentOf(snapshotValues(f, scope));
  return snapshotConditions(v, direct(v as SnapshotValues));
}

const groups = alias(productCategories, 'g');
const categories = alias(productCategories, 'c');

export const snapshotSelect = (db: Db, extra?: { total: SQL<number> }) =>
  db
    .select({
      ...extra,
      id: x.id,
      weekStart: x.weekStart,
      platformId: platforms.id,
      platformCode: platforms.code,
      platformName: platforms.name,
      asin: x.asin,
      skuId: baseSkus.id,
      sku: baseSkus.sku,
      skuName: baseSkus.name,
      storeName: stores.name,
      groupName: groups.name,
      categoryName: categories.name,
      star: x.star,
      ratingCount: x.ratingCount,
      importedByName: users.name,
      importedAt: x.importedAt,
    })
    .from(x)
    .innerJoin(platforms, eq(platforms.id, x.platformId))
    .innerJoin(baseSkus, eq(baseSkus.id, x.skuId))
    .leftJoin(stores, eq(stores.id, x.storeId))
    .leftJoin(groups, eq(groups.id, x.groupId))
    .leftJoin(categories, eq(categories.id, x.categoryId))
    .leftJoin(users, eq(users.id, x.importedBy))
    .$dynamic();

type Selected = Awaited<ReturnType<typeof snapshotSelect>>[number];

export const toSnapshotRow = (r: Selected): SnapshotRow => ({ ...r, week: weekLabel(r.weekStart), importedAt: r.importedAt.toISOString() });

/** Newest week first; the index (week_start desc, id desc) reads a page without sorting. */
export const snapshotOrder = [desc(x.weekStart), desc(x.id)];

/** One page of snapshots in the caller's SKU scope, prepared per shape, its total capped. */
export const snapshotPage = (db: Db, f: SnapshotFilter & { page: number; limit: number }, scope: SkuScope): Promise<ListPage<SnapshotRow>> =>
  countedListPage(db, {
    name: 'ratings',
    values: snapshotValues(f, scope),
    conditions: snapshotConditions,
    select: (extra) => snapshotSelect(db, extra),
    order: snapshotOrder,
    page: f.page,
    limit: f.limit,
    counted: x,
    cap: LIST_COUNT_CAP,
    map: toSnapshotRow,
  });
