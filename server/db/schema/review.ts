import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, money, updatedAt, workflowRecord } from './columns';

/** The review programme (docs/domain/review-programme.md). */

/** A SKU taking part in the programme on one platform (marketplace site), with its order volume. */
export const reviewOperationInfos = pgTable(
  'review_operation_infos',
  {
    id: serial('id').primaryKey(),
    platformId: integer('platform_id').notNull(),
    /** Upper case, a base SKU. */
    sku: text('sku').notNull(),
    asin: text('asin'),
    /** The platform's currency: plan orders of this SKU pay in it. */
    currency: text('currency').notNull(),
    operationUserId: integer('operation_user_id').notNull(),
    /** How many programme orders the SKU may have in all. */
    volume: integer('volume').notNull(),
    /** Orders already planned (plan orders committed or later, not deleted); refreshVolume recounts. */
    usedVolume: integer('used_volume').notNull().default(0),
    remark: text('remark'),
    version: integer('version').notNull().default(1),
    createdBy: integer('created_by').notNull(),
    updatedBy: integer('updated_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('review_operation_infos_platform_sku_key').on(t.platformId, t.sku),
    index('review_operation_infos_sku_idx').on(sql`${t.sku} text_pattern_ops`),
    index('review_operation_infos_user_idx').on(t.operationUserId, t.id),
  ],
);

/** The seller SKUs (MSKU) and ASINs an operation info covers on its platform. */
export const reviewOperationPlatformSkus = pgTable(
  'review_operation_platform_skus',
  {
    id: serial('id').primaryKey(),
    operationId: integer('operation_id').notNull(),
    msku: text('msku').notNull(),
    asin: text('asin'),
  },
  (t) => [uniqueIndex('review_operation_platform_skus_key').on(t.operationId, t.msku)],
);

/** A plan order: so many programme orders of one operation info, with a gift and a fee per order. */
export const reviewPlanOrders = pgTable(
  'review_plan_orders',
  {
    id: serial('id').primaryKey(),
    serialNo: text('serial_no').notNull(),
    operationId: integer('operation_id').notNull(),
    platformId: integer('platform_id').notNull(),
    sku: text('sku').notNull(),
    orderCount: integer('order_count').notNull(),
    giftName: text('gift_name').notNull(),
    giftValue: money('gift_value').notNull(),
    giftCurrency: text('gift_currency').notNull(),
    feePerOrder: money('fee_per_order').notNull(),
    feeCurrency: text('fee_currency').notNull(),
    /** What was really given, recorded by the overseas handler (saveActualGift). */
    actualGiftName: text('actual_gift_name'),
    actualGiftValue: money('actual_gift_value'),
    actualGiftCurrency: text('actual_gift_currency'),
    /** The overseas handler who runs the orders. */
    overseasUserId: integer('overseas_user_id').notNull(),
    remark: text('remark'),
    auditedBy: integer('audited_by'),
    auditedAt: timestamp('audited_at', { withTimezone: true }),
    ...workflowRecord(),
  },
  (t) => [
    uniqueIndex('review_plan_orders_serial_key').on(t.serialNo),
    index('review_plan_orders_status_idx').on(t.status, t.id),
    index('review_plan_orders_owner_idx').on(t.createdBy, t.status, t.id),
    index('review_plan_orders_platform_idx').on(t.platformId, t.id),
    index('review_plan_orders_operation_idx').on(t.operationId),
  ],
);

/** One order of a plan order: an invitation code, a reviewer's address, a marketplace order. */
export const reviewPlanOrderDetails = pgTable(
  'review_plan_order_details',
  {
    id: serial('id').primaryKey(),
    planOrderId: integer('plan_order_id').notNull(),
    /** Copied from the plan order: lists and reports filter and scope by it. */
    platformId: integer('platform_id').notNull(),
    sku: text('sku').notNull(),
    /** 1..orderCount within its plan order. */
    lineNo: integer('line_no').notNull(),
    invitationCode: text('invitation_code').notNull(),
    sendLetterStatus: text('send_letter_status').notNull().default('not_sent'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The Message-ID of the last invitation letter sent through the mail centre: a reply naming it sets 已回复. */
    letterMessageId: text('letter_message_id'),
    reviewerStatus: text('reviewer_status').notNull().default('invited'),
    reviewerEmail: text('reviewer_email'),
    marketOrderNo: text('market_order_no'),
    orderAmount: money('order_amount'),
    orderCurrency: text('order_currency'),
    /** The fee paid for this order (importOrderFee), in feeCurrency. */
    orderFee: money('order_fee'),
    feeCurrency: text('fee_currency'),
    /** The detail this one was merged into (status merged). */
    mergedIntoId: integer('merged_into_id'),
    /** Details merged into this one. */
    mergedFrom: integer('merged_from').array().notNull().default(sql`'{}'::integer[]`),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    remark: text('remark'),
    ...workflowRecord(),
  },
  (t) => [
    uniqueIndex('review_plan_order_details_code_key').on(t.invitationCode),
    uniqueIndex('review_plan_order_details_line_key').on(t.planOrderId, t.lineNo),
    index('review_plan_order_details_status_idx').on(t.status, t.id),
    index('review_plan_order_details_platform_idx').on(t.platformId, t.status, t.id),
    index('review_plan_order_details_market_order_idx').on(t.marketOrderNo),
    index('review_plan_order_details_letter_idx').on(t.letterMessageId),
    index('review_plan_order_details_created_idx').on(t.createdAt),
  ],
);

/** A reviewer's shipping address, one per detail: personal data, shown in full only to those who ship. */
export const reviewOrderAddresses = pgTable(
  'review_order_addresses',
  {
    id: serial('id').primaryKey(),
    detailId: integer('detail_id').notNull(),
    receiver: text('receiver').notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    street: text('street').notNull(),
    city: text('city').notNull(),
    region: text('region'),
    postcode: text('postcode').notNull(),
    country: text('country').notNull(),
    /** A disabled address is not offered again (queryUsableOrderAddress). */
    enabled: boolean('enabled').notNull().default(true),
    createdBy: integer('created_by').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('review_order_addresses_detail_key').on(t.detailId), index('review_order_addresses_enabled_idx').on(t.enabled, t.id)],
);
