import { eq, getTableColumns, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { elementCode } from '@shared/catalog/codes';
import type { Db } from '../db/connection';
import type { Caller } from './auth/caller';
import { fail } from './errors';

/** Who looks: the user and the element codes they hold. */
export interface Viewer {
  userId: number;
  elements: ReadonlySet<string>;
}

export interface VisibilityOptions {
  /** Holders of `<screen>:btn_viewAll` on any of these screens see every record. */
  screens: readonly string[];
  /** The column naming the user a record belongs to (its creator, a customer's salesperson). */
  owner: AnyPgColumn;
  /** Chinese name of one record: records out of view answer "<title>不存在". */
  title: string;
  /** The condition limiting rows to one owner, when the owner is not a column of the listed table. */
  where?: (owner: number | Placeholder) => SQL;
}

/** The head of a record, read to check it is in view (workflow tables also give status, version, creator). */
export interface VisibleHead {
  id: number;
  status: string;
  version: number;
  createdBy: number;
}

/**
 * One screen's visibility rule (docs/domain/b2b.md, Visibility): without `<screen>:btn_viewAll` a user
 * sees only the records they own. `scope` is that owner (undefined: everything); lists, tab counts,
 * exports and single reads all take it from here.
 */
export interface Visibility {
  readonly title: string;
  readonly screens: readonly string[];
  readonly owner: AnyPgColumn;
  /** The owner a viewer's view is limited to, or undefined when they see everything. */
  scopeOf(viewer: Viewer): number | undefined;
  scope(caller: Caller): Promise<number | undefined>;
  /** Whether a viewer sees records of `ownerId`. */
  sees(viewer: Viewer, ownerId: number): boolean;
  /** The SQL condition of a scope (undefined: no limit); a placeholder in prepared lists (preparedList.ts). */
  where(scope: number | Placeholder | undefined): SQL | undefined;
  /** `record` when it exists, is not deleted (unless `deletedToo`) and is in `scope`; otherwise "<title>不存在". */
  ensure<R extends object>(record: R | undefined, scope: number | undefined, options?: { deletedToo?: boolean }): R;
  /** Reads a record's head by id (`lock`: for update, in the caller's transaction) and ensures it is in view. */
  head(db: Db | DbLike, id: number, scope: number | undefined, options?: { deletedToo?: boolean; lock?: boolean }): Promise<VisibleHead>;
  /** The same rule, also opened by viewAll on `screens` (e.g. customers as the delivery screen uses them). */
  with(...screens: string[]): Visibility;
}

/** A database or a transaction handle. */
type DbLike = Pick<Db, 'select'>;

function keyOf(column: AnyPgColumn): string {
  const columns = getTableColumns(column.table as PgTable) as Record<string, unknown>;
  const key = Object.keys(columns).find((k) => columns[k] === column);
  if (!key) throw new Error(`visibility: column ${column.name} not found in its table`);
  return key;
}

export function defineVisibility(o: VisibilityOptions): Visibility {
  const ownerKey = keyOf(o.owner);
  const codes = o.screens.map((s) => elementCode(s, 'viewAll'));
  const notFound = () => fail.notFound(`${o.title}不存在`);
  const policy: Visibility = {
    title: o.title,
    screens: o.screens,
    owner: o.owner,
    scopeOf: (viewer) => (codes.some((c) => viewer.elements.has(c)) ? undefined : viewer.userId),
    async scope(caller) {
      return policy.scopeOf({ userId: caller.userId, elements: (await caller.codes()).elements });
    },
    sees: (viewer, ownerId) => {
      const scope = policy.scopeOf(viewer);
      return scope === undefined || scope === ownerId;
    },
    where: (scope) => (scope === undefined ? undefined : o.where ? o.where(scope) : eq(o.owner, scope)),
    ensure(record, scope, options = {}) {
      const r = record as Record<string, unknown> | undefined;
      if (!r || (r.status === 'deleted' && !options.deletedToo) || (scope !== undefined && r[ownerKey] !== scope)) throw notFound();
      return record!;
    },
    async head(db, id, scope, options = {}) {
      const table = o.owner.table as PgTable;
      const c = getTableColumns(table) as Record<string, AnyPgColumn>;
      const query = (db as Db)
        .select({ id: c.id!, status: c.status!, version: c.version!, createdBy: c.createdBy!, owner: o.owner })
        .from(table)
        .where(eq(c.id!, id));
      const [row] = (options.lock ? await query.for('update') : await query) as Array<VisibleHead & { owner: number }>;
      if (!row || (row.status === 'deleted' && !options.deletedToo) || (scope !== undefined && row.owner !== scope)) throw notFound();
      return { id: row.id, status: row.status, version: row.version, createdBy: row.createdBy };
    },
    with: (...screens) => defineVisibility({ ...o, screens: [...o.screens, ...screens] }),
  };
  return policy;
}
