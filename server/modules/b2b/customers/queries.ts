import { and, desc, eq, getTableColumns, like, or, sql, type SQL } from 'drizzle-orm';
import { LIST_COUNT_CAP } from '@shared/api/b2b/common';
import type { CustomerFilter } from '@shared/api/b2b/customer';
import type { Db } from '../../../db/connection';
import { b2bCustomers, users } from '../../../db/schema';
import { fail } from '../../../http/errors';
import { countedListPage, direct, presentOf, type Bind } from '../../../http/preparedList';
import { conditionsOf, eqTo, matches } from '../../../db/conditions';
import type { Tx } from '../../../db/connection';
import { customerVisibility } from '../common/visibility';
import { startsWith } from '../../../db/like';

/** A customer row as the lists show it: every column plus the owner's name. */
export const customerColumns = { ...getTableColumns(b2bCustomers), salesUserName: users.name };

export const selectCustomers = (db: Db | Tx, extra?: { total: SQL<number> }) =>
  db.select({ ...customerColumns, ...extra }).from(b2bCustomers).leftJoin(users, eq(users.id, b2bCustomers.salesUserId)).$dynamic();

export type CustomerRecord = Awaited<ReturnType<ReturnType<typeof selectCustomers>['execute']>>[number];

/** The customer, when it exists and is in `owner`'s scope (see customerVisibility); otherwise 客户不存在 (never its data). */
export async function visibleCustomer(db: Db | Tx, id: number, owner: number | undefined): Promise<CustomerRecord> {
  const [row] = await selectCustomers(db).where(and(eq(b2bCustomers.id, id), customerVisibility.where(owner)));
  if (!row) throw fail.notFound('客户不存在');
  return row;
}


const c = b2bCustomers;

/** A customer name filter (here and in 账期统计), bound twice: a lower-case prefix of the name and an exact code. */
export const customerNameValues = (name: string | undefined) => ({
  namePrefix: name ? startsWith(name.toLowerCase()) : undefined,
  nameCode: name ? name.toUpperCase() : undefined,
});
type NameValues = ReturnType<typeof customerNameValues>;

/** Its one condition: a prefix through the lower(name) text_pattern_ops index, or a full code; none without a name. */
export function customerNameCondition(v: Partial<NameValues>, bind: Bind<NameValues>): SQL | undefined {
  return v.namePrefix === undefined ? undefined : or(like(sql`lower(${c.name})`, bind('namePrefix')), eq(c.code, bind('nameCode')));
}

/** The values a customer list's conditions take (prefixes ready for LIKE); undefined ones are absent. */
export const customerValues = (f: Omit<CustomerFilter, 'page' | 'limit'>, owner: number | undefined) => ({
  ...customerNameValues(f.name),
  code: f.code ? startsWith(f.code.toUpperCase()) : undefined,
  settlement: f.settlement || undefined,
  salesUserId: f.salesUserId || undefined,
  currency: f.currency || undefined,
  enabled: f.enabled ?? undefined,
  owner,
});
export type CustomerValues = ReturnType<typeof customerValues>;

const filterConditions = conditionsOf<CustomerValues>({
  code: matches(c.code),
  settlement: eqTo(c.settlement),
  salesUserId: eqTo(c.salesUserId),
  currency: eqTo(c.currency),
  enabled: eqTo(c.enabled),
  owner: (v) => customerVisibility.where(v as number),
});

/** Conditions over the present values (see preparedList.ts). */
export function customerConditions(v: Partial<CustomerValues>, bind: Bind<CustomerValues>): SQL | undefined {
  return and(customerNameCondition(v, bind), filterConditions(v, bind));
}

/** Conditions of a list built directly. */
export function customerWhere(f: Omit<CustomerFilter, 'page' | 'limit'>, owner: number | undefined): SQL | undefined {
  const v = presentOf(customerValues(f, owner));
  return customerConditions(v, direct(v as CustomerValues));
}

/** One page, newest first, with the capped total; prepared per shape. */
export function customerList(db: Db, f: CustomerFilter, owner: number | undefined) {
  const { page, limit, ...filter } = f;
  return countedListPage(db, {
    name: 'b2b_customers',
    values: customerValues(filter, owner),
    conditions: customerConditions,
    select: (extra) => selectCustomers(db, extra),
    order: [desc(c.id)],
    counted: c,
    cap: LIST_COUNT_CAP,
    page,
    limit,
    map: (r: CustomerRecord) => r,
  });
}

/** Same name, case-insensitive (the unique index is on lower(name)), other than `exceptId`. */
export async function nameTaken(db: Db, name: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: b2bCustomers.id })
    .from(b2bCustomers)
    .where(and(eq(sql`lower(${b2bCustomers.name})`, name.toLowerCase()), exceptId ? sql`${b2bCustomers.id} <> ${exceptId}` : undefined))
    .limit(1);
  return !!row;
}
