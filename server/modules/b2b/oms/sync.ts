import { inArray } from 'drizzle-orm';
import type { Db } from '../../../db/connection';
import { fromExcluded } from '../../../db/excluded';
import { b2bCustomers, b2bOrders } from '../../../db/schema';
import type { AppDeps } from '../../../deps';
import type { OmsOrder } from './connector';
import { omsConnector } from './registry';

type OrderRecord = typeof b2bOrders.$inferSelect;

/** Writes OMS orders into `b2b_orders` (insert or update by order number) in one statement. */
export async function upsertOrders(db: Db, orders: OmsOrder[]): Promise<OrderRecord[]> {
  if (!orders.length) return [];
  const codes = [...new Set(orders.map((o) => o.customerCode).filter((c): c is string => !!c))];
  const customers = codes.length
    ? await db.select({ id: b2bCustomers.id, code: b2bCustomers.code }).from(b2bCustomers).where(inArray(b2bCustomers.code, codes))
    : [];
  const idOf = new Map(customers.map((c) => [c.code, c.id]));
  const now = new Date();
  return db
    .insert(b2bOrders)
    .values(
      orders.map((o) => ({
        orderNo: o.orderNo,
        customerId: o.customerCode ? (idOf.get(o.customerCode) ?? null) : null,
        status: o.status,
        currency: o.currency,
        amount: o.amount,
        items: o.items,
        orderedAt: o.orderedAt,
        deliveredAt: o.deliveredAt,
        syncedAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: b2bOrders.orderNo,
      set: fromExcluded(b2bOrders, ['customerId', 'status', 'currency', 'amount', 'items', 'orderedAt', 'deliveredAt', 'syncedAt']),
    })
    .returning();
}

/** Pulls the named orders from the OMS now; answers what was stored and the numbers the OMS does not know. */
export async function syncOrders(deps: AppDeps, orderNos: string[]): Promise<{ synced: OrderRecord[]; missing: string[] }> {
  const fetched = await omsConnector(deps).fetchOrders(orderNos);
  const wanted = new Set(orderNos);
  const synced = await upsertOrders(deps.db, fetched.filter((o) => wanted.has(o.orderNo)));
  const found = new Set(synced.map((o) => o.orderNo));
  return { synced, missing: orderNos.filter((n) => !found.has(n)) };
}

/** Pulls the orders delivered in [from, to) (for a scheduled job); answers how many were stored. */
export async function syncDelivered(deps: AppDeps, from: Date, to: Date): Promise<number> {
  const fetched = await omsConnector(deps).fetchDelivered(from, to);
  let stored = 0;
  for (let i = 0; i < fetched.length; i += 1000) stored += (await upsertOrders(deps.db, fetched.slice(i, i + 1000))).length;
  return stored;
}
