import { and, asc, count, desc, eq, gte, lte, sql } from 'drizzle-orm';
import { backPaymentMachine } from '@shared/workflow';
import type { BackPaymentDetail } from '@shared/api/b2b/backPayment';
import { backPaymentScreen } from '@shared/api/b2b/screens';
import type { Db } from '../../../db/connection';
import { b2bBackPaymentItems, b2bBackPayments, b2bCustomers, b2bInvoiceOrders, b2bInvoices } from '../../../db/schema';
import { fail } from '../../../http/errors';
import { actionsFor, workflowLog, type Actor } from '../../../workflow';
import { minusMoney } from '../common/money';
import { backPaymentVisibility, customerVisibility } from '../common/visibility';
import { findBackPayment, newestBackPayments, toBackPaymentRow } from './queries';

const machine = backPaymentMachine;
/** Customers whose orders and back payments a back payment screen user may read. */
const customers = customerVisibility.with(machine.screen);

export async function backPaymentDetail(db: Db, id: number, actor: Actor, scope: number | undefined): Promise<BackPaymentDetail> {
  const record = backPaymentVisibility.ensure(await findBackPayment(db, id), scope);
  const [items, log] = await Promise.all([
    db
      .select({
        invoiceId: b2bBackPaymentItems.invoiceId,
        invoiceNumber: b2bInvoices.invoiceNumber,
        amount: b2bBackPaymentItems.amount,
        invoiceAmount: b2bInvoices.amount,
        invoiceReceived: b2bInvoices.received,
        dueDate: b2bInvoices.dueDate,
      })
      .from(b2bBackPaymentItems)
      .innerJoin(b2bInvoices, eq(b2bInvoices.id, b2bBackPaymentItems.invoiceId))
      .where(eq(b2bBackPaymentItems.backPaymentId, id))
      .orderBy(asc(b2bInvoices.dueDate)),
    workflowLog(db, machine, id),
  ]);
  const editable = record.createdBy === actor.userId && ['draft', 'rejected'].includes(record.status) && actor.elements.has(backPaymentScreen.code('add'));
  return { ...record, items, log, actions: actionsFor(machine, record, actor), editable };
}

/** An order's invoice and the confirmed back payments allocated to it. */
export async function orderBackPaymentInfo(db: Db, orderNo: string, actor: Actor) {
  const [invoice] = await db
    .select({
      id: b2bInvoices.id,
      invoiceNumber: b2bInvoices.invoiceNumber,
      currency: b2bInvoices.currency,
      amount: b2bInvoices.amount,
      received: b2bInvoices.received,
      dueDate: b2bInvoices.dueDate,
      salesUserId: b2bCustomers.salesUserId,
    })
    .from(b2bInvoiceOrders)
    .innerJoin(b2bInvoices, and(eq(b2bInvoices.id, b2bInvoiceOrders.invoiceId), eq(b2bInvoices.deleted, false)))
    .innerJoin(b2bCustomers, eq(b2bCustomers.id, b2bInvoices.customerId))
    .where(eq(b2bInvoiceOrders.orderNo, orderNo));
  if (!invoice) return { orderNo, invoice: null, backPayments: [] };
  if (!customers.sees(actor, invoice.salesUserId)) throw fail.notFound('订单不存在');
  const backPayments = await db
    .select({
      id: b2bBackPayments.id,
      serialNo: b2bBackPayments.serialNo,
      receivedOn: b2bBackPayments.receivedOn,
      currency: b2bBackPayments.currency,
      allocated: b2bBackPaymentItems.amount,
      confirmedAt: b2bBackPayments.confirmedAt,
    })
    .from(b2bBackPaymentItems)
    .innerJoin(b2bBackPayments, eq(b2bBackPayments.id, b2bBackPaymentItems.backPaymentId))
    .where(and(eq(b2bBackPaymentItems.invoiceId, invoice.id), eq(b2bBackPayments.status, 'confirmed')))
    .orderBy(desc(b2bBackPayments.id));
  const { salesUserId: _, ...rest } = invoice;
  return {
    orderNo,
    invoice: { ...rest, outstanding: minusMoney(invoice.amount, invoice.received) },
    backPayments: backPayments.map((b) => ({ ...b, confirmedAt: b.confirmedAt?.toISOString() ?? null })),
  };
}

/** A customer's confirmed back payments received in [from, to], with totals per currency. */
export async function periodBackPayments(db: Db, q: { customerId: number; from: string; to: string; page: number; limit: number }, actor: Actor) {
  const [customer] = await db.select().from(b2bCustomers).where(eq(b2bCustomers.id, q.customerId));
  if (!customer || !customers.sees(actor, customer.salesUserId)) throw fail.notFound('客户不存在');
  const where = and(
    eq(b2bBackPayments.customerId, q.customerId),
    eq(b2bBackPayments.status, 'confirmed'),
    gte(b2bBackPayments.receivedOn, q.from),
    lte(b2bBackPayments.receivedOn, q.to),
  );
  const [totals, rows] = await Promise.all([
    db
      .select({
        currency: b2bBackPayments.currency,
        amount: sql<string>`sum(${b2bBackPayments.amount})::numeric(18,2)::text`,
        amountCny: sql<string>`sum(${b2bBackPayments.amountCny})::numeric(18,2)::text`,
        count: count().mapWith(Number),
      })
      .from(b2bBackPayments)
      .where(where)
      .groupBy(b2bBackPayments.currency)
      .orderBy(b2bBackPayments.currency),
    newestBackPayments(db, where)
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
  ]);
  return {
    customerId: customer.id,
    customerName: customer.name,
    totals,
    total: totals.reduce((n, t) => n + t.count, 0),
    rows: rows.map(toBackPaymentRow),
  };
}
