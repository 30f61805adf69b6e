import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, money, rate, updatedAt, workflowRecord } from './columns';

/** Promotion expenses (docs/domain/promotion.md): account companies, limits, the spend ledger, reimbursements. */

/** 账户公司: the company and account paying promotion costs on one platform. */
export const promotionAccountCompanies = pgTable(
  'promotion_account_companies',
  {
    id: serial('id').primaryKey(),
    platformId: integer('platform_id').notNull(),
    companyName: text('company_name').notNull(),
    account: text('account').notNull(),
    currency: text('currency').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    remark: text('remark'),
    createdBy: integer('created_by').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('promotion_account_companies_account_key').on(t.platformId, t.account), index('promotion_account_companies_platform_idx').on(t.platformId, t.enabled)],
);

/** 产品费用限额: the most promotion money (CNY) one SKU or SPU may take in one month. */
export const promotionProductLimits = pgTable(
  'promotion_product_limits',
  {
    id: serial('id').primaryKey(),
    /** sku | spu */
    targetKind: text('target_kind').notNull(),
    /** The SKU or SPU code, upper case. */
    code: text('code').notNull(),
    /** yyyy-MM */
    month: text('month').notNull(),
    amountCny: money('amount_cny').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    remark: text('remark'),
    createdBy: integer('created_by').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('promotion_product_limits_key').on(t.targetKind, t.code, t.month), index('promotion_product_limits_month_idx').on(t.month)],
);

/** 费率限额: the most promotion cost may be as a share of sales on one platform for one category. */
export const promotionRateLimits = pgTable(
  'promotion_rate_limits',
  {
    id: serial('id').primaryKey(),
    platformId: integer('platform_id').notNull(),
    categoryId: integer('category_id').notNull(),
    /** A share, e.g. 0.1500 = 15%. */
    maxRate: numeric('max_rate', { precision: 8, scale: 4 }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    remark: text('remark'),
    createdBy: integer('created_by').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('promotion_rate_limits_key').on(t.platformId, t.categoryId)],
);

/**
 * The spend ledger: what submitted claims and promotion items spend, per platform, SKU and month, in
 * CNY. Limits are checked against it; a rejected or deleted source takes its rows away.
 */
export const promotionSpends = pgTable(
  'promotion_spends',
  {
    id: serial('id').primaryKey(),
    /** claim | item */
    sourceKind: text('source_kind').notNull(),
    sourceId: integer('source_id').notNull(),
    platformId: integer('platform_id').notNull(),
    skuId: integer('sku_id'),
    spu: text('spu'),
    /** The SKU's category and its parents (level 3, 2, 1), or the category named. */
    categoryIds: integer('category_ids').array().notNull().default(sql`'{}'::int[]`),
    /** yyyy-MM */
    month: text('month').notNull(),
    amountCny: money('amount_cny').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('promotion_spends_source_idx').on(t.sourceKind, t.sourceId), index('promotion_spends_month_idx').on(t.month, t.platformId), index('promotion_spends_sku_idx').on(t.skuId, t.month)],
);

/** 报销: a claim for promotion costs a staff member paid, approved then paid by the cashier. */
export const promotionClaims = pgTable(
  'promotion_claims',
  {
    id: serial('id').primaryKey(),
    serialNo: text('serial_no').notNull(),
    platformId: integer('platform_id').notNull(),
    accountCompanyId: integer('account_company_id').notNull(),
    promoteType: text('promote_type').notNull(),
    /** yyyy-MM: the month the costs belong to. */
    month: text('month').notNull(),
    purpose: text('purpose').notNull(),
    totalCny: money('total_cny').notNull().default('0'),
    /** What was over a limit at submission (checkPromotionLimits' answer), and the claimant's reason. */
    overLimit: boolean('over_limit').notNull().default(false),
    overDetail: text('over_detail'),
    overReason: text('over_reason'),
    overBy: integer('over_by'),
    overAt: timestamp('over_at', { withTimezone: true }),
    managerBy: integer('manager_by'),
    managerAt: timestamp('manager_at', { withTimezone: true }),
    financeBy: integer('finance_by'),
    financeAt: timestamp('finance_at', { withTimezone: true }),
    paymentId: integer('payment_id'),
    ...workflowRecord(),
  },
  (t) => [
    uniqueIndex('promotion_claims_serial_key').on(t.serialNo),
    index('promotion_claims_status_idx').on(t.status, t.id),
    index('promotion_claims_owner_idx').on(t.createdBy, t.status, t.id),
    index('promotion_claims_platform_idx').on(t.platformId, t.id),
    index('promotion_claims_payment_idx').on(t.paymentId),
    index('promotion_claims_serial_c_idx').on(sql`(${t.serialNo} collate "C")`),
  ],
);

/** One receipt line of a claim: amount in its currency, the rate of its day, CNY. */
export const promotionClaimLines = pgTable(
  'promotion_claim_lines',
  {
    id: serial('id').primaryKey(),
    claimId: integer('claim_id').notNull(),
    lineNo: integer('line_no').notNull(),
    skuId: integer('sku_id'),
    description: text('description').notNull(),
    spentOn: date('spent_on', { mode: 'string' }).notNull(),
    currency: text('currency').notNull(),
    amount: money('amount').notNull(),
    exchangeRate: rate('exchange_rate').notNull(),
    rateDate: date('rate_date', { mode: 'string' }).notNull(),
    amountCny: money('amount_cny').notNull(),
    /** Receipts: stored files (files module). */
    fileIds: integer('file_ids').array().notNull().default(sql`'{}'::int[]`),
  },
  (t) => [index('promotion_claim_lines_claim_idx').on(t.claimId, t.lineNo), index('promotion_claim_lines_sku_idx').on(t.skuId)],
);

/** 出纳付款: one payment of several approved claims from one company account. */
export const promotionPayments = pgTable(
  'promotion_payments',
  {
    id: serial('id').primaryKey(),
    serialNo: text('serial_no').notNull(),
    /** A pay account of 公司收款账户 (b2b_company_banks). */
    paidFromBankId: integer('paid_from_bank_id').notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    bankReference: text('bank_reference').notNull(),
    totalCny: money('total_cny').notNull(),
    /** What left the paying account, in its currency: the claims' CNY converted at `exchange_rate` (1 unit = rate CNY) of `rate_date`. */
    currency: text('currency').notNull().default('CNY'),
    amount: money('amount').notNull().default('0'),
    exchangeRate: rate('exchange_rate').notNull().default('1'),
    rateDate: date('rate_date', { mode: 'string' }),
    claimCount: integer('claim_count').notNull(),
    paidBy: integer('paid_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('promotion_payments_serial_key').on(t.serialNo), index('promotion_payments_paid_on_idx').on(t.paidOn, t.id)],
);
