import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { deliveryMachine, stateLabel } from '@shared/workflow';
import type { deliveryCreate } from '@shared/api/b2b/delivery';
import { deliveryScreen } from '@shared/api/b2b/screens';
import type { z } from 'zod';
import type { Db, Tx } from '../../../db/connection';
import { b2bBackPayments, b2bCustomers, b2bDeliveries, b2bDeliveryBackPayments, b2bInvoiceOrders, b2bInvoices, b2bOrders } from '../../../db/schema';
import { fail } from '../../../http/errors';
import { bumpVersion, recordCreated, recordEdited, type Actor, type CurrentRecord } from '../../../workflow';
import { compareMoney, sumMoney } from '../common/money';
import { nextSerial } from '../../../db/serial';
import { backPaymentVisibility, customerVisibility, deliveryVisibility } from '../common/visibility';

const machine = deliveryMachine;
/** Customers a delivery may be requested for: the user's own, or all with client or delivery viewAll. */
const customers = customerVisibility.with(machine.screen);
/** States in which an order counts as already requested for delivery. */
export const ACTIVE_DELIVERY = ['pending_audit', 'approved', 'shipped'];
/** Overdue by more than this many days blocks deliveries to a credit customer. */
const OVERDUE_BLOCK_DAYS = 30;

export async function activeDelivery(db: Db | Tx, orderNo: string) {
  const [row] = await db
    .select({ id: b2bDeliveries.id, serialNo: b2bDeliveries.serialNo, status: b2bDeliveries.status })
    .from(b2bDeliveries)
    .where(and(eq(b2bDeliveries.orderNo, orderNo), inArray(b2bDeliveries.status, ACTIVE_DELIVERY)))
    .orderBy(desc(b2bDeliveries.id))
    .limit(1);
  return row ?? null;
}

/** addDeliverGoods: a request for one order of the customer, created waiting for audit. */
export async function createDelivery(db: Db, input: z.output<typeof deliveryCreate>, actor: Actor) {
  if (!actor.elements.has(deliveryScreen.code('add'))) throw fail.forbidden();
  return db.transaction(async (tx) => {
    const [customer] = await tx.select().from(b2bCustomers).where(eq(b2bCustomers.id, input.customerId));
    if (!customer || !customers.sees(actor, customer.salesUserId)) throw fail.badRequest('客户不存在');
    if (!customer.enabled) throw fail.refused(`客户 ${customer.name} 已停用，不能申请发货`);
    // The order row is locked so two requests for one order cannot both pass the check below.
    const [order] = await tx.select().from(b2bOrders).where(eq(b2bOrders.orderNo, input.orderNo)).for('update');
    if (!order) throw fail.badRequest(`订单 ${input.orderNo} 不存在`);
    if (order.customerId !== customer.id) throw fail.badRequest(`订单 ${input.orderNo} 不属于客户 ${customer.name}`);
    if (order.status === 'cancelled') throw fail.refused(`订单 ${input.orderNo} 已取消，不能申请发货`);
    const existing = await activeDelivery(tx, input.orderNo);
    if (existing) throw fail.refused(`订单 ${input.orderNo} 已有发货申请 ${existing.serialNo}（${stateLabel(machine, existing.status)}）`);
    const serialNo = await nextSerial(tx, 'FH');
    const [{ id }] = (await tx
      .insert(b2bDeliveries)
      .values({
        serialNo,
        customerId: customer.id,
        orderNo: order.orderNo,
        currency: order.currency,
        orderAmount: order.amount,
        shipTo: input.shipTo,
        contact: input.contact,
        expectedShipDate: input.expectedShipDate,
        remark: input.remark,
        status: 'pending_audit',
        createdBy: actor.userId,
      })
      .returning({ id: b2bDeliveries.id })) as [{ id: number }];
    await recordCreated(tx, machine, id, 'pending_audit', actor);
    return { id, serialNo, status: 'pending_audit', version: 1 };
  });
}

/** Sum of the confirmed back payments linked to a delivery, in its currency. */
export async function linkedConfirmedAmount(db: Db | Tx, deliveryId: number, currency: string): Promise<string> {
  const rows = await db
    .select({ amount: b2bBackPayments.amount })
    .from(b2bDeliveryBackPayments)
    .innerJoin(b2bBackPayments, eq(b2bBackPayments.id, b2bDeliveryBackPayments.backPaymentId))
    .where(and(eq(b2bDeliveryBackPayments.deliveryId, deliveryId), eq(b2bBackPayments.status, 'confirmed'), eq(b2bBackPayments.currency, currency)));
  return sumMoney(rows.map((r) => r.amount));
}

/**
 * The audit rule (docs/domain/b2b.md): prepaid customers must have paid the order (linked confirmed
 * back payments); credit customers must stay within their limit and have nothing overdue > 30 days.
 */
export async function checkDeliveryTerms(tx: Tx, deliveryId: number): Promise<void> {
  const [delivery] = await tx.select().from(b2bDeliveries).where(eq(b2bDeliveries.id, deliveryId));
  const [customer] = await tx.select().from(b2bCustomers).where(eq(b2bCustomers.id, delivery!.customerId));
  if (!customer) throw fail.refused('客户不存在，不能审核通过');
  if (customer.settlement !== 'credit') {
    const paid = await linkedConfirmedAmount(tx, delivery!.id, delivery!.currency);
    if (compareMoney(paid, delivery!.orderAmount) < 0) throw fail.refused('回款金额不足，不能审核通过');
    return;
  }
  const [overdue] = await tx
    .select({ invoiceNumber: b2bInvoices.invoiceNumber, dueDate: b2bInvoices.dueDate })
    .from(b2bInvoices)
    .where(
      and(
        eq(b2bInvoices.customerId, customer.id),
        eq(b2bInvoices.deleted, false),
        lt(b2bInvoices.received, b2bInvoices.amount),
        lt(b2bInvoices.dueDate, sql`current_date - ${OVERDUE_BLOCK_DAYS}::integer`),
      ),
    )
    .orderBy(b2bInvoices.dueDate)
    .limit(1);
  if (overdue) throw fail.refused(`客户有逾期超过${OVERDUE_BLOCK_DAYS}天的发票（${overdue.invoiceNumber}，到期日 ${overdue.dueDate}），不能审核通过`);
  const [{ outstanding }] = (await tx
    .select({ outstanding: sql<string>`coalesce(sum(${b2bInvoices.amount} - ${b2bInvoices.received}), 0)::numeric(18,2)::text` })
    .from(b2bInvoices)
    .where(and(eq(b2bInvoices.customerId, customer.id), eq(b2bInvoices.deleted, false), eq(b2bInvoices.currency, delivery!.currency)))) as [
    { outstanding: string },
  ];
  // An order already invoiced is part of the outstanding amount: count it once.
  const [invoiced] = await tx.select({ n: b2bInvoiceOrders.invoiceId }).from(b2bInvoiceOrders).where(eq(b2bInvoiceOrders.orderNo, delivery!.orderNo));
  const exposure = sumMoney([outstanding, invoiced ? '0' : delivery!.orderAmount]);
  const limit = customer.creditLimit ?? '0';
  if (compareMoney(exposure, limit) > 0) {
    throw fail.refused(`超出信用额度，不能审核通过（未收发票 ${outstanding} + 本单 ${delivery!.orderAmount} > 额度 ${limit} ${delivery!.currency}）`);
  }
}

/** addBackPaymentFlow: the back payments linked to a delivery become exactly `backPaymentIds`. */
export async function linkBackPayments(db: Db, input: { deliveryId: number; version?: number; backPaymentIds: number[] }, actor: Actor, scope: number | undefined) {
  const auditor = actor.elements.has(deliveryScreen.code('audit'));
  if (!auditor && !actor.elements.has(deliveryScreen.code('add'))) throw fail.forbidden();
  const wanted = [...new Set(input.backPaymentIds)];
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(b2bDeliveries).where(eq(b2bDeliveries.id, input.deliveryId)).for('update');
    const delivery = deliveryVisibility.ensure(locked, scope);
    if (!auditor && delivery.createdBy !== actor.userId) throw fail.refused('只有创建人或审核人可以关联回款');
    if (delivery.status !== 'pending_audit') throw fail.refused(`该发货申请当前状态为「${stateLabel(machine, delivery.status)}」，不能关联回款`);
    const rows = wanted.length ? await tx.select().from(b2bBackPayments).where(inArray(b2bBackPayments.id, wanted)) : [];
    const found = new Map(rows.map((r) => [r.id, r]));
    for (const id of wanted) {
      const bp = found.get(id);
      if (!bp || bp.status === 'deleted' || !backPaymentVisibility.sees(actor, bp.createdBy)) throw fail.badRequest(`回款（id ${id}）不存在`);
      if (bp.customerId !== delivery.customerId) throw fail.badRequest(`回款 ${bp.serialNo} 不属于该客户`);
      if (bp.status !== 'confirmed') throw fail.badRequest(`回款 ${bp.serialNo} 尚未经财务确认，不能关联`);
      if (bp.currency !== delivery.currency) throw fail.badRequest(`回款 ${bp.serialNo} 的币种为 ${bp.currency}，与订单币种 ${delivery.currency} 不一致`);
    }
    const current = await tx
      .select({ id: b2bDeliveryBackPayments.backPaymentId, serialNo: b2bBackPayments.serialNo })
      .from(b2bDeliveryBackPayments)
      .innerJoin(b2bBackPayments, eq(b2bBackPayments.id, b2bDeliveryBackPayments.backPaymentId))
      .where(eq(b2bDeliveryBackPayments.deliveryId, delivery.id));
    const added = wanted.filter((id) => !current.some((c) => c.id === id));
    const removed = current.filter((c) => !wanted.includes(c.id));
    const record: CurrentRecord = { id: delivery.id, status: delivery.status, version: delivery.version, createdBy: delivery.createdBy };
    const version = await bumpVersion(tx, b2bDeliveries, record, input.version, machine.title);
    if (removed.length) {
      await tx
        .delete(b2bDeliveryBackPayments)
        .where(and(eq(b2bDeliveryBackPayments.deliveryId, delivery.id), inArray(b2bDeliveryBackPayments.backPaymentId, removed.map((r) => r.id))));
    }
    if (added.length) await tx.insert(b2bDeliveryBackPayments).values(added.map((backPaymentId) => ({ deliveryId: delivery.id, backPaymentId, createdBy: actor.userId })));
    const comment = [
      added.length ? `关联回款：${added.map((id) => found.get(id)!.serialNo).join('、')}` : '',
      removed.length ? `取消关联：${removed.map((r) => r.serialNo).join('、')}` : '',
    ]
      .filter(Boolean)
      .join('；');
    await recordEdited(tx, machine, record, actor, 'link', comment || '关联回款未变化');
    return { id: delivery.id, version, linked: wanted.length };
  });
}
