import { sql, type SQL } from 'drizzle-orm';
import { addWeeks, mondayOf } from '@shared/api/reviewerReports/weeks';
import { today } from '../reference';

/** The filters every rating report takes (shared/api/reviewerReports/common.ts `ratingFilter`). */
export interface RatingFilter {
  from?: string | null;
  to?: string | null;
  groupId?: number | null;
  categoryId?: number | null;
  platformId?: number | null;
}

/** A chart's weeks: the given range, or the last `weeks` weeks up to this one. */
export function chartWeeks(f: RatingFilter, weeks = 12): { from: string; to: string } {
  const to = mondayOf(f.to ?? today());
  return { from: f.from ? mondayOf(f.from) : addWeeks(to, -(weeks - 1)), to };
}

/** Conditions on a table aliased `x` holding week_start, platform_id, group_id, category_id. */
export function ratingConditions(f: RatingFilter): SQL[] {
  const parts: SQL[] = [];
  if (f.from) parts.push(sql`x.week_start >= ${mondayOf(f.from)}`);
  if (f.to) parts.push(sql`x.week_start <= ${mondayOf(f.to)}`);
  if (f.groupId) parts.push(sql`x.group_id = ${f.groupId}`);
  if (f.categoryId) parts.push(sql`x.category_id = ${f.categoryId}`);
  if (f.platformId) parts.push(sql`x.platform_id = ${f.platformId}`);
  return parts;
}

/** The product columns of a row aliased `x` (site, SKU, store, group and category names). */
export const productSelect = sql`p.id as "platformId", p.code as "platformCode", p.name as "platformName", x.asin, s.id as "skuId", s.sku, s.name as "skuName",
  st.name as "storeName", g.name as "groupName", c.name as "categoryName"`;
const joins = (store: SQL) => sql`join platforms p on p.id = x.platform_id join base_skus s on s.id = x.sku_id
  left join stores st on st.id = ${store} left join product_categories g on g.id = x.group_id left join product_categories c on c.id = x.category_id`;
/** For a rating snapshot (its own store). */
export const productJoins = joins(sql`x.store_id`);
/** For a promotion log entry (the listing's store). */
export const listingJoins = joins(sql`(select l.store_id from sku_listings l where l.platform_id = x.platform_id and l.asin = x.asin limit 1)`);

export const offsetOf = (q: { page: number; limit: number }) => (q.page - 1) * q.limit;
