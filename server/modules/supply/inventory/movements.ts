import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/connection';
import { inventoryBalances, inventoryMonthSums, inventoryMovements } from '../../../db/schema';
import { fail } from '../../../http/errors';

export interface Movement {
  skuId: number;
  warehouseId: number;
  kind: 'purchase' | 'sale' | 'adjust';
  /** Signed units. */
  qty: number;
  movedOn: string;
  trackId?: number | null;
  reason?: string | null;
  createdBy: number;
}

const MONTH_COLUMN = { purchase: 'purchaseQty', sale: 'saleQty', adjust: 'adjustQty' } as const;

/**
 * Books one movement, the balance and the month's sum it changes, in the caller's transaction: the
 * balance stays the sum of the movements, the month's sums those of its movements. Stock may not go below zero.
 */
export async function bookMovement(tx: Tx, m: Movement): Promise<{ movementId: number; qty: number }> {
  const [balance] = await tx
    .insert(inventoryBalances)
    .values({ skuId: m.skuId, warehouseId: m.warehouseId, qty: m.qty })
    .onConflictDoUpdate({ target: [inventoryBalances.skuId, inventoryBalances.warehouseId], set: { qty: sql`${inventoryBalances.qty} + ${m.qty}`, updatedAt: new Date() } })
    .returning({ qty: inventoryBalances.qty });
  if (balance!.qty < 0) throw fail.refused(`库存不足：调整后为 ${balance!.qty}，不能小于0`);
  const [row] = await tx
    .insert(inventoryMovements)
    .values({ ...m, trackId: m.trackId ?? null, reason: m.reason ?? null })
    .returning({ id: inventoryMovements.id });
  const column = MONTH_COLUMN[m.kind];
  await tx
    .insert(inventoryMonthSums)
    .values({ skuId: m.skuId, warehouseId: m.warehouseId, month: m.movedOn.slice(0, 7), [column]: m.qty })
    .onConflictDoUpdate({ target: [inventoryMonthSums.skuId, inventoryMonthSums.warehouseId, inventoryMonthSums.month], set: { [column]: sql`${inventoryMonthSums[column]} + ${m.qty}` } });
  return { movementId: row!.id, qty: balance!.qty };
}

/** Units on hand of SKUs in a warehouse. */
export async function onHand(tx: Pick<Db, 'select'>, warehouseId: number, skuIds: number[]): Promise<Map<number, number>> {
  if (!skuIds.length) return new Map();
  const rows = await tx
    .select({ skuId: inventoryBalances.skuId, qty: inventoryBalances.qty })
    .from(inventoryBalances)
    .where(and(eq(inventoryBalances.warehouseId, warehouseId), sql`${inventoryBalances.skuId} in ${skuIds}`));
  return new Map(rows.map((r) => [r.skuId, r.qty]));
}
