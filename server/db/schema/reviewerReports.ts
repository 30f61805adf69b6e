import { date, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

/** Weekly star ratings and the promotion log (docs/domain/reviewer-reports.md). */

/**
 * A product listing's star rating and rating count in one ISO week (the Monday), as imported from the
 * marketplace's export. Group (first-level category) and category (third level) are the SKU's at import.
 */
export const reviewerStarWeeks = pgTable(
  'reviewer_star_weeks',
  {
    id: serial('id').primaryKey(),
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    platformId: integer('platform_id').notNull(),
    asin: text('asin').notNull(),
    skuId: integer('sku_id').notNull(),
    storeId: integer('store_id'),
    groupId: integer('group_id'),
    categoryId: integer('category_id'),
    star: numeric('star', { precision: 3, scale: 2 }).notNull(),
    ratingCount: integer('rating_count').notNull(),
    importedBy: integer('imported_by').notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reviewer_star_weeks_key').on(t.platformId, t.asin, t.weekStart),
    // 产品评分查询's order (newest week first), NULLS FIRST as ORDER BY ... DESC has it, so a page is read
    // off the index without sorting: alone, and after the list's filters on site, group and category.
    index('reviewer_star_weeks_week_idx').on(t.weekStart.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('reviewer_star_weeks_platform_week_idx').on(t.platformId, t.weekStart.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('reviewer_star_weeks_group_week_idx').on(t.groupId, t.weekStart.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('reviewer_star_weeks_category_week_idx').on(t.categoryId, t.weekStart.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('reviewer_star_weeks_group_idx').on(t.groupId, t.categoryId, t.weekStart),
    index('reviewer_star_weeks_sku_idx').on(t.skuId),
  ],
);

/** 推广日志: what was done to promote a product (platform + ASIN) on a day. */
export const promoteLogs = pgTable(
  'promote_logs',
  {
    id: serial('id').primaryKey(),
    platformId: integer('platform_id').notNull(),
    asin: text('asin').notNull(),
    skuId: integer('sku_id').notNull(),
    /** The SKU's first-level and third-level categories when written (as on the snapshots). */
    groupId: integer('group_id'),
    categoryId: integer('category_id'),
    /** deal | coupon | ad | price | other */
    kind: text('kind').notNull(),
    actionDate: date('action_date', { mode: 'string' }).notNull(),
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    content: text('content').notNull(),
    remark: text('remark'),
    createdBy: integer('created_by').notNull(),
    updatedBy: integer('updated_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('promote_logs_product_idx').on(t.platformId, t.asin, t.weekStart),
    index('promote_logs_date_idx').on(t.actionDate.desc(), t.id.desc()),
  ],
);
