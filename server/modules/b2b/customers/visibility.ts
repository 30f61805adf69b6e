import { and, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { screenKey } from '@shared/api/b2b/common';
import type { Db } from '../../../db/connection';
import { b2bCustomers, users } from '../../../db/schema';
import type { Caller } from '../../../http/api';
import { fail } from '../../../http/errors';
import { ownerScope } from '../common/visibility';
import type { Tx } from '../../../workflow';

/** Limits a column holding a customer id to the customers `owner` owns (no limit when undefined). */
export const ownedCustomers = (customerId: AnyPgColumn, owner: number | undefined): SQL | undefined =>
  owner === undefined ? undefined : inArray(customerId, sql`(select c.id from ${b2bCustomers} c where c.sales_user_id = ${owner})`);

/** A customer row as the lists show it: every column plus the owner's name. */
export const customerColumns = { ...getTableColumns(b2bCustomers), salesUserName: users.name };

export const selectCustomers = (db: Db | Tx) =>
  db.select(customerColumns).from(b2bCustomers).leftJoin(users, eq(users.id, b2bCustomers.salesUserId));

export type CustomerRecord = Awaited<ReturnType<ReturnType<typeof selectCustomers>['execute']>>[number];

/** The customer, when it exists and the caller may see it; otherwise 客户不存在 (never its data). */
export async function visibleCustomer(db: Db | Tx, id: number, owner: number | undefined): Promise<CustomerRecord> {
  const [row] = await selectCustomers(db).where(and(eq(b2bCustomers.id, id), owner === undefined ? undefined : eq(b2bCustomers.salesUserId, owner)));
  if (!row) throw fail.notFound('客户不存在');
  return row;
}
