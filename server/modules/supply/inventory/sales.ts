import { and, eq, inArray, sql } from 'drizzle-orm';
import { mondayOf } from '@shared/api/sales/weeks';
import type { Tx } from '../../../db/connection';
import { baseSkus, inventoryBalances, saleWeeklySales, supplyStores, warehouses } from '../../../db/schema';
import { bookMovement } from './movements';

/** One row of a weekly sales import: units sold of a SKU in a store in an ISO week (the stored value is replaced). */
export interface WeekSale {
  skuId: number;
  storeId: number;
  week: string;
  qty: number;
}

const DAY = 86_400_000;
/** A week's sales leave the warehouse on its Sunday (the week's last day), so they fall in that day's month. */
export const saleDayOf = (week: string) => new Date(mondayOf(week).getTime() + 6 * DAY).toISOString().slice(0, 10);

/**
 * Books the stock side of a weekly sales import (docs/domain/supply.md, Sales leave stock): for each row
 * of a store with a destination warehouse (a supply store), the change against the stored week
 * (new − old units) leaves that warehouse as a 销售出库 movement on the week's Sunday. Returns the rows
 * (by index) that would take stock below zero, booking nothing then; otherwise books all of them.
 */
export async function bookWeeklySales(tx: Tx, rows: WeekSale[], userId: number): Promise<Map<number, string>> {
  const storeIds = [...new Set(rows.map((r) => r.storeId))];
  if (!storeIds.length) return new Map();
  const whs = await tx
    .select({ storeId: supplyStores.storeId, warehouseId: supplyStores.warehouseId, warehouseName: warehouses.name })
    .from(supplyStores)
    .innerJoin(warehouses, eq(warehouses.id, supplyStores.warehouseId))
    .where(inArray(supplyStores.storeId, storeIds));
  const warehouseOf = new Map(whs.map((w) => [w.storeId, w]));
  const booked = rows.map((r, i) => ({ ...r, i, wh: warehouseOf.get(r.storeId) })).filter((r) => r.wh);
  if (!booked.length) return new Map();

  const stored = await tx
    .select({ skuId: saleWeeklySales.skuId, storeId: saleWeeklySales.storeId, week: saleWeeklySales.week, qty: saleWeeklySales.qty })
    .from(saleWeeklySales)
    .where(and(inArray(saleWeeklySales.storeId, storeIds), inArray(saleWeeklySales.skuId, [...new Set(booked.map((r) => r.skuId))]), inArray(saleWeeklySales.week, [...new Set(booked.map((r) => r.week))])));
  const before = new Map(stored.map((s) => [`${s.skuId}|${s.storeId}|${s.week}`, s.qty]));
  const moves = booked.map((r) => ({ ...r, out: r.qty - (before.get(`${r.skuId}|${r.storeId}|${r.week}`) ?? 0) })).filter((r) => r.out !== 0);

  // Stock may not go below zero: the units leaving each SKU and warehouse against what is on hand.
  const skuIds = [...new Set(moves.map((m) => m.skuId))];
  const onHand = skuIds.length
    ? await tx
        .select({ skuId: inventoryBalances.skuId, warehouseId: inventoryBalances.warehouseId, qty: inventoryBalances.qty, sku: baseSkus.sku })
        .from(inventoryBalances)
        .innerJoin(baseSkus, eq(baseSkus.id, inventoryBalances.skuId))
        .where(and(inArray(inventoryBalances.skuId, skuIds), sql`${inventoryBalances.warehouseId} in ${[...new Set(moves.map((m) => m.wh!.warehouseId))]}`))
    : [];
  const left = new Map(onHand.map((b) => [`${b.skuId}|${b.warehouseId}`, b.qty]));
  const reasons = new Map<number, string>();
  for (const m of moves) {
    const key = `${m.skuId}|${m.wh!.warehouseId}`;
    const now = (left.get(key) ?? 0) - m.out;
    left.set(key, now);
    if (now < 0) reasons.set(m.i, `库存不足：${m.wh!.warehouseName} 的在库数量不够这一周的销量（扣减后为 ${now}），请先核对入库或做库存调整`);
  }
  if (reasons.size) return reasons;
  for (const m of moves) {
    await bookMovement(tx, { skuId: m.skuId, warehouseId: m.wh!.warehouseId, kind: 'sale', qty: -m.out, movedOn: saleDayOf(m.week), reason: `销量指标 ${m.week}`, createdBy: userId });
  }
  return reasons;
}
