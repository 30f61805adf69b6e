import { getTableColumns, sql } from 'drizzle-orm';
import type { Machine } from '@shared/workflow';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/connection';
import { users } from '../../db/schema';
import { defineVisibility, type Visibility } from '../../http/visibility';
import { tabCounts } from '../../workflow';
import { ensureInScope, hiveScopeOf, projectScopeWhere, seesEveryPlatform, type HiveScope } from './scope';

/** Joined to name who created or printed a record. */
export const creator = alias(users, 'creator');

/**
 * Batches and orders are shared queues of their project: everyone holding the screen sees every
 * record of the projects in their platform scope (there is no personal ownership of a buyer's
 * registration or a print batch). A transition on a record out of scope answers "<title>不存在".
 * Lists and reads apply the scope themselves (projectScopeWhere): `where` is never used.
 */
export function projectQueue(table: PgTable, title: string): Visibility {
  const owner = (getTableColumns(table) as Record<string, AnyPgColumn>).createdBy!;
  const base = defineVisibility({ screens: [], owner, title });
  return {
    ...base,
    // The scope "number" is the viewer's user id: their platforms are read when a record is checked.
    scopeOf: (viewer) => (seesEveryPlatform(viewer.elements) ? undefined : viewer.userId),
    scope: async () => undefined,
    sees: () => true,
    where: () => undefined,
    async head(db, id, scope, options) {
      const head = await base.head(db, id, undefined, options);
      if (scope !== undefined) await ensureInScope(db, table, id, await hiveScopeOf(db as Db, scope), title);
      return head;
    },
  };
}


/**
 * The tabs' counts of a queue with `all`: the kept status counts for a caller seeing every project,
 * otherwise counted over the records of the projects in scope (a few thousand at most per person).
 */
export async function queueTabCounts(db: Db, machine: Machine, table: PgTable, scope: HiveScope): Promise<Record<string, number>> {
  let counts: Record<string, number>;
  if (scope.all) counts = await tabCounts(db, machine, undefined);
  else {
    const c = getTableColumns(table) as Record<string, AnyPgColumn>;
    const rows = await db
      .select({ status: c.status!, n: sql<number>`count(*)`.mapWith(Number) })
      .from(table)
      .where(projectScopeWhere(scope, c.projectId!))
      .groupBy(c.status!);
    counts = Object.fromEntries(machine.tabs.map((s) => [s, rows.find((r) => r.status === s)?.n ?? 0]));
  }
  return { ...counts, all: Object.values(counts).reduce((a, b) => a + b, 0) };
}
