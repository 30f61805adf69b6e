import { and, eq, gte, sql } from 'drizzle-orm';
import { MOVE_REASONS } from '@shared/api/gifts/stock';
import type { Tx } from '../../db/connection';
import { giftItems, giftStock, giftStockMoves, giftWarehouses } from '../../db/schema';
import { fail } from '../../http/errors';

export interface StockMove {
  giftId: number;
  warehouseId: number;
  quantity: number;
  reason: keyof typeof MOVE_REASONS;
  grantId?: number;
  remark?: string | null;
  userId: number;
}

async function names(tx: Tx, giftId: number, warehouseId: number) {
  const [gift] = await tx.select({ name: giftItems.name, sku: giftItems.sku, enabled: giftItems.enabled }).from(giftItems).where(eq(giftItems.id, giftId));
  if (!gift) throw fail.badRequest('实物礼品不存在');
  const [warehouse] = await tx.select({ name: giftWarehouses.name, enabled: giftWarehouses.enabled }).from(giftWarehouses).where(eq(giftWarehouses.id, warehouseId));
  if (!warehouse) throw fail.badRequest('礼品仓库不存在');
  return { gift, warehouse };
}

/** Puts units into a warehouse (purchase, return, count); the stock row appears on first use. */
export async function putStock(tx: Tx, m: StockMove): Promise<number> {
  const { warehouse } = await names(tx, m.giftId, m.warehouseId);
  if (!warehouse.enabled && m.reason !== 'return') throw fail.refused(`礼品仓库“${warehouse.name}”已停用`);
  const [row] = await tx
    .insert(giftStock)
    .values({ giftId: m.giftId, warehouseId: m.warehouseId, quantity: m.quantity })
    .onConflictDoUpdate({ target: [giftStock.giftId, giftStock.warehouseId], set: { quantity: sql`${giftStock.quantity} + ${m.quantity}`, updatedAt: new Date() } })
    .returning({ quantity: giftStock.quantity });
  await log(tx, m, 'in', row!.quantity);
  return row!.quantity;
}

/**
 * Takes units out in one conditional update: two people taking the last gift at once both reach this
 * row, the database serialises them, and the second finds too little and is refused. Never below zero.
 */
export async function takeStock(tx: Tx, m: StockMove): Promise<number> {
  const { gift, warehouse } = await names(tx, m.giftId, m.warehouseId);
  const [row] = await tx
    .update(giftStock)
    .set({ quantity: sql`${giftStock.quantity} - ${m.quantity}`, updatedAt: new Date() })
    .where(and(eq(giftStock.giftId, m.giftId), eq(giftStock.warehouseId, m.warehouseId), gte(giftStock.quantity, m.quantity)))
    .returning({ quantity: giftStock.quantity });
  if (!row) {
    const [now] = await tx.select({ quantity: giftStock.quantity }).from(giftStock).where(and(eq(giftStock.giftId, m.giftId), eq(giftStock.warehouseId, m.warehouseId)));
    throw fail.refused(`库存不足：${gift.name}（${gift.sku}）在“${warehouse.name}”当前库存 ${now?.quantity ?? 0}，需要 ${m.quantity}`);
  }
  await log(tx, m, 'out', row.quantity);
  return row.quantity;
}

async function log(tx: Tx, m: StockMove, direction: 'in' | 'out', balance: number) {
  await tx.insert(giftStockMoves).values({
    giftId: m.giftId,
    warehouseId: m.warehouseId,
    direction,
    reason: m.reason,
    quantity: m.quantity,
    balance,
    grantId: m.grantId ?? null,
    remark: m.remark ?? null,
    createdBy: m.userId,
  });
}
