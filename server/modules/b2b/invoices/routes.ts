import { asc, eq, ne, and } from 'drizzle-orm';
import { idOnly } from '@shared/api/b2b/common';
import {
  addOrUpdateInvoicer,
  checkInvoiceOrder,
  deleteInvoice,
  getInvoiceNumberList,
  invoiceDetail,
  invoicePage,
  listInvoiceByCustomerId,
} from '@shared/api/b2b/invoice';
import type { Db } from '../../../db/connection';
import { b2bBackPaymentItems, b2bBackPayments, b2bInvoiceOrders, b2bOrders } from '../../../db/schema';
import { ApiRoutes } from '../../../http/api';
import { fail } from '../../../http/errors';
import { invoiceReaders, invoiceVisibility } from '../common/visibility';
import { visibleCustomer } from '../customers/queries';
import { checkOrders } from './orderCheck';
import { findInvoice, invoiceList, invoiceNumbers, invoicesOfCustomer } from './queries';
import { deleteInvoice as removeInvoice, saveInvoice } from './service';

const INVOICES_SHOWN = 500;

async function invoiceWithLinks(db: Db, id: number, owner: number | undefined) {
  const invoice = await findInvoice(db, id, owner);
  if (!invoice) throw fail.notFound('发票不存在');
  const [orders, allocations] = await Promise.all([
    db
      .select({ orderNo: b2bInvoiceOrders.orderNo, amount: b2bInvoiceOrders.amount, status: b2bOrders.status, orderedAt: b2bOrders.orderedAt })
      .from(b2bInvoiceOrders)
      .leftJoin(b2bOrders, eq(b2bOrders.orderNo, b2bInvoiceOrders.orderNo))
      .where(eq(b2bInvoiceOrders.invoiceId, id))
      .orderBy(asc(b2bInvoiceOrders.orderNo)),
    db
      .select({
        backPaymentId: b2bBackPayments.id,
        serialNo: b2bBackPayments.serialNo,
        status: b2bBackPayments.status,
        receivedOn: b2bBackPayments.receivedOn,
        amount: b2bBackPaymentItems.amount,
      })
      .from(b2bBackPaymentItems)
      .innerJoin(b2bBackPayments, eq(b2bBackPayments.id, b2bBackPaymentItems.backPaymentId))
      .where(and(eq(b2bBackPaymentItems.invoiceId, id), ne(b2bBackPayments.status, 'deleted')))
      .orderBy(asc(b2bBackPayments.id)),
  ]);
  return { ...invoice, orders, allocations };
}

/** b2b-invoice-list and the invoice look-ups of the other B2B screens. */
export function invoiceRoutes(): ApiRoutes {
  return new ApiRoutes()
    .add(invoicePage, async ({ query, caller, deps }) => invoiceList(deps.db, query, await invoiceVisibility.scope(caller)))
    .add(listInvoiceByCustomerId, async ({ query, caller, deps }) => {
      const customer = await visibleCustomer(deps.db, query.customerId, await invoiceReaders.scope(caller));
      return (await invoicesOfCustomer(deps.db, customer.id, { limit: INVOICES_SHOWN, open: query.open === true })).rows;
    })
    .add(invoiceDetail, async ({ query, caller, deps }) => invoiceWithLinks(deps.db, query.id, await invoiceReaders.scope(caller)))
    .add(checkInvoiceOrder, async ({ query, caller, deps }) =>
      checkOrders(deps, query.orderNos, query.invoiceId ?? undefined, await invoiceVisibility.scope(caller)),
    )
    .add(getInvoiceNumberList, async ({ query, caller, deps }) => invoiceNumbers(deps.db, query, await invoiceReaders.scope(caller)))
    .add(addOrUpdateInvoicer, async ({ body, caller, deps }) => {
      const id = await saveInvoice(deps, caller, body);
      return findInvoice(deps.db, id, undefined);
    })
    .add(deleteInvoice, async ({ params, caller, deps }) => {
      const { id } = idOnly('发票').parse(params);
      await removeInvoice(deps, caller, id);
      return null;
    });
}
