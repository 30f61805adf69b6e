import { sql } from 'drizzle-orm';
import { boolean, index, integer, numeric, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

/** Products, SKUs, categories and product cost (docs/domain/products.md). */
/** Unit cost in CNY. */
const cost = (name: string) => numeric(name, { precision: 18, scale: 2 });

/** The three-level category tree: 家居 > 厨房 > 刀具. Level 1 has no parent; SKUs sit in level 3. */
export const productCategories = pgTable(
  'product_categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id'),
    /** 1, 2 or 3. */
    level: integer('level').notNull(),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('product_categories_sibling_name_key').on(sql`coalesce(${t.parentId}, 0)`, sql`lower(${t.name})`),
    index('product_categories_parent_idx').on(t.parentId),
  ],
);

/** 品类负责人: the users who own a category (any level); owning a category covers everything under it. */
export const categoryOwners = pgTable(
  'category_owners',
  {
    categoryId: integer('category_id').notNull(),
    userId: integer('user_id').notNull(),
    assignedBy: integer('assigned_by').notNull(),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.userId] }), index('category_owners_user_idx').on(t.userId)],
);

/** 品类原因: the reasons after-sales and review work pick from, per first-level category. */
export const categoryReasons = pgTable(
  'category_reasons',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id').notNull(),
    /** after_sale | review */
    kind: text('kind').notNull(),
    reason: text('reason').notNull(),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdBy: integer('created_by').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('category_reasons_key').on(t.categoryId, t.kind, sql`lower(${t.reason})`)],
);

/** Brands SKUs are sold under. */
export const productBrands = pgTable(
  'product_brands',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('product_brands_name_key').on(sql`lower(${t.name})`)],
);

/** A SKU: one sellable variant; variants of one product share an SPU code. */
export const baseSkus = pgTable(
  'base_skus',
  {
    id: serial('id').primaryKey(),
    /** Upper case, unique. */
    sku: text('sku').notNull(),
    spu: text('spu').notNull(),
    name: text('name').notNull(),
    nameEn: text('name_en'),
    brandId: integer('brand_id').notNull(),
    /** A level-3 category; null until bound (SKU绑定品类). */
    categoryId: integer('category_id'),
    /** draft | on_sale | off_sale */
    status: text('status').notNull().default('draft'),
    /** An attachment (files module) holding the main image. */
    imageId: integer('image_id'),
    lengthCm: numeric('length_cm', { precision: 8, scale: 1 }),
    widthCm: numeric('width_cm', { precision: 8, scale: 1 }),
    heightCm: numeric('height_cm', { precision: 8, scale: 1 }),
    weightG: integer('weight_g'),
    remark: text('remark'),
    version: integer('version').notNull().default(1),
    createdBy: integer('created_by').notNull(),
    updatedBy: integer('updated_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('base_skus_sku_key').on(t.sku),
    index('base_skus_sku_prefix_idx').on(sql`${t.sku} text_pattern_ops`),
    index('base_skus_spu_idx').on(sql`${t.spu} text_pattern_ops`),
    index('base_skus_category_idx').on(t.categoryId, t.id.desc().nullsFirst()),
    index('base_skus_brand_idx').on(t.brandId, t.id.desc().nullsFirst()),
    index('base_skus_status_idx').on(t.status, t.id.desc().nullsFirst()),
  ],
);

/** A SKU listed on a platform (marketplace site): its ASIN and seller SKU (MSKU) there, and the store. */
export const skuListings = pgTable(
  'sku_listings',
  {
    id: serial('id').primaryKey(),
    skuId: integer('sku_id').notNull(),
    platformId: integer('platform_id').notNull(),
    asin: text('asin').notNull(),
    msku: text('msku').notNull(),
    storeId: integer('store_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sku_listings_platform_msku_key').on(t.platformId, t.msku),
    index('sku_listings_sku_idx').on(t.skuId),
    index('sku_listings_platform_sku_idx').on(t.platformId, t.skuId),
    index('sku_listings_asin_idx').on(t.asin),
  ],
);

/** The current unit cost of a SKU in CNY and where it came from. */
export const productCosts = pgTable(
  'product_costs',
  {
    skuId: integer('sku_id').primaryKey(),
    unitCost: cost('unit_cost').notNull(),
    /** purchase | accounting | manual | import */
    origin: text('origin').notNull(),
    remark: text('remark'),
    version: integer('version').notNull().default(1),
    updatedBy: integer('updated_by').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [index('product_costs_updated_idx').on(t.updatedAt.desc().nullsFirst(), t.skuId.desc().nullsFirst())],
);

/** Every change of a SKU's cost: who, when, old and new, and its origin. */
export const productCostHistory = pgTable(
  'product_cost_history',
  {
    id: serial('id').primaryKey(),
    skuId: integer('sku_id').notNull(),
    oldCost: cost('old_cost'),
    newCost: cost('new_cost').notNull(),
    origin: text('origin').notNull(),
    remark: text('remark'),
    changedBy: integer('changed_by').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_cost_history_sku_idx').on(t.skuId, t.id.desc().nullsFirst())],
);
