import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/connection';
import { withCompiledRows } from '../db/rowMapper';
import { countSql, type ListPage, type Paging } from './listPage';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * The busiest lists, prepared: drizzle building a list's SQL costs more CPU than the database spends
 * answering it (bench/README.md), so a list's statement is built once per database and *shape* (which
 * of its values are present) and then only run with its values bound.
 *
 * The rule that makes this safe: `build` may branch on which values are present, never on what they
 * are; every value reaches the SQL through `param(name)`. tests/api/preparedList.test.ts compares a
 * prepared list with the same query built directly.
 */

/** A list's select as drizzle prepares it: each row with its total. */
interface SelectPrepared<R> {
  execute(values: Record<string, unknown>): Promise<Array<R & { total?: number | string }>>;
}

/** A list's statement: its rows, the total (selected beside each row) read once as `aside` (server/db/rowMapper.ts). */
interface Prepared<R> {
  execute(values: Record<string, unknown>): Promise<R[] & { aside?: unknown }>;
}

interface Chain<R> {
  where(where: SQL | undefined): {
    orderBy(...order: Array<SQL | AnyPgColumn>): { limit(n: Placeholder): { offset(n: Placeholder): { prepare(name: string): SelectPrepared<R> } } };
  };
}

export interface BuiltList<R> {
  /** The rows' select, adding `extra` (the total) to its columns. */
  select(extra: { total: SQL<number> }): Chain<R>;
  where: SQL | undefined;
  order: Array<SQL | AnyPgColumn>;
  /** The total, selected beside each row: maintained counts or a (capped) count over the conditions. */
  total: SQL<number>;
}

export interface PreparedListQuery<R, V extends Record<string, unknown>, T = R> extends Paging {
  /** Names the list's statements (one per shape). */
  name: string;
  /** The values of the list's conditions; those left undefined are absent. */
  values: V;
  /** The query for the present values, each named through `bind`. */
  build(bind: Bind<V>, present: Partial<V>): BuiltList<R>;
  /** Turns a database row into the answer's row (dates as text, ...); the row itself when absent. */
  map?: (row: R) => T;
  /** A total over this is shown as "more than" (a capped count). */
  cap?: number;
}

const statements = new WeakMap<Db, Map<string, Prepared<unknown>>>();

const placeholders: Bind<Record<string, unknown>> = (name) => sql.placeholder(name);

function statementFor<R, V extends Record<string, unknown>>(db: Db, q: PreparedListQuery<R, V, unknown>, present: Partial<V>): Prepared<R> {
  const byShape = statements.get(db) ?? new Map<string, Prepared<unknown>>();
  statements.set(db, byShape);
  const shape = `${q.name}(${Object.keys(present).sort().join(',')})`;
  let statement = byShape.get(shape) as Prepared<R> | undefined;
  if (!statement) {
    const built = q.build(placeholders as Bind<V>, present);
    // The rows without their total (read once as `aside`): the row type the select was given.
    statement = withCompiledRows(
      built
        .select({ total: built.total })
        .where(built.where)
        .orderBy(...built.order)
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare(`list_${byShape.size}_${q.name}`),
      'total',
    ) as Prepared<R>;
    byShape.set(shape, statement as Prepared<unknown>);
  }
  return statement;
}

/** One page of a prepared list with its total (see `listPage` for the same without preparing). */
export async function preparedListPage<R, V extends Record<string, unknown>, T = R>(db: Db, q: PreparedListQuery<R, V, T>): Promise<ListPage<T>> {
  const present = presentOf(q.values);
  const statement = statementFor(db, q, present);
  const offset = (q.page - 1) * q.limit;
  const rows = await statement.execute({ ...present, limit: q.limit, offset });
  if (rows.length && !('aside' in rows)) throw new Error('list select ignored its extra columns: pass `extra` to the select');
  // A page past the end has no row to carry the total: the first row of the list does.
  const total = rows.length || offset === 0 ? rows.aside : (await statement.execute({ ...present, limit: 1, offset: 0 })).aside;
  const n = Number(total ?? 0);
  const cap = q.cap ?? Infinity;
  return { total: Math.min(n, cap), totalCapped: n > cap, rows: q.map ? rows.map(q.map) : (rows as unknown as T[]) };
}

/** Names a present value in a list's conditions: the value itself built directly, a placeholder prepared. */
export type Bind<V> = <K extends keyof V & string>(name: K) => NonNullable<V[K]> | Placeholder;

/** The binding of a list built directly (exports, counts): each name gives its value. */
export const direct =
  <V extends Record<string, unknown>>(values: V): Bind<V> =>
  (name) => values[name] as NonNullable<V[typeof name]>;

/** Only the values that are present (not undefined): what decides a statement's shape. */
export const presentOf = <V extends Record<string, unknown>>(values: V): Partial<V> =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<V>;

/** A bound list value (an array stays one parameter: drizzle would spread an array written into `sql`). */
export const bindList = (value: unknown[] | Placeholder): SQL | Placeholder => (Array.isArray(value) ? sql`${sql.param(value)}` : value);

/** A list whose conditions are declared over its values (see `workflowListPage` for workflow lists). */
export interface ConditionsListQuery<R, V extends Record<string, unknown>, T = R> extends Paging {
  /** Names the list's prepared statements. */
  name: string;
  values: V;
  /** The list's conditions over the present values, each value through `bind`. */
  conditions(present: Partial<V>, bind: Bind<V>): SQL | undefined;
  select: BuiltList<R>['select'];
  /** The order; may follow which values are present (never what they are). */
  order: Array<SQL | AnyPgColumn> | ((present: Partial<V>) => Array<SQL | AnyPgColumn>);
  /** The total: counted over this table (or join, see `countSql`) with the list's conditions (inside the rows query), up to `cap`. */
  counted: PgTable | SQL;
  cap?: number;
  map?: (row: R) => T;
}

/** One page of a list prepared per shape, its total counted beside its rows (capped when `cap` is given). */
export function countedListPage<R, V extends Record<string, unknown>, T = R>(db: Db, q: ConditionsListQuery<R, V, T>): Promise<ListPage<T>> {
  return preparedListPage(db, {
    name: q.name,
    values: q.values,
    build: (bind, present) => {
      const where = q.conditions(present, bind);
      const order = typeof q.order === 'function' ? q.order(present) : q.order;
      return { select: q.select, where, order, total: countSql(q.counted, where, q.cap) };
    },
    page: q.page,
    limit: q.limit,
    cap: q.cap,
    map: q.map,
  });
}
