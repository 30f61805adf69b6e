import type { SQL } from 'drizzle-orm';
import type { Bound } from '../db/conditions';
import { containing, startsWith } from '../db/like';
import type { Db } from '../db/connection';
import type { Caller } from './auth/caller';

/**
 * A master screen's own filter (masterRoutes.ts), when it is not "the column of the same name starts
 * with / equals": its condition over the bound value (a placeholder in the prepared list, the value
 * itself elsewhere), and what is bound for what was typed. The condition may name the value more than
 * once; it never sees the typed text, so the list stays one statement per shape.
 */
export interface OwnFilter {
  bound(given: unknown): unknown;
  condition(value: Bound): SQL | undefined;
}

/** What was typed, as a prefix pattern (indexed LIKE): `prefixFilter((p) => or(like(a, p), like(b, p)))`. */
export const prefixFilter = (condition: (pattern: Bound<string>) => SQL | undefined): OwnFilter => ({
  bound: (given) => startsWith(String(given)),
  condition: (value) => condition(value as Bound<string>),
});

/** What was typed, anywhere in the text (`%text%`). */
export const containingFilter = (condition: (pattern: Bound<string>) => SQL | undefined): OwnFilter => ({
  bound: (given) => containing(String(given)),
  condition: (value) => condition(value as Bound<string>),
});

/** The value as given (an id, a day). */
export const valueFilter = <T>(condition: (value: Bound<T>) => SQL | undefined): OwnFilter => ({
  bound: (given) => given,
  condition: (value) => condition(value as Bound<T>),
});

/**
 * What the caller may see and change: the scope's value for this caller (undefined: everything), and
 * the condition over it bound, so a scoped list is prepared like any other.
 */
export interface MasterScope {
  of(db: Db, caller: Caller): Promise<unknown>;
  condition(value: Bound): SQL | undefined;
}
