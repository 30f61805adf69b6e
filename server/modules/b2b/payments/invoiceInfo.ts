import { and, asc, eq } from 'drizzle-orm';
import type { InvoiceOrderInfo } from '@shared/api/b2b/payment';
import type { Db, Tx } from '../../../db/connection';
import { b2bCustomers, b2bInvoiceOrders, b2bInvoices, b2bOrders } from '../../../db/schema';
import { fail } from '../../../http/errors';
import { INVOICE_SCREEN } from '@shared/api/b2b/common';
import type { Actor } from '../../../workflow';
import { customerVisibility } from '../common/visibility';

/** Customers (and their invoices) a payment may name: the ones the user owns, or all with client or invoice viewAll. */
const paymentCustomers = customerVisibility.with(INVOICE_SCREEN);

/** The customer a payment names: it must exist, be visible to the actor and be enabled. */
export async function usableCustomer(tx: Db | Tx, actor: Pick<Actor, 'userId' | 'elements'>, customerId: number): Promise<{ id: number; name: string }> {
  const [c] = await tx
    .select({ id: b2bCustomers.id, name: b2bCustomers.name, enabled: b2bCustomers.enabled, salesUserId: b2bCustomers.salesUserId })
    .from(b2bCustomers)
    .where(eq(b2bCustomers.id, customerId));
  if (!c || !paymentCustomers.sees(actor, c.salesUserId)) throw fail.badRequest('客户不存在');
  if (!c.enabled) throw fail.refused(`客户“${c.name}”已停用，不能新建付款申请`);
  return c;
}

/** An invoice with its customer and the orders it covers; 发票不存在 when unknown, deleted or not visible. */
export async function invoiceOrderInfo(db: Db | Tx, actor: Pick<Actor, 'userId' | 'elements'>, invoiceNumber: string): Promise<InvoiceOrderInfo> {
  const [inv] = await db
    .select({
      invoiceId: b2bInvoices.id,
      invoiceNumber: b2bInvoices.invoiceNumber,
      customerId: b2bInvoices.customerId,
      customerName: b2bCustomers.name,
      salesUserId: b2bCustomers.salesUserId,
      currency: b2bInvoices.currency,
      amount: b2bInvoices.amount,
      received: b2bInvoices.received,
      invoiceDate: b2bInvoices.invoiceDate,
      dueDate: b2bInvoices.dueDate,
    })
    .from(b2bInvoices)
    .innerJoin(b2bCustomers, eq(b2bCustomers.id, b2bInvoices.customerId))
    .where(and(eq(b2bInvoices.invoiceNumber, invoiceNumber.trim()), eq(b2bInvoices.deleted, false)));
  if (!inv || !paymentCustomers.sees(actor, inv.salesUserId)) throw fail.notFound('发票不存在');
  const orders = await db
    .select({ orderNo: b2bInvoiceOrders.orderNo, amount: b2bInvoiceOrders.amount, currency: b2bOrders.currency, status: b2bOrders.status, orderedAt: b2bOrders.orderedAt })
    .from(b2bInvoiceOrders)
    .leftJoin(b2bOrders, eq(b2bOrders.orderNo, b2bInvoiceOrders.orderNo))
    .where(eq(b2bInvoiceOrders.invoiceId, inv.invoiceId))
    .orderBy(asc(b2bInvoiceOrders.orderNo));
  const { salesUserId: _owner, ...info } = inv;
  return { ...info, orders: orders.map((o) => ({ ...o, orderedAt: o.orderedAt?.toISOString() ?? null })) };
}
