import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, money, rate, workflowRecord } from './columns';

/** Promotion items and other costs (docs/domain/promotion-items.md). */

/** 推广项目: a planned promotion spend on one platform and store, approved and paid. */
export const promoteItems = pgTable(
  'promote_items',
  {
    id: serial('id').primaryKey(),
    serialNo: text('serial_no').notNull(),
    name: text('name').notNull(),
    /** deal | ads | offsite | influencer | other */
    classify: text('classify').notNull(),
    platformId: integer('platform_id').notNull(),
    storeId: integer('store_id').notNull(),
    /** An account company of the platform (promo-claims' finance account companies). */
    accountCompanyId: integer('account_company_id').notNull(),
    /** Base SKU ids (1..50); the cost is divided equally among them. */
    skuIds: integer('sku_ids').array().notNull(),
    currency: text('currency').notNull(),
    amount: money('amount').notNull(),
    exchangeRate: rate('exchange_rate').notNull(),
    amountCny: money('amount_cny').notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    description: text('description'),
    /** CNY over the limit when last submitted (0: within limits). */
    overAmount: money('over_amount').notNull().default('0'),
    overLimitName: text('over_limit_name'),
    overReason: text('over_reason'),
    limitApprovedBy: integer('limit_approved_by'),
    limitApprovedAt: timestamp('limit_approved_at', { withTimezone: true }),
    approvedBy: integer('approved_by'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    paidDate: date('paid_date', { mode: 'string' }),
    paidReference: text('paid_reference'),
    payRemark: text('pay_remark'),
    paidBy: integer('paid_by'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    ...workflowRecord(),
  },
  (t) => [
    uniqueIndex('promote_items_serial_key').on(t.serialNo),
    index('promote_items_status_idx').on(t.status, t.id),
    index('promote_items_owner_idx').on(t.createdBy, t.status, t.id),
    index('promote_items_period_idx').on(t.periodStart, t.periodEnd),
  ],
);

/** 其他上报: a promotion cost of a month that is not an item nor a claim. */
export const promoteOtherCosts = pgTable(
  'promote_other_costs',
  {
    id: serial('id').primaryKey(),
    platformId: integer('platform_id').notNull(),
    storeId: integer('store_id').notNull(),
    classify: text('classify').notNull(),
    /** yyyy-MM */
    month: text('month').notNull(),
    currency: text('currency').notNull(),
    amount: money('amount').notNull(),
    exchangeRate: rate('exchange_rate').notNull(),
    amountCny: money('amount_cny').notNull(),
    remark: text('remark'),
    createdBy: integer('created_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('promote_other_costs_month_idx').on(t.month)],
);
