import { boolean, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { money, updatedAt, workflowRecord } from './columns';

/** Sales planning (docs/domain/sales-planning.md). Quantities are integers; weeks are ISO weeks `2026-W07`. */

/** Actual units sold and revenue per SKU, store and ISO week: the forecasts' history and the budgets' actual. */
export const saleWeeklySales = pgTable(
  'sale_weekly_sales',
  {
    skuId: integer('sku_id').notNull(),
    storeId: integer('store_id').notNull(),
    week: text('week').notNull(),
    qty: integer('qty').notNull(),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
  },
  (t) => [primaryKey({ columns: [t.skuId, t.storeId, t.week] }), index('sale_weekly_sales_store_week_idx').on(t.storeId, t.week)],
);

/** A forecast of one SKU in one store for 12 weeks from `startWeek`; numbered per SKU and store. */
export const saleForecastVersions = pgTable(
  'sale_forecast_versions',
  {
    id: serial('id').primaryKey(),
    skuId: integer('sku_id').notNull(),
    storeId: integer('store_id').notNull(),
    versionNo: integer('version_no').notNull(),
    startWeek: text('start_week').notNull(),
    totalQty: integer('total_qty').notNull(),
    remark: text('remark'),
    auditedBy: integer('audited_by'),
    auditedAt: timestamp('audited_at', { withTimezone: true }),
    ...workflowRecord(),
  },
  (t) => [
    uniqueIndex('sale_forecast_versions_no_key').on(t.skuId, t.storeId, t.versionNo),
    index('sale_forecast_versions_status_idx').on(t.status, t.id),
    index('sale_forecast_versions_owner_idx').on(t.createdBy, t.status, t.id),
    index('sale_forecast_versions_store_idx').on(t.storeId, t.id),
  ],
);

/** The weekly quantities of a forecast version (keyed by SKU, store and ISO week for supply planning). */
export const saleForecastWeeks = pgTable(
  'sale_forecast_weeks',
  {
    versionId: integer('version_id').notNull(),
    skuId: integer('sku_id').notNull(),
    storeId: integer('store_id').notNull(),
    week: text('week').notNull(),
    qty: integer('qty').notNull(),
  },
  (t) => [primaryKey({ columns: [t.versionId, t.week] }), index('sale_forecast_weeks_sku_store_week_idx').on(t.skuId, t.storeId, t.week)],
);

/** An annual sales budget of one store (年度预算), audited by a manager. */
export const saleBudgets = pgTable(
  'sale_budgets',
  {
    id: serial('id').primaryKey(),
    serialNo: text('serial_no').notNull(),
    storeId: integer('store_id').notNull(),
    year: integer('year').notNull(),
    currency: text('currency').notNull(),
    totalQty: integer('total_qty').notNull().default(0),
    totalAmount: money('total_amount').notNull().default('0'),
    auditedBy: integer('audited_by'),
    auditedAt: timestamp('audited_at', { withTimezone: true }),
    ...workflowRecord(),
  },
  (t) => [
    uniqueIndex('sale_budgets_serial_key').on(t.serialNo),
    index('sale_budgets_store_year_idx').on(t.storeId, t.year),
    index('sale_budgets_status_idx').on(t.status, t.id),
    index('sale_budgets_owner_idx').on(t.createdBy, t.status, t.id),
  ],
);

/** One SPU's month in a budget. */
export const saleBudgetLines = pgTable(
  'sale_budget_lines',
  {
    id: serial('id').primaryKey(),
    budgetId: integer('budget_id').notNull(),
    spu: text('spu').notNull(),
    month: integer('month').notNull(),
    qty: integer('qty').notNull(),
    amount: money('amount').notNull(),
  },
  (t) => [uniqueIndex('sale_budget_lines_key').on(t.budgetId, t.spu, t.month)],
);

/** Logistics cost per kg to a destination country by a transport mode, from a day on (物流费用). */
export const saleLogisticsCosts = pgTable(
  'sale_logistics_costs',
  {
    id: serial('id').primaryKey(),
    country: text('country').notNull(),
    /** sea | air | express | rail */
    transportMode: text('transport_mode').notNull(),
    currency: text('currency').notNull(),
    costPerKg: money('cost_per_kg').notNull(),
    effectiveFrom: date('effective_from').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    updatedBy: integer('updated_by').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('sale_logistics_costs_key').on(t.country, t.transportMode, t.effectiveFrom)],
);

/** A SKU of a store under forecast (预测SKU), with the person who audits it. One row per SKU and store. */
export const saleForecastSkus = pgTable(
  'sale_forecast_skus',
  {
    id: serial('id').primaryKey(),
    skuId: integer('sku_id').notNull(),
    storeId: integer('store_id').notNull(),
    auditorId: integer('auditor_id').notNull(),
    remark: text('remark'),
    auditedAt: timestamp('audited_at', { withTimezone: true }),
    ...workflowRecord(),
  },
  (t) => [
    uniqueIndex('sale_forecast_skus_key').on(t.skuId, t.storeId),
    index('sale_forecast_skus_status_idx').on(t.status, t.id),
    index('sale_forecast_skus_owner_idx').on(t.createdBy, t.id),
  ],
);

/** An SPU of a store assigned to the operator who owns it (SPU分配); a pending replacement SPU waits for audit. */
export const saleSpuAssigns = pgTable(
  'sale_spu_assigns',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id').notNull(),
    spu: text('spu').notNull(),
    operatorId: integer('operator_id').notNull(),
    remark: text('remark'),
    /** The SPU asked for in a pending replacement, who asked and why. */
    replaceSpu: text('replace_spu'),
    replaceBy: integer('replace_by'),
    auditedBy: integer('audited_by'),
    auditedAt: timestamp('audited_at', { withTimezone: true }),
    ...workflowRecord(),
  },
  (t) => [
    uniqueIndex('sale_spu_assigns_key').on(t.storeId, t.spu),
    index('sale_spu_assigns_status_idx').on(t.status, t.id),
    index('sale_spu_assigns_operator_idx').on(t.operatorId, t.id),
  ],
);
