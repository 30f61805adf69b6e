import { boolean, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, workflowRecord } from './columns';

/** Supply chain (docs/domain/supply.md). Quantities are integers; weeks are ISO weeks `2026-W07`. */

/** 供货店铺: a store planned for, its destination warehouse, default transport mode and safety weeks. */
export const supplyStores = pgTable('supply_stores', {
  storeId: integer('store_id').primaryKey(),
  warehouseId: integer('warehouse_id').notNull(),
  transportMode: text('transport_mode').notNull(),
  safetyWeeks: integer('safety_weeks').notNull().default(2),
  enabled: boolean('enabled').notNull().default(true),
  updatedBy: integer('updated_by'),
  updatedAt: updatedAt(),
});

/** Units per carton of a SKU (suggestions are rounded up to whole cartons). */
export const supplySkuCartons = pgTable('supply_sku_cartons', {
  skuId: integer('sku_id').primaryKey(),
  cartonQty: integer('carton_qty').notNull(),
});

/** 供货计划 (supplyPlanMain): one store's plan for a week, shipped to one warehouse. */
export const supplyPlans = pgTable(
  'supply_plans',
  {
    id: serial('id').primaryKey(),
    serialNo: text('serial_no').notNull(),
    storeId: integer('store_id').notNull(),
    warehouseId: integer('warehouse_id').notNull(),
    transportMode: text('transport_mode').notNull(),
    planWeek: text('plan_week').notNull(),
    totalQty: integer('total_qty').notNull().default(0),
    remark: text('remark'),
    signedBy: integer('signed_by'),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    ...workflowRecord(),
  },
  (t) => [
    uniqueIndex('supply_plans_serial_key').on(t.serialNo),
    index('supply_plans_status_idx').on(t.status, t.id),
    index('supply_plans_owner_idx').on(t.createdBy, t.status, t.id),
  ],
);

/** A SKU of a plan with the numbers of its suggestion, frozen when the plan was made (supplyPlanDetail). */
export const supplyPlanLines = pgTable(
  'supply_plan_lines',
  {
    id: serial('id').primaryKey(),
    planId: integer('plan_id').notNull(),
    skuId: integer('sku_id').notNull(),
    demandQty: integer('demand_qty').notNull(),
    safetyQty: integer('safety_qty').notNull(),
    onHandQty: integer('on_hand_qty').notNull(),
    inTransitQty: integer('in_transit_qty').notNull(),
    cartonQty: integer('carton_qty').notNull(),
    leadWeeks: integer('lead_weeks').notNull(),
    suggestedQty: integer('suggested_qty').notNull(),
    qty: integer('qty').notNull(),
  },
  (t) => [uniqueIndex('supply_plan_lines_key').on(t.planId, t.skuId)],
);

/** 计划跟踪: one shipment of a plan line, from audit to arrival (supplyPlanTrack, supplyPlanLogisticsTrack). */
export const supplyPlanTracks = pgTable(
  'supply_plan_tracks',
  {
    id: serial('id').primaryKey(),
    serialNo: text('serial_no').notNull(),
    planId: integer('plan_id').notNull(),
    lineId: integer('line_id').notNull(),
    skuId: integer('sku_id').notNull(),
    storeId: integer('store_id').notNull(),
    warehouseId: integer('warehouse_id').notNull(),
    transportMode: text('transport_mode').notNull(),
    qty: integer('qty').notNull(),
    shipDate: date('ship_date'),
    splitFrom: integer('split_from'),
    poNo: text('po_no'),
    supplier: text('supplier'),
    carrier: text('carrier'),
    trackingNo: text('tracking_no'),
    shippedOn: date('shipped_on'),
    arrivedOn: date('arrived_on'),
    ...workflowRecord(),
  },
  (t) => [
    uniqueIndex('supply_plan_tracks_serial_key').on(t.serialNo),
    index('supply_plan_tracks_status_idx').on(t.status, t.id),
    index('supply_plan_tracks_owner_idx').on(t.createdBy, t.status, t.id),
    index('supply_plan_tracks_plan_idx').on(t.planId, t.id),
    index('supply_plan_tracks_sku_wh_idx').on(t.skuId, t.warehouseId, t.status),
  ],
);

/** A note about a SKU in a plan (supplyPlanSkuLog). */
export const supplyPlanSkuLogs = pgTable(
  'supply_plan_sku_logs',
  {
    id: serial('id').primaryKey(),
    planId: integer('plan_id').notNull(),
    skuId: integer('sku_id').notNull(),
    content: text('content').notNull(),
    createdBy: integer('created_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('supply_plan_sku_logs_plan_idx').on(t.planId, t.skuId, t.id)],
);

/** Every change of stock: purchase (a track arrived), sale, adjust (± with a reason). */
export const inventoryMovements = pgTable(
  'inventory_movements',
  {
    id: serial('id').primaryKey(),
    skuId: integer('sku_id').notNull(),
    warehouseId: integer('warehouse_id').notNull(),
    kind: text('kind').notNull(),
    qty: integer('qty').notNull(),
    movedOn: date('moved_on').notNull(),
    trackId: integer('track_id'),
    reason: text('reason'),
    createdBy: integer('created_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('inventory_movements_sku_wh_day_idx').on(t.skuId, t.warehouseId, t.movedOn), index('inventory_movements_day_idx').on(t.movedOn)],
);

/**
 * The movements of a month per SKU and warehouse, summed by kind (signed units as booked), kept in the
 * movement's transaction: PSI reads these instead of every movement.
 */
export const inventoryMonthSums = pgTable(
  'inventory_month_sums',
  {
    skuId: integer('sku_id').notNull(),
    warehouseId: integer('warehouse_id').notNull(),
    /** yyyy-MM of the movement's day. */
    month: text('month').notNull(),
    purchaseQty: integer('purchase_qty').notNull().default(0),
    saleQty: integer('sale_qty').notNull().default(0),
    adjustQty: integer('adjust_qty').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.skuId, t.warehouseId, t.month] }), index('inventory_month_sums_month_idx').on(t.month)],
);

/** Units on hand per SKU and warehouse: the sum of its movements, kept in the movement's transaction. */
export const inventoryBalances = pgTable(
  'inventory_balances',
  {
    skuId: integer('sku_id').notNull(),
    warehouseId: integer('warehouse_id').notNull(),
    qty: integer('qty').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.skuId, t.warehouseId] }), index('inventory_balances_wh_idx').on(t.warehouseId)],
);
