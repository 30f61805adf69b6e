import { and, eq, ne } from 'drizzle-orm';
import type { InvoiceBody } from '@shared/api/b2b/invoice';
import { b2bBackPaymentItems, b2bBackPayments, b2bInvoiceOrders, b2bInvoices } from '../../../db/schema';
import type { AppDeps } from '../../../deps';
import type { Caller } from '../../../http/auth/caller';
import { fail } from '../../../http/errors';
import type { Tx } from '../../../db/connection';
import { sumMoney } from '../common/money';
import { isUniqueViolation } from '../../../db/errors';
import { visibleCustomer } from '../customers/queries';
import { invoiceVisibility } from '../common/visibility';
import { taxIncluded } from './amounts';
import { addDays } from './dates';
import { invoicedElsewhere, knownOrders } from './orderCheck';
import { findInvoice } from './queries';

const NUMBER_TAKEN = (n: string) => `发票号已存在：${n}`;
const list = (items: string[]) => items.join('、');

type KnownOrder = Awaited<ReturnType<typeof knownOrders>>[number];

/** The orders must exist, belong to the customer, be in its currency and not be cancelled. */
function checkOrdersFit(orderNos: string[], known: KnownOrder[], customer: { id: number; name: string; currency: string }): void {
  const found = new Set(known.map((o) => o.orderNo));
  const unknown = orderNos.filter((n) => !found.has(n));
  if (unknown.length) throw fail.badRequest(`OMS 中没有这些订单：${list(unknown)}`);
  const foreign = known.filter((o) => o.customerId !== customer.id).map((o) => o.orderNo);
  if (foreign.length) throw fail.refused(`订单不属于客户 ${customer.name}：${list(foreign)}`);
  const otherCurrency = known.filter((o) => o.currency !== customer.currency);
  if (otherCurrency.length) {
    throw fail.refused(`订单币种与客户结算币种（${customer.currency}）不一致：${list(otherCurrency.map((o) => `${o.orderNo}（${o.currency}）`))}`);
  }
  const cancelled = known.filter((o) => o.status === 'cancelled').map((o) => o.orderNo);
  if (cancelled.length) throw fail.refused(`订单已取消，不能开票：${list(cancelled)}`);
}

/** The invoice being edited, locked; refused once money was received against it. */
async function editableInvoice(tx: Tx, id: number, owner: number | undefined) {
  const [locked] = await tx.select({ id: b2bInvoices.id }).from(b2bInvoices).where(eq(b2bInvoices.id, id)).for('update');
  const invoice = locked && (await findInvoice(tx, id, owner));
  if (!invoice) throw fail.notFound('发票不存在');
  if (Number(invoice.received) > 0) throw fail.refused(`该发票已有回款（已收 ${invoice.received} ${invoice.currency}），不能修改`);
  return invoice;
}

/** 开票 / 编辑发票 in one transaction; amounts and tax in decimal arithmetic. Answers the invoice id. */
export async function saveInvoice(deps: AppDeps, caller: Caller, body: InvoiceBody): Promise<number> {
  const editing = body.id !== undefined;
  const owner = await invoiceVisibility.scope(caller);
  const customer = await visibleCustomer(deps.db, body.customerId, owner);
  const known = await knownOrders(deps, body.orderNos);
  checkOrdersFit(body.orderNos, known, customer);
  const amount = body.amount ?? sumMoney(known.map((o) => o.amount));
  const fields = {
    invoiceNumber: body.invoiceNumber,
    customerId: customer.id,
    currency: customer.currency,
    amount,
    taxRate: body.taxRate,
    taxAmount: taxIncluded(amount, body.taxRate),
    invoiceDate: body.invoiceDate,
    dueDate: addDays(body.invoiceDate, customer.settlement === 'credit' ? customer.creditDays : 0),
    remark: body.remark,
  };
  try {
    return await deps.db.transaction(async (tx) => {
      const current = editing ? await editableInvoice(tx, body.id!, owner) : undefined;
      if (!customer.enabled && current?.customerId !== customer.id) throw fail.refused(`客户 ${customer.name} 已停用，不能开票`);
      const [sameNumber] = await tx
        .select({ id: b2bInvoices.id })
        .from(b2bInvoices)
        .where(and(eq(b2bInvoices.invoiceNumber, body.invoiceNumber), current ? ne(b2bInvoices.id, current.id) : undefined));
      if (sameNumber) throw fail.conflict(NUMBER_TAKEN(body.invoiceNumber));
      const taken = await invoicedElsewhere(tx, body.orderNos, current?.id);
      if (taken.length) throw fail.conflict(`订单已开票：${list(taken.map((t) => `${t.orderNo}（发票 ${t.invoiceNumber}）`))}`);
      const id = current
        ? (await tx.update(b2bInvoices).set({ ...fields, updatedAt: new Date() }).where(eq(b2bInvoices.id, current.id)).returning({ id: b2bInvoices.id }))[0]!.id
        : (await tx.insert(b2bInvoices).values({ ...fields, createdBy: caller.userId }).returning({ id: b2bInvoices.id }))[0]!.id;
      if (current) await tx.delete(b2bInvoiceOrders).where(eq(b2bInvoiceOrders.invoiceId, id));
      await tx.insert(b2bInvoiceOrders).values(known.map((o) => ({ invoiceId: id, orderNo: o.orderNo, amount: o.amount })));
      return id;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'b2b_invoices_number_key')) throw fail.conflict(NUMBER_TAKEN(body.invoiceNumber));
    if (isUniqueViolation(error, 'b2b_invoice_orders_order_key')) throw fail.conflict('订单已开票，请刷新后重试');
    throw error;
  }
}

/**
 * Soft delete while nothing was received and no live back payment allocates to it. The number stays
 * taken; the orders are released so they can be invoiced again.
 */
export async function deleteInvoice(deps: AppDeps, caller: Caller, id: number): Promise<void> {
  const owner = await invoiceVisibility.scope(caller);
  await deps.db.transaction(async (tx) => {
    const [locked] = await tx.select({ id: b2bInvoices.id }).from(b2bInvoices).where(eq(b2bInvoices.id, id)).for('update');
    const invoice = locked && (await findInvoice(tx, id, owner));
    if (!invoice) throw fail.notFound('发票不存在');
    if (Number(invoice.received) > 0) throw fail.refused(`该发票已有回款（已收 ${invoice.received} ${invoice.currency}），不能删除`);
    const refs = await tx
      .select({ serialNo: b2bBackPayments.serialNo })
      .from(b2bBackPaymentItems)
      .innerJoin(b2bBackPayments, eq(b2bBackPayments.id, b2bBackPaymentItems.backPaymentId))
      .where(and(eq(b2bBackPaymentItems.invoiceId, id), ne(b2bBackPayments.status, 'deleted')));
    if (refs.length) throw fail.refused(`该发票已被回款单引用，不能删除：${list(refs.map((r) => r.serialNo))}`);
    await tx.update(b2bInvoices).set({ deleted: true, updatedAt: new Date() }).where(eq(b2bInvoices.id, id));
    await tx.delete(b2bInvoiceOrders).where(eq(b2bInvoiceOrders.invoiceId, id));
  });
}
