import { and, asc, desc, eq, lt, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PeriodFilter } from '@shared/api/b2b/period';
import type { Db } from '../../../db/connection';
import { b2bCustomers, b2bInvoices, users } from '../../../db/schema';
import { periodVisibility } from '../common/visibility';
import { customerNameCondition, customerNameValues } from '../customers/queries';
import type { Paging } from '../../../http/listPage';
import { direct, preparedListPage, presentOf, type Bind } from '../../../http/preparedList';

const i = b2bInvoices;
const c = b2bCustomers;

/** Sums as decimal strings with two decimals. */
const money = (expr: SQL) => sql<string>`coalesce(sum(${expr}), 0)::numeric(18,2)`.mapWith(String);
const open = sql`(${i.amount} - ${i.received})`;

/** The day the ages are as of (yyyy-MM-dd), or its bound placeholder (the prepared list binds `asOf`). */
type AsOf = string | Placeholder;

/** Outstanding money by age on `asOf`: not yet due, overdue, and overdue 1–30/31–60/61–90/>90 days. */
function ageingColumns(asOf: AsOf) {
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

/** The values a period list's conditions take (the customer name as the customer list takes it); undefined ones are absent. */
export const periodValues = (f: PeriodFilter, owner: number | undefined, asOf: string) => ({
  asOf,
  ...customerNameValues(f.customerName),
  salesUserId: f.salesUserId || undefined,
  currency: f.currency || undefined,
  owner,
  overdueOnly: f.overdueOnly || undefined,
});
export type PeriodValues = ReturnType<typeof periodValues>;

/** Live invoices of credit customers matching the present values (and the owner scope), each bound (see preparedList.ts). */
export function periodConditions(v: Partial<PeriodValues>, bind: Bind<PeriodValues>): SQL | undefined {
  return and(
    eq(i.deleted, false),
    eq(c.settlement, 'credit'),
    customerNameCondition(v, bind),
    v.salesUserId !== undefined ? eq(c.salesUserId, bind('salesUserId')) : undefined,
    v.currency !== undefined ? eq(i.currency, bind('currency')) : undefined,
    v.owner !== undefined ? periodVisibility.where(bind('owner') as number) : undefined,
    v.overdueOnly !== undefined ? overdueExists(bind('asOf')) : undefined,
  );
}

/** The same conditions built directly (totals, exports), and `extra`. */
export function periodWhere(f: PeriodFilter, owner: number | undefined, asOf: string, extra?: SQL): SQL | undefined {
  const v = presentOf(periodValues(f, owner, asOf));
  return and(periodConditions(v, direct(v as PeriodValues)), extra);
}

/** The customer has, in this invoice's currency, an invoice not fully paid past its due date. */
const overdueExists = (asOf: AsOf) =>
  sql`exists (select 1 from ${i} x where x.customer_id = ${i.customerId} and x.currency = ${i.currency} and not x.deleted and x.received < x.amount and x.due_date < ${asOf}::date)`;

/** Newest customers first, then by currency. */
export const periodOrder = [desc(c.id), asc(i.currency)];

/**
 * One row per credit customer and invoice currency (and `extra`, the total), grouped after the
 * conditions given to `where`: one grouped query over the invoices (customer_id, due_date index)
 * joined to their customer.
 */
export function selectPeriodRows(db: Db, asOf: AsOf, extra?: { total: SQL<number> }) {
  const rows = db
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
      ...extra,
    })
    .from(i)
    .innerJoin(c, eq(c.id, i.customerId))
    .leftJoin(users, eq(users.id, c.salesUserId));
  return { where: (where: SQL | undefined) => rows.where(where).groupBy(c.id, i.currency, users.name) };
}

/** The rows of `selectPeriodRows` built directly, ordered (exports add `extra`, a keyset condition). */
export function periodRows(db: Db, f: PeriodFilter, owner: number | undefined, asOf: string, extra?: SQL) {
  return selectPeriodRows(db, asOf)
    .where(periodWhere(f, owner, asOf, extra))
    .orderBy(...periodOrder)
    .$dynamic();
}

/** How many customer × currency groups match `where`, as a scalar subquery (the invoices and customers read anew). */
const groupCountSql = (where: SQL | undefined) =>
  sql<number>`(select count(*) from (select 1 from ${i} inner join ${c} on ${eq(c.id, i.customerId)} where ${where} group by ${c.id}, ${i.currency}) groups)`;

/** period-statistics' list: one page of the groups with their exact count; prepared per shape. */
export function periodList(db: Db, q: PeriodFilter & Paging, owner: number | undefined, asOf: string) {
  const { page, limit, ...f } = q;
  return preparedListPage(db, {
    name: 'b2b_period',
    values: periodValues(f, owner, asOf),
    build: (bind, present) => {
      const where = periodConditions(present, bind);
      return { select: (extra) => selectPeriodRows(db, bind('asOf'), extra), where, order: periodOrder, total: groupCountSql(where) };
    },
    page,
    limit,
  });
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
