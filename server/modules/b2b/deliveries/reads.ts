import { desc, eq } from 'drizzle-orm';
import { deliveryMachine } from '@shared/workflow';
import type { DeliveryDetail } from '@shared/api/b2b/delivery';
import { deliveryScreen } from '@shared/api/b2b/screens';
import type { Db } from '../../../db/connection';
import { b2bBackPayments, b2bCustomers, b2bDeliveryBackPayments, b2bOrders } from '../../../db/schema';
import { fail } from '../../../http/errors';
import { actionsFor, workflowLog, type Actor } from '../../../workflow';
import { customerVisibility, deliveryVisibility } from '../common/visibility';
import { findDelivery } from './queries';
import { activeDelivery, linkedConfirmedAmount } from './service';

const machine = deliveryMachine;
/** Customers whose orders a delivery screen user may read. */
const customers = customerVisibility.with(machine.screen);

export async function deliveryDetail(db: Db, id: number, actor: Actor, scope: number | undefined): Promise<DeliveryDetail> {
  const record = deliveryVisibility.ensure(await findDelivery(db, id), scope);
  const [backPayments, linkedAmount, log] = await Promise.all([
    db
      .select({
        id: b2bBackPayments.id,
        serialNo: b2bBackPayments.serialNo,
        currency: b2bBackPayments.currency,
        amount: b2bBackPayments.amount,
        receivedOn: b2bBackPayments.receivedOn,
        status: b2bBackPayments.status,
      })
      .from(b2bDeliveryBackPayments)
      .innerJoin(b2bBackPayments, eq(b2bBackPayments.id, b2bDeliveryBackPayments.backPaymentId))
      .where(eq(b2bDeliveryBackPayments.deliveryId, id))
      .orderBy(desc(b2bBackPayments.id)),
    linkedConfirmedAmount(db, id, record.currency),
    workflowLog(db, machine, id),
  ]);
  const canLink =
    record.status === 'pending_audit' &&
    (actor.elements.has(deliveryScreen.code('audit')) || (record.createdBy === actor.userId && actor.elements.has(deliveryScreen.code('add'))));
  return { ...record, backPayments, linkedAmount, log, actions: actionsFor(machine, record, actor), canLink };
}

export async function deliveryLog(db: Db, id: number, scope: number | undefined) {
  deliveryVisibility.ensure(await findDelivery(db, id), scope);
  return workflowLog(db, machine, id);
}

/** An order as the delivery form shows it: customer and terms, amount, items, and any active request. */
export async function orderForDelivery(db: Db, orderNo: string, actor: Actor) {
  const [row] = await db
    .select({ order: b2bOrders, customer: b2bCustomers })
    .from(b2bOrders)
    .leftJoin(b2bCustomers, eq(b2bCustomers.id, b2bOrders.customerId))
    .where(eq(b2bOrders.orderNo, orderNo));
  if (!row || (row.customer && !customers.sees(actor, row.customer.salesUserId))) throw fail.notFound(`订单 ${orderNo} 不存在`);
  const { order, customer: c } = row;
  return {
    orderNo: order.orderNo,
    status: order.status,
    currency: order.currency,
    amount: order.amount,
    items: order.items,
    orderedAt: order.orderedAt.toISOString(),
    customer: c && {
      id: c.id,
      name: c.name,
      settlement: c.settlement,
      creditDays: c.creditDays,
      creditLimit: c.creditLimit,
      currency: c.currency,
      enabled: c.enabled,
      address: c.address,
      contactName: c.contactName,
    },
    delivery: await activeDelivery(db, orderNo),
  };
}
