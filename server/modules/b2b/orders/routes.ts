import { and, asc, desc, eq, gte, inArray, isNull, lt, lte, or } from 'drizzle-orm';
import { getAllCategoryByNow, getOrderStatus, orderInfoByDeliverTime, ORDER_STATUSES, orderStatusLabels, syncOrdersByOrderNo } from '@shared/api/b2b/order';
import { b2bCategoryLimits, b2bCustomers, b2bOrders } from '../../../db/schema';
import { ApiRoutes } from '../../../http/api';
import { orderVisibility } from '../common/visibility';
import { today } from '../invoices/dates';
import { syncOrders } from '../oms';

const orderColumns = {
  id: b2bOrders.id,
  orderNo: b2bOrders.orderNo,
  customerId: b2bOrders.customerId,
  customerName: b2bCustomers.name,
  status: b2bOrders.status,
  currency: b2bOrders.currency,
  amount: b2bOrders.amount,
  items: b2bOrders.items,
  orderedAt: b2bOrders.orderedAt,
  deliveredAt: b2bOrders.deliveredAt,
  syncedAt: b2bOrders.syncedAt,
};

/** yyyy-MM-dd as the start of that day in the server's time zone. */
const startOf = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y!, m! - 1, d!);
};

/** OMS look-ups: the order status dictionary, orders delivered in a period, sync on demand, B2B categories. */
export function orderRoutes(): ApiRoutes {
  return new ApiRoutes()
    .add(getOrderStatus, async () => ORDER_STATUSES.map((value) => ({ value, label: orderStatusLabels[value] })))
    .add(orderInfoByDeliverTime, async ({ query, caller, deps }) => {
      const end = startOf(query.to);
      end.setDate(end.getDate() + 1);
      const owner = await orderVisibility.scope(caller);
      return deps.db
        .select(orderColumns)
        .from(b2bOrders)
        .leftJoin(b2bCustomers, eq(b2bCustomers.id, b2bOrders.customerId))
        .where(
          and(
            gte(b2bOrders.deliveredAt, startOf(query.from)),
            lt(b2bOrders.deliveredAt, end),
            query.customerId ? eq(b2bOrders.customerId, query.customerId) : undefined,
            orderVisibility.where(owner),
          ),
        )
        .orderBy(desc(b2bOrders.deliveredAt), desc(b2bOrders.id))
        .limit(query.limit);
    })
    .add(syncOrdersByOrderNo, async ({ query, res, deps }) => {
      res.locals.audit = true; // a GET that changes data: gate-logged
      const { synced, missing } = await syncOrders(deps, query.orderNos);
      const names = new Map(
        (synced.length
          ? await deps.db.select({ id: b2bCustomers.id, name: b2bCustomers.name }).from(b2bCustomers).where(inArray(b2bCustomers.id, synced.map((o) => o.customerId ?? 0)))
          : []
        ).map((c) => [c.id, c.name]),
      );
      return { synced: synced.map((o) => ({ ...o, customerName: (o.customerId && names.get(o.customerId)) ?? null })), missing };
    })
    .add(getAllCategoryByNow, async ({ deps }) => {
      const day = today();
      return deps.db
        .select()
        .from(b2bCategoryLimits)
        .where(and(lte(b2bCategoryLimits.validFrom, day), or(isNull(b2bCategoryLimits.validTo), gte(b2bCategoryLimits.validTo, day))))
        .orderBy(asc(b2bCategoryLimits.category));
    });
}
