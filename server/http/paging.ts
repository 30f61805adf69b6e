import { sql, type SQL } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Page } from '@shared/api/paging';
import type { Db } from '../db/connection';

/** One page of `rows` (a `$dynamic()` select with its order) and the total from `count`. */
export async function pageRows<Q extends PgSelect>(
  rows: Q,
  count: Promise<number> | PromiseLike<number>,
  { page, limit }: { page: number; limit: number },
): Promise<Page<Awaited<Q>[number]>> {
  const [list, total] = await Promise.all([rows.limit(limit).offset((page - 1) * limit), count]);
  return { total, rows: list as Awaited<Q>[number][] };
}

/**
 * Counts the rows of `table` matching `where`, but stops at `cap`: on a table of millions the
 * database reads at most cap + 1 index entries instead of every match. `capped` says there are more.
 */
export async function countUpTo(db: Db, table: PgTable, where: SQL | undefined, cap: number): Promise<{ total: number; capped: boolean }> {
  const matching = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(cap + 1)
    .as('matching');
  const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(matching);
  const n = row?.n ?? 0;
  return { total: Math.min(n, cap), capped: n > cap };
}
