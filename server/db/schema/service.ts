import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Customer service: reviews and service orders (docs/domain/customer-service.md). */
const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The workflow columns. `createdBy` is the record's owner (the 客服 in charge, column `owner_id`): the
 * engine keeps its status counts per owner, visibility limits a 客服 to their own, 转派 changes it.
 */
const serviceRecord = () => ({
  createdBy: integer('owner_id').notNull(),
  /** Who entered the record (null: pulled from the marketplace). */
  enteredBy: integer('entered_by'),
  status: text('status').notNull(),
  version: integer('version').notNull().default(1),
  resolvedAt: at('resolved_at'),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
  submittedAt: at('submitted_at'),
});

/** 评论: a Walmart review or a product review of our SKU, handled by one 客服. */
export const csReviews = pgTable(
  'cs_reviews',
  {
    id: serial('id').primaryKey(),
    /** walmart | product */
    channel: text('channel').notNull(),
    platform: text('platform').notNull(),
    storeName: text('store_name'),
    sku: text('sku').notNull(),
    orderNo: text('order_no'),
    rating: integer('rating').notNull(),
    title: text('title'),
    content: text('content').notNull(),
    reviewerName: text('reviewer_name').notNull(),
    reviewerEmail: text('reviewer_email'),
    /** yyyy-MM-dd, the marketplace's date of the review. */
    reviewedOn: text('reviewed_on').notNull(),
    ...serviceRecord(),
  },
  (t) => [
    check('cs_reviews_rating_range', sql`${t.rating} between 1 and 5`),
    index('cs_reviews_channel_status_idx').on(t.channel, t.status, t.id),
    index('cs_reviews_owner_idx').on(t.createdBy, t.channel, t.status, t.id),
    index('cs_reviews_order_idx').on(t.orderNo),
    index('cs_reviews_sku_idx').on(t.sku),
  ],
);

/** 客服工单: a customer's case (return, logistics, quality, question), handled by one 客服. */
export const csServiceOrders = pgTable(
  'cs_service_orders',
  {
    id: serial('id').primaryKey(),
    serialNo: text('serial_no').notNull(),
    /** return | logistics | quality | question | other */
    type: text('type').notNull(),
    platform: text('platform'),
    orderNo: text('order_no'),
    sku: text('sku'),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email'),
    description: text('description').notNull(),
    ...serviceRecord(),
  },
  (t) => [
    uniqueIndex('cs_service_orders_serial_key').on(t.serialNo),
    index('cs_service_orders_status_idx').on(t.status, t.id),
    // 首页 orders opened per week.
    index('cs_service_orders_created_idx').on(t.createdAt),
    index('cs_service_orders_owner_idx').on(t.createdBy, t.status, t.id),
    index('cs_service_orders_order_idx').on(t.orderNo),
  ],
);
