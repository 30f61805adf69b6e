import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, money } from './columns';

/** Gifts and customer service (docs/domain/gifts.md, docs/domain/customer-service.md). */

/** 礼品仓库: where physical gifts are kept. */
export const blnGiftWarehouseManagerTable = pgTable(
  'gift_warehouses',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    remark: text('remark'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('gift_warehouses_code_key').on(t.code)],
);
export const giftWarehouses = blnGiftWarehouseManagerTable;

/** 实物礼品: one physical gift per SKU, with its unit value. */
export const giftItems = pgTable(
  'gift_items',
  {
    id: serial('id').primaryKey(),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    currency: text('currency').notNull(),
    unitValue: money('unit_value').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    remark: text('remark'),
    createdBy: integer('created_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('gift_items_sku_key').on(t.sku)],
);

/** Stock of one gift in one warehouse; the check keeps it from ever going below zero. */
export const giftStock = pgTable(
  'gift_stock',
  {
    id: serial('id').primaryKey(),
    giftId: integer('gift_id').notNull(),
    warehouseId: integer('warehouse_id').notNull(),
    quantity: integer('quantity').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('gift_stock_gift_warehouse_key').on(t.giftId, t.warehouseId), check('gift_stock_not_negative', sql`${t.quantity} >= 0`)],
);

/** Every stock change: in (purchase, return, count) or out (grant, damage, count), with the quantity after it. */
export const giftStockMoves = pgTable(
  'gift_stock_moves',
  {
    id: serial('id').primaryKey(),
    giftId: integer('gift_id').notNull(),
    warehouseId: integer('warehouse_id').notNull(),
    /** in | out */
    direction: text('direction').notNull(),
    /** purchase | return | count | grant | damage */
    reason: text('reason').notNull(),
    quantity: integer('quantity').notNull(),
    balance: integer('balance').notNull(),
    grantId: integer('grant_id'),
    remark: text('remark'),
    createdBy: integer('created_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('gift_stock_moves_gift_idx').on(t.giftId, t.id), index('gift_stock_moves_direction_idx').on(t.direction, t.id)],
);

/** 礼品卡: code and PIN encrypted at rest (AES-256-GCM); only the last four characters are kept in clear for masks. */
export const giftCards = pgTable(
  'gift_cards',
  {
    id: serial('id').primaryKey(),
    brand: text('brand').notNull(),
    currency: text('currency').notNull(),
    faceValue: money('face_value').notNull(),
    codeCipher: text('code_cipher').notNull(),
    pinCipher: text('pin_cipher'),
    /** Keyed hash of the code: the same code is never stored twice. */
    codeDigest: text('code_digest').notNull(),
    codeTail: text('code_tail').notNull(),
    /** available | used | void */
    status: text('status').notNull().default('available'),
    grantId: integer('grant_id'),
    usedBy: integer('used_by'),
    usedAt: timestamp('used_at', { withTimezone: true }),
    expiresOn: text('expires_on'),
    createdBy: integer('created_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('gift_cards_digest_key').on(t.codeDigest),
    index('gift_cards_pick_idx').on(t.brand, t.currency, t.faceValue, t.status, t.id),
    index('gift_cards_status_idx').on(t.status, t.id),
  ],
);

/** 礼品发放: a gift granted to a customer or reviewer, approved by a manager, sent, delivered or returned. */
export const giftGrants = pgTable(
  'gift_grants',
  {
    id: serial('id').primaryKey(),
    serialNo: text('serial_no').notNull(),
    recipientName: text('recipient_name').notNull(),
    recipientEmail: text('recipient_email'),
    recipientPhone: text('recipient_phone'),
    recipientAddress: text('recipient_address'),
    /** order | review | complaint | other */
    reasonType: text('reason_type').notNull(),
    reason: text('reason').notNull(),
    platform: text('platform'),
    orderNo: text('order_no'),
    /** Review-programme plan order number (linked to that programme's tables at merge). */
    planOrderNo: text('plan_order_no'),
    reviewId: integer('review_id'),
    /** card | physical */
    giftKind: text('gift_kind').notNull(),
    cardBrand: text('card_brand'),
    giftId: integer('gift_id'),
    warehouseId: integer('warehouse_id'),
    quantity: integer('quantity').notNull().default(1),
    currency: text('currency').notNull(),
    /** Card: its face value; physical: unit value x quantity. */
    value: money('value').notNull(),
    cardId: integer('card_id'),
    carrier: text('carrier'),
    trackingNo: text('tracking_no'),
    approvedBy: integer('approved_by'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    sentBy: integer('sent_by'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    status: text('status').notNull(),
    version: integer('version').notNull().default(1),
    createdBy: integer('created_by').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('gift_grants_serial_key').on(t.serialNo),
    index('gift_grants_status_idx').on(t.status, t.id),
    // 首页 gift spend: sent grants by month.
    index('gift_grants_sent_idx').on(t.status, t.sentAt),
    index('gift_grants_owner_idx').on(t.createdBy, t.status, t.id),
    index('gift_grants_order_idx').on(t.orderNo),
    index('gift_grants_tracking_idx').on(t.trackingNo),
  ],
);

/** 礼品卡信息: a card product (brand, currency, face value) the depot's codes belong to. */
export const giftCardProducts = pgTable(
  'gift_card_products',
  {
    id: serial('id').primaryKey(),
    brand: text('brand').notNull(),
    currency: text('currency').notNull(),
    faceValue: money('face_value').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    remark: text('remark'),
    createdBy: integer('created_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('gift_card_products_key').on(t.brand, t.currency, t.faceValue)],
);

/** SKU推广礼品: the gift that goes with a SKU's promotion on a platform, for a period. */
export const giftSkuPromotions = pgTable(
  'gift_sku_promotions',
  {
    id: serial('id').primaryKey(),
    sku: text('sku').notNull(),
    platform: text('platform').notNull(),
    /** card | physical */
    giftKind: text('gift_kind').notNull(),
    cardProductId: integer('card_product_id'),
    giftItemId: integer('gift_item_id'),
    /** yyyy-MM-dd, inclusive. */
    validFrom: text('valid_from').notNull(),
    validTo: text('valid_to'),
    enabled: boolean('enabled').notNull().default(true),
    remark: text('remark'),
    createdBy: integer('created_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('gift_sku_promotions_sku_idx').on(t.sku, t.platform)],
);

/** 礼品对照: a marketplace or ERP gift code and the gift of ours it stands for. */
export const giftContrasts = pgTable(
  'gift_contrasts',
  {
    id: serial('id').primaryKey(),
    /** marketplace | erp */
    source: text('source').notNull(),
    platform: text('platform').notNull().default(''),
    externalCode: text('external_code').notNull(),
    externalName: text('external_name'),
    /** card | physical */
    giftKind: text('gift_kind').notNull(),
    cardProductId: integer('card_product_id'),
    giftItemId: integer('gift_item_id'),
    enabled: boolean('enabled').notNull().default(true),
    remark: text('remark'),
    createdBy: integer('created_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('gift_contrasts_code_key').on(t.source, t.platform, t.externalCode)],
);
