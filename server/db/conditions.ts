import { and, eq, gte, ilike, inArray, like, lt, lte, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A list's filters declared once: each filter names its condition, and `conditionsOf` joins the
 * conditions of the values present (with AND, in the order declared). The value reaches a condition
 * through `bind` (server/http/preparedList.ts): a placeholder in a prepared statement, the value
 * itself when built directly, so the same declaration serves the list, its export and its counts.
 *
 *   export const grantConditions = conditionsOf<GrantValues>({
 *     status: orElse(eqTo(g.status), ne(g.status, 'deleted')),
 *     serialNo: matches(g.serialNo),          // the value is a pattern (startsWith, like.ts)
 *     createdFrom: atLeast(g.createdAt),
 *     createdTo: before(g.createdAt),
 *   });
 */

/** A filter value as a condition receives it: the value, or its placeholder in a prepared statement. */
export type Bound<T = unknown> = T | Placeholder;
/** A filter's condition over its bound value. */
export type Condition<T = unknown> = (value: Bound<T>) => SQL | undefined;
/** A condition, and what holds when the value is absent (deleted rows never listed, unless asked). */
export interface Otherwise<T = unknown> {
  present: Condition<T>;
  absent: SQL;
}
type Entry<T> = Condition<T> | Otherwise<T>;
export type ConditionSpec<V> = { [K in keyof V]?: Entry<NonNullable<V[K]>> };

/** The column equals the value. */
export const eqTo =
  (column: AnyPgColumn): Condition =>
  (v) => eq(column, v);
/** The column matches a LIKE pattern (a prefix made with `startsWith`). */
export const matches =
  (column: AnyPgColumn): Condition =>
  (v) => like(column, v as string | Placeholder);
/** The same, ignoring case. */
export const matchesAnyCase =
  (column: AnyPgColumn): Condition =>
  (v) => ilike(column, v as string | Placeholder);
/** On or after (a range's start). */
export const atLeast =
  (column: AnyPgColumn): Condition =>
  (v) => gte(column, v);
/** On or before (a range's end, inclusive). */
export const atMost =
  (column: AnyPgColumn): Condition =>
  (v) => lte(column, v);
/** Before (a range's end, exclusive: the day after the last one). */
export const before =
  (column: AnyPgColumn): Condition =>
  (v) => lt(column, v);
/** One of a list (the list bound as one value). */
export const oneOf =
  (column: AnyPgColumn): Condition =>
  (v) => inArray(column, v as unknown[]);
/** `present` when the value is given, `absent` otherwise. */
export const orElse = <T>(present: Condition<T>, absent: SQL): Otherwise<T> => ({ present, absent });

/**
 * The conditions of the present values (`always` first: what holds whatever the filter), each value
 * named through `bind`; undefined when nothing applies.
 */
export function conditionsOf<V extends Record<string, unknown>>(spec: ConditionSpec<V>, always: SQL[] = []) {
  const entries = Object.entries(spec) as Array<[keyof V & string, Entry<unknown>]>;
  return (v: Partial<V>, bind: <K extends keyof V & string>(name: K) => unknown): SQL | undefined =>
    and(
      ...always,
      ...entries.map(([name, entry]) => {
        const present = v[name] !== undefined;
        if (typeof entry === 'function') return present ? entry(bind(name) as Bound) : undefined;
        return present ? entry.present(bind(name) as Bound) : entry.absent;
      }),
    );
}
