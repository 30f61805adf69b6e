import { and, desc, eq, gte, like, lte, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { LIST_COUNT_CAP } from '@shared/api/b2b/common';
import type { InvoiceFilter, InvoiceStatus } from '@shared/api/b2b/invoice';
import type { Db, Tx } from '../../../db/connection';
import { b2bCustomers, b2bInvoiceOrders, b2bInvoices, users } from '../../../db/schema';
import { conditionsOf, eqTo } from '../../../db/conditions';
import { countedListPage, direct, presentOf, type Bind } from '../../../http/preparedList';
import { customerVisibility, invoiceVisibility } from '../common/visibility';
import { today } from './dates';
import { qualified } from '../../../db/qualified';
import { startsWith } from '../../../db/like';

const i = b2bInvoices;
const creator = alias(users, 'invoice_creator');

const unpaid = sql`${i.received} < ${i.amount}`;
/** The day the statuses are as of: a date, or its bound placeholder (the prepared list binds `asOf`). */
type AsOf = string | Placeholder;
const PLACEHOLDER_AS_OF = sql.placeholder('asOf');
const pastDue = (asOf: AsOf) => sql`${i.dueDate} < ${asOf}::date`;

/** The derived status, in the order paid > overdue > partly > unpaid (docs/domain/b2b.md, Invoice). */
const statusOf = (asOf: AsOf) =>
  sql<InvoiceStatus>`case when ${i.received} >= ${i.amount} then 'paid' when ${pastDue(asOf)} then 'overdue' when ${i.received} > 0 then 'partly' else 'unpaid' end`;

const statusIs: Record<InvoiceStatus, (asOf: AsOf) => SQL> = {
  paid: () => sql`${i.received} >= ${i.amount}`,
  overdue: (asOf) => sql`${unpaid} and ${pastDue(asOf)}`,
  partly: (asOf) => sql`${i.received} > 0 and ${unpaid} and not ${pastDue(asOf)}`,
  unpaid: (asOf) => sql`${i.received} = 0 and not ${pastDue(asOf)}`,
};

/** An invoice row as every list shows it, as of the day `asOf`. */
export const invoiceColumns = (asOf: AsOf) => ({
  id: i.id,
  invoiceNumber: i.invoiceNumber,
  customerId: i.customerId,
  customerCode: b2bCustomers.code,
  customerName: b2bCustomers.name,
  currency: i.currency,
  amount: i.amount,
  taxRate: i.taxRate,
  taxAmount: i.taxAmount,
  received: i.received,
  outstanding: sql<string>`(${i.amount} - ${i.received})::numeric(18,2)`.mapWith(String),
  invoiceDate: i.invoiceDate,
  dueDate: i.dueDate,
  status: statusOf(asOf),
  overdueDays: sql<number>`case when ${unpaid} and ${pastDue(asOf)} then ${asOf}::date - ${i.dueDate} else 0 end`.mapWith(Number),
  orderNos: sql<string[]>`array(select o.order_no from ${b2bInvoiceOrders} o where o.invoice_id = ${qualified(i.id)} order by o.order_no)`,
  remark: i.remark,
  createdByName: creator.name,
  createdAt: i.createdAt,
});

export const selectInvoices = (db: Db | Tx, asOf: AsOf = today(), extra?: { total: SQL<number> }) =>
  db
    .select({ ...invoiceColumns(asOf), ...extra })
    .from(i)
    .innerJoin(b2bCustomers, eq(b2bCustomers.id, i.customerId))
    .leftJoin(creator, eq(creator.id, i.createdBy));

export type InvoiceRecord = Awaited<ReturnType<ReturnType<typeof selectInvoices>['execute']>>[number];

/** The values an invoice list's conditions take (a status is present as its own flag); undefined ones are absent. */
export const invoiceValues = (f: Omit<InvoiceFilter, 'page' | 'limit'>, owner: number | undefined, asOf: string) => ({
  asOf,
  owner,
  customerId: f.customerId || undefined,
  invoiceNumber: f.invoiceNumber ? startsWith(f.invoiceNumber) : undefined,
  dateFrom: f.dateFrom || undefined,
  dateTo: f.dateTo || undefined,
  paid: f.status === 'paid' || undefined,
  overdue: f.status === 'overdue' || undefined,
  partly: f.status === 'partly' || undefined,
  unpaid: f.status === 'unpaid' || undefined,
});
export type InvoiceValues = ReturnType<typeof invoiceValues>;
const STATUSES = ['paid', 'overdue', 'partly', 'unpaid'] as const;

/** Conditions over the present values (see preparedList.ts): deleted invoices are never listed. */
export function invoiceConditions(v: Partial<InvoiceValues>, bind: Bind<InvoiceValues>): SQL | undefined {
  const asOf = bind('asOf') as AsOf;
  return and(
    eq(i.deleted, false),
    v.customerId !== undefined ? eq(i.customerId, bind('customerId')) : undefined,
    v.invoiceNumber !== undefined ? like(i.invoiceNumber, bind('invoiceNumber')) : undefined,
    v.dateFrom !== undefined ? gte(i.invoiceDate, bind('dateFrom')) : undefined,
    v.dateTo !== undefined ? lte(i.invoiceDate, bind('dateTo')) : undefined,
    ...STATUSES.map((status) => (v[status] !== undefined ? statusIs[status](asOf) : undefined)),
    v.owner !== undefined ? invoiceVisibility.where(bind('owner')) : undefined,
  );
}

/** The conditions of an invoice list built directly (exports). */
export function invoiceWhere(f: Omit<InvoiceFilter, 'page' | 'limit'>, owner: number | undefined, asOf: string): SQL | undefined {
  const v = presentOf(invoiceValues(f, owner, asOf));
  return invoiceConditions(v, direct(v as InvoiceValues));
}

/** b2b-invoice-list: one page newest first, with the capped total; prepared per shape. */
export function invoiceList(db: Db, f: InvoiceFilter, owner: number | undefined) {
  return countedListPage(db, {
    name: 'b2b_invoices',
    values: invoiceValues(f, owner, today()),
    conditions: invoiceConditions,
    select: (extra) => selectInvoices(db, PLACEHOLDER_AS_OF, extra),
    order: [desc(i.id)],
    page: f.page,
    limit: f.limit,
    counted: i,
    cap: LIST_COUNT_CAP,
  });
}

/** The values of a customer's invoice list: the customer, and `open` (only those with something outstanding). */
const customerInvoiceValues = (customerId: number, open: boolean | undefined) => ({ asOf: today(), customerId, open: open || undefined });
type CustomerInvoiceValues = ReturnType<typeof customerInvoiceValues>;

const customerInvoiceConditions = conditionsOf<CustomerInvoiceValues>({ customerId: eqTo(i.customerId), open: () => unpaid }, [eq(i.deleted, false)]);

/** A customer's invoices, newest first (open: only those with something outstanding); prepared per shape. */
export function invoicesOfCustomer(db: Db, customerId: number, o: { limit: number; open?: boolean }) {
  return countedListPage(db, {
    name: 'b2b_customer_invoices',
    values: customerInvoiceValues(customerId, o.open),
    conditions: customerInvoiceConditions,
    select: (extra) => selectInvoices(db, PLACEHOLDER_AS_OF, extra),
    order: [desc(i.id)],
    page: 1,
    limit: o.limit,
    counted: i,
    cap: LIST_COUNT_CAP,
  });
}

/** One invoice that is not deleted and (with `owner`) belongs to a customer of that owner. */
export async function findInvoice(db: Db | Tx, id: number, owner: number | undefined): Promise<InvoiceRecord | undefined> {
  const [row] = await selectInvoices(db).where(and(eq(i.id, id), eq(i.deleted, false), invoiceVisibility.where(owner)));
  return row;
}

/** Invoice numbers for pick lists: prefix match, newest first. */
export function invoiceNumbers(db: Db, f: { invoiceNumber?: string; customerId?: number | null; limit: number }, owner: number | undefined) {
  return db
    .select({
      id: i.id,
      invoiceNumber: i.invoiceNumber,
      customerId: i.customerId,
      customerName: b2bCustomers.name,
      currency: i.currency,
      outstanding: sql<string>`(${i.amount} - ${i.received})::numeric(18,2)`.mapWith(String),
    })
    .from(i)
    .innerJoin(b2bCustomers, eq(b2bCustomers.id, i.customerId))
    .where(
      and(
        eq(i.deleted, false),
        f.invoiceNumber ? like(i.invoiceNumber, startsWith(f.invoiceNumber)) : undefined,
        f.customerId ? eq(i.customerId, f.customerId) : undefined,
        customerVisibility.where(owner),
      ),
    )
    .orderBy(desc(i.id))
    .limit(f.limit);
}
