import { and, eq, ne } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/connection';
import { fail } from '../../http/errors';

/**
 * Refuses with 409 `message` when another row of the column's table already holds `value`.
 * The unique index stays the final guard against a race; this gives the clear message.
 */
export async function assertUnique(db: Db, column: PgColumn, idColumn: PgColumn, value: string, exceptId: number | undefined, message: string) {
  const [clash] = await db
    .select({ id: idColumn })
    .from(column.table)
    .where(and(eq(column, value), exceptId === undefined ? undefined : ne(idColumn, exceptId)))
    .limit(1);
  if (clash) throw fail.conflict(message);
}
