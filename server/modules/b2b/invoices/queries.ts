import { and, desc, eq, gte, like, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { LIST_COUNT_CAP } from '@shared/api/b2b/common';
import type { InvoiceFilter, InvoiceStatus } from '@shared/api/b2b/invoice';
import type { Db, Tx } from '../../../db/connection';
import { b2bCustomers, b2bInvoiceOrders, b2bInvoices, users } from '../../../db/schema';
import { listPage } from '../../../http/listPage';
import { customerVisibility, invoiceVisibility } from '../common/visibility';
import { today } from './dates';
import { qualified } from '../../../db/qualified';
import { startsWith } from '../../../db/like';

const i = b2bInvoices;
const creator = alias(users, 'invoice_creator');

const unpaid = sql`${i.received} < ${i.amount}`;
const pastDue = (asOf: string) => sql`${i.dueDate} < ${asOf}::date`;

/** The derived status, in the order paid > overdue > partly > unpaid (docs/domain/b2b.md, Invoice). */
const statusOf = (asOf: string) =>
  sql<InvoiceStatus>`case when ${i.received} >= ${i.amount} then 'paid' when ${pastDue(asOf)} then 'overdue' when ${i.received} > 0 then 'partly' else 'unpaid' end`;

const statusIs: Record<InvoiceStatus, (asOf: string) => SQL> = {
  paid: () => sql`${i.received} >= ${i.amount}`,
  overdue: (asOf) => sql`${unpaid} and ${pastDue(asOf)}`,
  partly: (asOf) => sql`${i.received} > 0 and ${unpaid} and not ${pastDue(asOf)}`,
  unpaid: (asOf) => sql`${i.received} = 0 and not ${pastDue(asOf)}`,
};

/** An invoice row as every list shows it, as of the day `asOf`. */
export const invoiceColumns = (asOf: string) => ({
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

export const selectInvoices = (db: Db | Tx, asOf = today()) =>
  db
    .select(invoiceColumns(asOf))
    .from(i)
    .innerJoin(b2bCustomers, eq(b2bCustomers.id, i.customerId))
    .leftJoin(creator, eq(creator.id, i.createdBy));

export type InvoiceRecord = Awaited<ReturnType<ReturnType<typeof selectInvoices>['execute']>>[number];

export function invoiceWhere(f: Omit<InvoiceFilter, 'page' | 'limit'>, owner: number | undefined, asOf: string): SQL | undefined {
  return and(
    eq(i.deleted, false),
    f.customerId ? eq(i.customerId, f.customerId) : undefined,
    f.invoiceNumber ? like(i.invoiceNumber, startsWith(f.invoiceNumber)) : undefined,
    f.dateFrom ? gte(i.invoiceDate, f.dateFrom) : undefined,
    f.dateTo ? lte(i.invoiceDate, f.dateTo) : undefined,
    f.status ? statusIs[f.status](asOf) : undefined,
    invoiceVisibility.where(owner),
  );
}

/** b2b-invoice-list: one page newest first, with the capped total. */
export function invoiceList(db: Db, f: InvoiceFilter, owner: number | undefined) {
  const asOf = today();
  const { page, limit } = f;
  return listPage(db, { select: () => selectInvoices(db, asOf), where: invoiceWhere(f, owner, asOf), order: [desc(i.id)], page, limit, total: { table: i, cap: LIST_COUNT_CAP } });
}

/** A customer's invoices, newest first (open: only those with something outstanding). */
export async function invoicesOfCustomer(db: Db, customerId: number, o: { limit: number; open?: boolean }) {
  const where = and(eq(i.deleted, false), eq(i.customerId, customerId), o.open ? unpaid : undefined);
  return listPage(db, { select: () => selectInvoices(db), where, order: [desc(i.id)], page: 1, limit: o.limit, total: { table: i, cap: LIST_COUNT_CAP } });
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
