import { and, eq, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/connection';
import { workflowStatusCounts } from '../db/schema';
import type { Machine } from '@shared/workflow';

/** Moves one record of `ownerId` from status `from` (null when new) to `to`. */
export async function adjustCounts(tx: Tx, entity: string, ownerId: number, from: string | null, to: string): Promise<void> {
  if (from === to) return;
  if (from !== null) {
    await tx
      .update(workflowStatusCounts)
      .set({ n: sql`${workflowStatusCounts.n} - 1` })
      .where(and(eq(workflowStatusCounts.entity, entity), eq(workflowStatusCounts.ownerId, ownerId), eq(workflowStatusCounts.status, from)));
  }
  await tx
    .insert(workflowStatusCounts)
    .values({ entity, ownerId, status: to, n: 1 })
    .onConflictDoUpdate({
      target: [workflowStatusCounts.entity, workflowStatusCounts.ownerId, workflowStatusCounts.status],
      set: { n: sql`${workflowStatusCounts.n} + 1` },
    });
}

/**
 * The number of records of `entity` in `statuses` (of `ownerIds` when given) as a scalar subquery:
 * selected beside a page's rows, the exact total comes back in the same round trip.
 */
export function statusTotalSql(entity: string, statuses: readonly string[], ownerIds?: number[]): SQL<number> {
  return countsSum(
    and(
      eq(workflowStatusCounts.entity, entity),
      inArray(workflowStatusCounts.status, statuses.length ? [...statuses] : ['']),
      ownerIds ? inArray(workflowStatusCounts.ownerId, ownerIds.length ? ownerIds : [-1]) : undefined,
    ),
  );
}

const countsSum = (where: SQL | undefined): SQL<number> =>
  sql<number>`(select coalesce(sum(${workflowStatusCounts.n}), 0) from ${workflowStatusCounts} where ${where})`.mapWith(Number);

/** Records per status, of everyone or of the given owners; exact and cheap at any table size. */
export async function statusCounts(db: Db | Tx, entity: string, ownerIds?: number[]): Promise<Record<string, number>> {
  const where: SQL | undefined = and(
    eq(workflowStatusCounts.entity, entity),
    ownerIds ? inArray(workflowStatusCounts.ownerId, ownerIds.length ? ownerIds : [-1]) : undefined,
  );
  const rows = await db
    .select({ status: workflowStatusCounts.status, n: sql<number>`sum(${workflowStatusCounts.n})`.mapWith(Number) })
    .from(workflowStatusCounts)
    .where(where)
    .groupBy(workflowStatusCounts.status);
  return Object.fromEntries(rows.map((r) => [r.status, r.n]));
}

/** Counts per tab of `machine` (0 for empty tabs), of everyone or of one owner (`scope`). */
export async function tabCounts(db: Db | Tx, machine: Machine, scope: number | undefined): Promise<Record<string, number>> {
  const counts = await statusCounts(db, machine.entity, scope === undefined ? undefined : [scope]);
  return Object.fromEntries(machine.tabs.map((s) => [s, counts[s] ?? 0]));
}

/**
 * The exact total of a list filtered by status only (every tab when none), for `listPage`'s `beside`;
 * status and scope may be placeholders of a prepared list (preparedList.ts).
 */
export const tabTotalSql = (machine: Machine, status: string | Placeholder | undefined, scope: number | Placeholder | undefined): SQL<number> =>
  countsSum(
    and(
      eq(workflowStatusCounts.entity, machine.entity),
      status ? eq(workflowStatusCounts.status, status) : inArray(workflowStatusCounts.status, [...machine.tabs]),
      scope === undefined ? undefined : eq(workflowStatusCounts.ownerId, scope),
    ),
  );
