import { and, desc, eq, getTableColumns, like, or, sql, type SQL } from 'drizzle-orm';
import { LIST_COUNT_CAP } from '@shared/api/b2b/common';
import type { CustomerFilter } from '@shared/api/b2b/customer';
import type { Db } from '../../../db/connection';
import { b2bCustomers, users } from '../../../db/schema';
import { fail } from '../../../http/errors';
import { listPage } from '../../../http/listPage';
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


/** Name prefix through the lower(name) text_pattern_ops index; a full code matches too. */
export function customerWhere(f: Omit<CustomerFilter, 'page' | 'limit'>, owner: number | undefined): SQL | undefined {
  return and(
    f.name ? or(like(sql`lower(${b2bCustomers.name})`, startsWith(f.name.toLowerCase())), eq(b2bCustomers.code, f.name.toUpperCase())) : undefined,
    f.code ? like(b2bCustomers.code, startsWith(f.code.toUpperCase())) : undefined,
    f.settlement ? eq(b2bCustomers.settlement, f.settlement) : undefined,
    f.salesUserId ? eq(b2bCustomers.salesUserId, f.salesUserId) : undefined,
    f.currency ? eq(b2bCustomers.currency, f.currency) : undefined,
    f.enabled === null || f.enabled === undefined ? undefined : eq(b2bCustomers.enabled, f.enabled),
    customerVisibility.where(owner),
  );
}

/** One page, newest first, with the capped total. */
export function customerList(db: Db, f: CustomerFilter, owner: number | undefined) {
  const { page, limit } = f;
  return listPage(db, { select: (extra) => selectCustomers(db, extra), where: customerWhere(f, owner), order: [desc(b2bCustomers.id)], page, limit, total: { countedBeside: b2bCustomers, cap: LIST_COUNT_CAP } });
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
