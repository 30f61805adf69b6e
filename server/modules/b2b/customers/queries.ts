import { and, desc, eq, like, or, sql, type SQL } from 'drizzle-orm';
import { LIST_COUNT_CAP } from '@shared/api/b2b/common';
import type { CustomerFilter } from '@shared/api/b2b/customer';
import type { Db } from '../../../db/connection';
import { b2bCustomers } from '../../../db/schema';
import { countUpTo } from '../../../http/paging';
import { selectCustomers } from './visibility';

/** LIKE pattern for "starts with", with the wildcards of `text` escaped. */
export const startsWith = (text: string) => `${text.replace(/[\\%_]/g, '\\$&')}%`;

/** Name prefix through the lower(name) text_pattern_ops index; a full code matches too. */
export function customerWhere(f: Omit<CustomerFilter, 'page' | 'limit'>, owner: number | undefined): SQL | undefined {
  return and(
    f.name ? or(like(sql`lower(${b2bCustomers.name})`, startsWith(f.name.toLowerCase())), eq(b2bCustomers.code, f.name.toUpperCase())) : undefined,
    f.code ? like(b2bCustomers.code, startsWith(f.code.toUpperCase())) : undefined,
    f.settlement ? eq(b2bCustomers.settlement, f.settlement) : undefined,
    f.salesUserId ? eq(b2bCustomers.salesUserId, f.salesUserId) : undefined,
    f.currency ? eq(b2bCustomers.currency, f.currency) : undefined,
    f.enabled === null || f.enabled === undefined ? undefined : eq(b2bCustomers.enabled, f.enabled),
    owner === undefined ? undefined : eq(b2bCustomers.salesUserId, owner),
  );
}

/** One page, newest first, with the capped total. */
export async function customerList(db: Db, f: CustomerFilter, owner: number | undefined) {
  const where = customerWhere(f, owner);
  const [rows, count] = await Promise.all([
    selectCustomers(db)
      .where(where)
      .orderBy(desc(b2bCustomers.id))
      .limit(f.limit)
      .offset((f.page - 1) * f.limit),
    countUpTo(db, b2bCustomers, where, LIST_COUNT_CAP),
  ]);
  return { total: count.total, totalCapped: count.capped, rows };
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
