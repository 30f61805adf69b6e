import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/connection';

/**
 * Lists: filters, order, scope, page/limit, and a total that is either counted up to a cap or read
 * from counts kept up to date elsewhere (the workflow status counts). A list answers through the
 * prepared path (preparedList.ts); `listPage` here builds the same query directly, which the tests
 * compare the prepared lists with (modules may not use it: eslint.config.js).
 */

export interface Paging {
  page: number;
  limit: number;
}

export interface ListPage<T> {
  total: number;
  /** More rows match than the total says (counted up to the cap). */
  totalCapped: boolean;
  rows: T[];
}

/** How a list knows its total. */
export type ListTotal =
  /** Counted by the database over `table` with the list's conditions, stopping after `cap` rows. */
  | { table: PgTable; cap: number }
  /** Counted the same way (exactly without `cap`) inside the rows query: one round trip; the select must add `extra`. */
  | { countedBeside: PgTable; cap?: number }
  /** Exact and maintained (e.g. `statusTotalSql`): selected beside the page's rows, in the same round trip. */
  | { beside: SQL<number> }
  /** Exact, known by the caller. */
  | { exact: number | Promise<number> };

interface Chain<R> {
  where(where: SQL | undefined): { orderBy(...order: Array<SQL | AnyPgColumn>): { limit(n: number): { offset(n: number): PromiseLike<R[]> } } };
}

interface Listed<R, T> extends Paging {
  /** Turns a database row into the answer's row (dates as text, ...). */
  map?: (row: R) => T;
}

export interface ListQuery<R, T> extends Listed<R, T> {
  /** The rows' select (joins, no conditions yet); `extra` columns are added when the total rides along. */
  select: (extra?: { total: SQL<number> }) => Chain<R>;
  where: SQL | undefined;
  order: Array<SQL | AnyPgColumn>;
  total: ListTotal;
}

/** A list whose query is built already (conditions, grouping, order): the page is cut from it; the total is known. */
export interface BuiltListQuery<R, T> extends Listed<R, T> {
  rows: { limit(n: number): { offset(n: number): PromiseLike<R[]> } };
  total: { exact: number | Promise<number> };
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

/**
 * The count of `from`'s rows matching `where` (up to cap + 1 when capped) as a scalar subquery, to
 * ride in a list's rows query. `from` is a table, or a join written as SQL (`sql\`${a} join ${b} on ...\``)
 * when the conditions name more than one table; `where` names only what `from` reads anew, so it
 * counts the same rows as `countUpTo`.
 */
export function countSql(from: PgTable | SQL, where: SQL | undefined, cap?: number): SQL<number> {
  const matching = sql`select 1 from ${from}${where ? sql` where ${where}` : sql``}`;
  return sql<number>`(select count(*) from (${matching}${cap === undefined ? sql`` : sql` limit ${cap + 1}`}) counted)`;
}

/** Rows read with a `total` column (see ListTotal), and that total. */
async function splitTotal<R>(db: Db, read: PromiseLike<Array<R & { total?: number | string }>>, total: SQL<number>, offset: number): Promise<{ n: number; rows: R[] }> {
  const rows = await read;
  // A select that drops its `extra` columns would answer a total of 0 beside a full page.
  if (rows[0] && !('total' in rows[0])) throw new Error('list select ignored its extra columns: pass `extra` to the select');
  // A page past the end has no row to carry the total: then it is asked alone.
  const n = rows[0]?.total ?? (offset === 0 ? 0 : ((await db.execute(sql`select ${total} as n`)) as unknown as { rows: Array<{ n: string | number }> }).rows[0]!.n);
  return { n: Number(n), rows: rows.map(({ total: _, ...r }) => r as R) };
}

/** The page's rows with `total` selected beside them; a total over `cap` says so. */
async function rowsWithTotal<R, T>(db: Db, q: ListQuery<R, T>, total: SQL<number>, offset: number, map: (r: R) => T, cap = Infinity): Promise<ListPage<T>> {
  const read = q.select({ total }).where(q.where).orderBy(...q.order).limit(q.limit).offset(offset) as PromiseLike<Array<R & { total: number }>>;
  const { n, rows } = await splitTotal(db, read, total, offset);
  return { total: Math.min(n, cap), totalCapped: n > cap, rows: rows.map(map) };
}

/** One page of a list with its total (see ListTotal). */
export async function listPage<R, T = R>(db: Db, q: ListQuery<R, T> | BuiltListQuery<R, T>): Promise<ListPage<T>> {
  const offset = (q.page - 1) * q.limit;
  const map = q.map ?? ((r: R) => r as unknown as T);
  if ('rows' in q) {
    const [rows, total] = await Promise.all([q.rows.limit(q.limit).offset(offset), q.total.exact]);
    return { total, totalCapped: false, rows: rows.map(map) };
  }
  const total = q.total;
  if ('beside' in total) return rowsWithTotal(db, q, total.beside, offset, map);
  if ('countedBeside' in total) return rowsWithTotal(db, q, countSql(total.countedBeside, q.where, total.cap), offset, map, total.cap);
  const [rows, count] = await Promise.all([
    q.select().where(q.where).orderBy(...q.order).limit(q.limit).offset(offset),
    'exact' in total ? Promise.resolve(total.exact).then((n) => ({ total: n, capped: false })) : countUpTo(db, total.table, q.where, total.cap),
  ]);
  return { total: count.total, totalCapped: count.capped, rows: rows.map(map) };
}

/**
 * A newest-first list read `size` rows at a time by keyset (id below the last one seen), never all at
 * once: what export tasks walk through.
 */
export async function* keysetBatches<R extends { id: number }>(fetch: (beforeId: number | undefined, size: number) => PromiseLike<R[]>, size = 1000): AsyncGenerator<R[]> {
  let beforeId: number | undefined;
  for (;;) {
    const batch = await fetch(beforeId, size);
    if (batch.length === 0) return;
    yield batch;
    if (batch.length < size) return;
    beforeId = batch[batch.length - 1]!.id;
  }
}

/** `keysetBatches`, row by row, each turned into `toRow`. */
export async function* keysetRows<R extends { id: number }, O>(fetch: (beforeId: number | undefined, size: number) => PromiseLike<R[]>, toRow: (r: R) => O, size = 1000): AsyncGenerator<O> {
  for await (const batch of keysetBatches(fetch, size)) for (const r of batch) yield toRow(r);
}
