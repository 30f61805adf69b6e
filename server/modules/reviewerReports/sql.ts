import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connection';

/** Raw rows of a statement (aggregates the query builder would only obscure). */
export async function rowsOf<T>(db: Db, statement: SQL): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
}

/** `a and b and ...` of the present parts (true when none). */
export const allOf = (parts: Array<SQL | undefined | false | null | 0 | ''>): SQL => {
  const present = parts.filter((p): p is SQL => Boolean(p));
  return present.length ? sql.join(present, sql` and `) : sql`true`;
};

/** A timestamp column as the API answers it. */
export const isoOf = (v: Date | string): string => (v instanceof Date ? v : new Date(v)).toISOString();
