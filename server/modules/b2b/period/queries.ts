import { and, asc, desc, eq, like, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PeriodFilter } from '@shared/api/b2b/period';
import type { Db } from '../../../db/connection';
import { b2bCustomers, b2bInvoices, users } from '../../../db/schema';
import { periodVisibility } from '../common/visibility';
import { startsWith } from '../../../db/like';

const i = b2bInvoices;
const c = b2bCustomers;

/** Sums as decimal strings with two decimals. */
const money = (expr: SQL) => sql<string>`coalesce(sum(${expr}), 0)::numeric(18,2)`.mapWith(String);
const open = sql`(${i.amount} - ${i.received})`;

/** Outstanding money by age on `asOf` (yyyy-MM-dd): not yet due, overdue, and overdue 1–30/31–60/61–90/>90 days. */
function ageingColumns(asOf: string) {
  const late = sql`(${asOf}::date - ${i.dueDate})`;
  const aged = (from: number, to?: number) =>
    money(sql`case when ${late} >= ${from}${to === undefined ? sql`` : sql` and ${late} <= ${to}`} then ${open} else 0 end`);
  return {
    currency: i.currency,
    invoiceCount: sql<number>`count(*)`.mapWith(Number),
    invoiced: money(sql`${i.amount}`),
    received: money(sql`${i.received}`),
    outstanding: money(open),
    notDue: money(sql`case when ${late} <= 0 then ${open} else 0 end`),
    overdue: money(sql`case when ${late} > 0 then ${open} else 0 end`),
    overdue1to30: aged(1, 30),
    overdue31to60: aged(31, 60),
    overdue61to90: aged(61, 90),
    overdueOver90: aged(91),
  };
}

/** Live invoices of credit customers matching the filter (and the owner scope). */
function periodWhere(f: PeriodFilter, owner: number | undefined, asOf: string, extra?: SQL): SQL | undefined {
  return and(
    eq(i.deleted, false),
    eq(c.settlement, 'credit'),
    f.customerName ? or(like(sql`lower(${c.name})`, startsWith(f.customerName.toLowerCase())), eq(c.code, f.customerName.toUpperCase())) : undefined,
    f.salesUserId ? eq(c.salesUserId, f.salesUserId) : undefined,
    f.currency ? eq(i.currency, f.currency) : undefined,
    periodVisibility.where(owner),
    f.overdueOnly ? overdueExists(asOf) : undefined,
    extra,
  );
}

/** The customer has, in this invoice's currency, an invoice not fully paid past its due date. */
const overdueExists = (asOf: string) =>
  sql`exists (select 1 from ${i} x where x.customer_id = ${i.customerId} and x.currency = ${i.currency} and not x.deleted and x.received < x.amount and x.due_date < ${asOf}::date)`;

const fromInvoices = (db: Db) => db.select({ one: sql`1` }).from(i).innerJoin(c, eq(c.id, i.customerId));

/**
 * One row per credit customer and invoice currency, in one grouped query over the invoices
 * (customer_id, due_date index) joined to their customer; newest customers first.
 */
export function periodRows(db: Db, f: PeriodFilter, owner: number | undefined, asOf: string, extra?: SQL) {
  return db
    .select({
      customerId: c.id,
      customerCode: c.code,
      customerName: c.name,
      salesUserId: c.salesUserId,
      salesUserName: users.name,
      creditDays: c.creditDays,
      creditLimit: c.creditLimit,
      ...ageingColumns(asOf),
      maxOverdueDays: sql<number>`coalesce(max(case when ${i.received} < ${i.amount} and ${i.dueDate} < ${asOf}::date then ${asOf}::date - ${i.dueDate} end), 0)`.mapWith(Number),
    })
    .from(i)
    .innerJoin(c, eq(c.id, i.customerId))
    .leftJoin(users, eq(users.id, c.salesUserId))
    .where(periodWhere(f, owner, asOf, extra))
    .groupBy(c.id, i.currency, users.name)
    .orderBy(desc(c.id), asc(i.currency))
    .$dynamic();
}

/** How many rows `periodRows` has (customer × currency groups). */
export async function periodRowCount(db: Db, f: PeriodFilter, owner: number | undefined, asOf: string): Promise<number> {
  const groups = fromInvoices(db).where(periodWhere(f, owner, asOf)).groupBy(c.id, i.currency).as('groups');
  const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(groups);
  return row?.n ?? 0;
}

/** Totals per currency over the same invoices (the total row and the summary). */
export function periodTotals(db: Db, f: PeriodFilter, owner: number | undefined, asOf: string) {
  return db
    .select({ customerCount: sql<number>`count(distinct ${c.id})`.mapWith(Number), ...ageingColumns(asOf) })
    .from(i)
    .innerJoin(c, eq(c.id, i.customerId))
    .where(periodWhere(f, owner, asOf))
    .groupBy(i.currency)
    .orderBy(i.currency);
}

/** Rows of customers with id below `beforeId` (keyset paging of the export). */
export const customersBefore = (beforeId: number) => lt(c.id, beforeId);
