import { asc, desc, eq, like, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { baseSkus, inventoryBalances, inventoryMovements, supplyPlanTracks, users, warehouses } from '../../../db/schema';
import type { Db } from '../../../db/connection';
import { conditionsOf, eqTo, type Condition } from '../../../db/conditions';
import { startsWith } from '../../../db/like';
import { direct, presentOf } from '../../../http/preparedList';

const b = inventoryBalances;
const m = inventoryMovements;

/** What the stock lists filter on: a SKU code prefix, a warehouse, and (movements only) a kind. */
export interface StockFilter {
  sku?: string | null;
  warehouseId?: number | null;
  kind?: string | null;
}

/** The values a stock list's conditions take (the SKU prefix ready for LIKE); undefined ones are absent. */
export const stockValues = (f: StockFilter) => ({
  sku: f.sku ? startsWith(f.sku.toUpperCase()) : undefined,
  warehouseId: f.warehouseId || undefined,
  kind: f.kind || undefined,
});
export type StockValues = ReturnType<typeof stockValues>;

/** The SKU id is one of the SKUs whose code matches the pattern. */
const skuMatches =
  (skuId: AnyPgColumn): Condition =>
  (v) =>
    sql`${skuId} in (select ${baseSkus.id} from ${baseSkus} where ${like(baseSkus.sku, v as string)})`;

export const balanceConditions = conditionsOf<StockValues>({ sku: skuMatches(b.skuId), warehouseId: eqTo(b.warehouseId) });
export const movementConditions = conditionsOf<StockValues>({ sku: skuMatches(m.skuId), warehouseId: eqTo(m.warehouseId), kind: eqTo(m.kind) });

/** The conditions of a stock list built directly. */
export function stockWhere(conditions: typeof balanceConditions, f: StockFilter): SQL | undefined {
  const v = presentOf(stockValues(f));
  return conditions(v, direct(v as StockValues));
}

/** Balances per SKU and warehouse, with their names. */
export const selectBalances = (db: Db, extra?: { total: SQL<number> }) =>
  db
    .select({ skuId: b.skuId, sku: baseSkus.sku, skuName: baseSkus.name, warehouseId: b.warehouseId, warehouseName: warehouses.name, qty: b.qty, updatedAt: b.updatedAt, ...extra })
    .from(b)
    .innerJoin(baseSkus, eq(baseSkus.id, b.skuId))
    .innerJoin(warehouses, eq(warehouses.id, b.warehouseId))
    .$dynamic();
type Balance = Awaited<ReturnType<ReturnType<typeof selectBalances>['execute']>>[number];
export const toBalanceRow = (r: Balance) => ({ ...r, updatedAt: r.updatedAt.toISOString() });
export const balanceOrder = [asc(b.skuId), asc(b.warehouseId)];

/** Movements with SKU, warehouse, track and creator. */
export const selectMovements = (db: Db, extra?: { total: SQL<number> }) =>
  db
    .select({
      id: m.id, sku: baseSkus.sku, warehouseName: warehouses.name, kind: m.kind, qty: m.qty, movedOn: m.movedOn,
      trackSerialNo: supplyPlanTracks.serialNo, reason: m.reason, creatorName: users.name, createdAt: m.createdAt,
      ...extra,
    })
    .from(m)
    .innerJoin(baseSkus, eq(baseSkus.id, m.skuId))
    .innerJoin(warehouses, eq(warehouses.id, m.warehouseId))
    .leftJoin(supplyPlanTracks, eq(supplyPlanTracks.id, m.trackId))
    .leftJoin(users, eq(users.id, m.createdBy))
    .$dynamic();
type Movement = Awaited<ReturnType<ReturnType<typeof selectMovements>['execute']>>[number];
export const toMovementRow = (r: Movement) => ({ ...r, createdAt: r.createdAt.toISOString() });
export const movementOrder = [desc(m.id)];
