import type { SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Machine } from '@shared/workflow';
import { LIST_COUNT_CAP } from '@shared/api/b2b/flow';
import type { Db } from '../../../db/connection';
import { countUpTo } from '../../../http/paging';
import { statusCounts } from '../../../workflow';

/** Counts per tab status, of everyone or of one owner (0 for empty tabs). */
export async function tabNumbers(db: Db, machine: Machine, scope: number | undefined): Promise<Record<string, number>> {
  const counts = await statusCounts(db, machine.entity, scope === undefined ? undefined : [scope]);
  return Object.fromEntries(machine.tabs.map((s) => [s, counts[s] ?? 0]));
}

/**
 * The total of a list: exact from the status counts when the only filter is a status (or none),
 * otherwise counted up to 10,000.
 */
export async function listTotal(
  db: Db,
  o: { machine: Machine; table: PgTable; where: SQL | undefined; scope: number | undefined; status?: string; onlyStatus: boolean },
): Promise<{ total: number; capped: boolean }> {
  if (!o.onlyStatus) return countUpTo(db, o.table, o.where, LIST_COUNT_CAP);
  const tabs = await tabNumbers(db, o.machine, o.scope);
  const total = o.status ? (tabs[o.status] ?? 0) : Object.values(tabs).reduce((a, b) => a + b, 0);
  return { total, capped: false };
}
