import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, money, rate, workflowRecord } from './columns';

/** Operations on the review programme's marketplace orders and their payments (docs/domain/review-programme.md). */

/** A refund, commission or cancellation of one detail's marketplace order (订单处理). */
export const reviewOrderOps = pgTable(
  'review_order_ops',
  {
    id: serial('id').primaryKey(),
    serialNo: text('serial_no').notNull(),
    /** refund | commission | cancel */
    type: text('type').notNull(),
    detailId: integer('detail_id').notNull(),
    /** Copied from the detail: lists filter and scope by them. */
    planOrderId: integer('plan_order_id').notNull(),
    platformId: integer('platform_id').notNull(),
    sku: text('sku').notNull(),
    /** The order the operation is about (the detail's number when raised; a cancellation clears the detail's). */
    marketOrderNo: text('market_order_no').notNull(),
    /** Refund and commission: what is owed to the reviewer; null for a cancellation. */
    amount: money('amount'),
    currency: text('currency'),
    remark: text('remark'),
    auditedBy: integer('audited_by'),
    auditedAt: timestamp('audited_at', { withTimezone: true }),
    /** Set when paid: the payment and the amount in CNY at its day's rate. */
    paymentId: integer('payment_id'),
    amountCny: money('amount_cny'),
    ...workflowRecord(),
  },
  (t) => [
    uniqueIndex('review_order_ops_serial_key').on(t.serialNo),
    // A refund, a commission and a cancellation at most once per order (deleted ones free the place).
    uniqueIndex('review_order_ops_once_key').on(t.detailId, t.marketOrderNo, t.type).where(sql`${t.status} <> 'deleted'`),
    index('review_order_ops_status_idx').on(t.status, t.id),
    index('review_order_ops_platform_idx').on(t.platformId, t.status, t.id),
    index('review_order_ops_payment_idx').on(t.paymentId),
  ],
);

/** One payment to a reviewer, covering one or more approved operations (付款处理). */
export const reviewOrderPayments = pgTable(
  'review_order_payments',
  {
    id: serial('id').primaryKey(),
    serialNo: text('serial_no').notNull(),
    /** paypal | gift_card | bank */
    method: text('method').notNull(),
    /** The PayPal e-mail, gift card or bank account paid to. */
    account: text('account').notNull(),
    transactionNo: text('transaction_no').notNull(),
    /** The sum of its operations, in their one currency. */
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    /** The exchange-rate service's rate on the pay day, and the amount at that rate. */
    rate: rate('rate').notNull(),
    rateDate: text('rate_date').notNull(),
    amountCny: money('amount_cny').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    /** Who was paid: the reviewer's e-mail when known. */
    reviewer: text('reviewer'),
    platformId: integer('platform_id').notNull(),
    remark: text('remark'),
    createdBy: integer('created_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('review_order_payments_serial_key').on(t.serialNo),
    uniqueIndex('review_order_payments_txn_key').on(t.method, t.transactionNo),
    index('review_order_payments_paid_idx').on(t.paidAt, t.id),
  ],
);
