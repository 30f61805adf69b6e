import { and, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../../db/connection';
import { b2bCustomers, b2bOrders } from '../../../db/schema';
import type { OmsConnector, OmsOrder, OmsOrderStatus } from './connector';

/**
 * The built-in demo OMS: it serves the orders the demo seed generated, i.e. what `b2b_orders`
 * already holds, so syncing against it refreshes rows without inventing any.
 */
export function demoOmsConnector(db: Db): OmsConnector {
  const read = (where: ReturnType<typeof and>) =>
    db
      .select({ order: b2bOrders, customerCode: b2bCustomers.code })
      .from(b2bOrders)
      .leftJoin(b2bCustomers, eq(b2bCustomers.id, b2bOrders.customerId))
      .where(where)
      .then((rows) =>
        rows.map(
          ({ order, customerCode }): OmsOrder => ({
            orderNo: order.orderNo,
            customerCode,
            status: order.status as OmsOrderStatus,
            currency: order.currency,
            amount: order.amount,
            items: order.items,
            orderedAt: order.orderedAt,
            deliveredAt: order.deliveredAt,
          }),
        ),
      );
  return {
    name: 'demo',
    fetchOrders: (orderNos) => (orderNos.length ? read(and(inArray(b2bOrders.orderNo, orderNos))) : Promise.resolve([])),
    fetchDelivered: (from, to) => read(and(gte(b2bOrders.deliveredAt, from), lt(b2bOrders.deliveredAt, to))),
  };
}
