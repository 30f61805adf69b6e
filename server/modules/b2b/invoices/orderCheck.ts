import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/connection';
import { b2bCustomers, b2bInvoiceOrders, b2bInvoices, b2bOrders } from '../../../db/schema';
import type { AppDeps } from '../../../deps';
import { syncOrders } from '../oms';

/** The named orders as stored locally; the ones missing are pulled from the OMS first (outside any transaction). */
export async function knownOrders(deps: AppDeps, orderNos: string[]) {
  const read = () =>
    deps.db
      .select({
        orderNo: b2bOrders.orderNo,
        customerId: b2bOrders.customerId,
        customerName: b2bCustomers.name,
        salesUserId: b2bCustomers.salesUserId,
        currency: b2bOrders.currency,
        amount: b2bOrders.amount,
        status: b2bOrders.status,
      })
      .from(b2bOrders)
      .leftJoin(b2bCustomers, eq(b2bCustomers.id, b2bOrders.customerId))
      .where(inArray(b2bOrders.orderNo, orderNos));
  let rows = await read();
  if (rows.length < orderNos.length) {
    const have = new Set(rows.map((r) => r.orderNo));
    const { synced } = await syncOrders(deps, orderNos.filter((n) => !have.has(n)));
    if (synced.length) rows = await read();
  }
  return rows;
}

/** Which of the orders are already on an invoice other than `exceptInvoiceId`, and on which. */
export function invoicedElsewhere(db: Db | Tx, orderNos: string[], exceptInvoiceId?: number) {
  return db
    .select({ orderNo: b2bInvoiceOrders.orderNo, invoiceId: b2bInvoices.id, invoiceNumber: b2bInvoices.invoiceNumber })
    .from(b2bInvoiceOrders)
    .innerJoin(b2bInvoices, eq(b2bInvoices.id, b2bInvoiceOrders.invoiceId))
    .where(and(inArray(b2bInvoiceOrders.orderNo, orderNos), exceptInvoiceId ? ne(b2bInvoices.id, exceptInvoiceId) : undefined));
}

/**
 * checkInvoiceOrder: invoiced (and where), unknown to the OMS, and available to invoice. With `owner`
 * (no viewAll), orders of customers the caller does not own come without the customer's name.
 */
export async function checkOrders(deps: AppDeps, orderNos: string[], exceptInvoiceId?: number, owner?: number) {
  const [invoiced, known] = [await invoicedElsewhere(deps.db, orderNos, exceptInvoiceId), await knownOrders(deps, orderNos)];
  const taken = new Set(invoiced.map((r) => r.orderNo));
  const found = new Set(known.map((r) => r.orderNo));
  return {
    invoiced,
    unknown: orderNos.filter((n) => !found.has(n) && !taken.has(n)),
    available: known
      .filter((r) => !taken.has(r.orderNo))
      .map(({ salesUserId, ...r }) => (owner === undefined || salesUserId === owner ? r : { ...r, customerName: null })),
  };
}
