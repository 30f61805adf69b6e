import { and, desc, getTableColumns, inArray, isNull, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { parseTime } from '@shared/format';
import type { GateLogExportFilter } from '@shared/api/admin/gateLog';
import type { Db } from '../../db/connection';
import { gateLogs, users } from '../../db/schema';
import { startsWith } from '../../db/like';
import { atLeast, atMost, before, conditionsOf, eqTo, matches, matchesAnyCase } from '../../db/conditions';
import { direct, presentOf } from '../../http/preparedList';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A yyyy-MM-dd `to` is a whole day in the server's time zone: it includes that day. */
/** The values the log's conditions take; a `to` that is a day is an end before the next day, a time an end at it. */
export function gateLogValues(f: GateLogExportFilter & { beforeId?: number }) {
  const toIsDay = f.to !== undefined && DATE_ONLY.test(f.to);
  const end = f.to === undefined ? undefined : parseTime(f.to);
  if (end && toIsDay) end.setDate(end.getDate() + 1);
  return {
    username: f.username ? startsWith(f.username) : undefined,
    path: f.path ? startsWith(f.path) : undefined,
    method: f.method || undefined,
    menu: f.menu || undefined,
    resCode: f.resCode,
    from: f.from === undefined ? undefined : parseTime(f.from),
    before: toIsDay ? end : undefined,
    until: toIsDay ? undefined : end,
    beforeId: f.beforeId || undefined,
  };
}
export type GateLogValues = ReturnType<typeof gateLogValues>;

/**
 * Conditions over the present values (see preparedList.ts), `beforeId` aside (keyset paging, not a filter).
 * Account names match by prefix. Calls made with a token are found through `user_id` (indexed);
 * calls without one (login attempts) through the name they sent, among the `user_id is null`
 * entries of the same index.
 */
export const gateLogConditions = conditionsOf<GateLogValues>({
  username: (name) => {
    const accounts = sql`(select u.id from ${users} u where u.username ilike ${name})`;
    return or(inArray(gateLogs.userId, accounts), and(isNull(gateLogs.userId), matchesAnyCase(gateLogs.username)(name)));
  },
  path: matches(gateLogs.path),
  method: eqTo(gateLogs.method),
  menu: eqTo(gateLogs.menu),
  resCode: eqTo(gateLogs.resCode),
  from: atLeast(gateLogs.createdAt),
  before: before(gateLogs.createdAt),
  until: atMost(gateLogs.createdAt),
});

/** The log's conditions built directly (exports). */
export function gateLogWhere(f: GateLogExportFilter): SQL | undefined {
  const v = presentOf(gateLogValues(f));
  return gateLogConditions(v, direct(v as GateLogValues));
}

/** Rows older than the row `beforeId` in (created_at desc, id desc) order: keyset paging on the index. */
export const olderThan = (beforeId: number | Placeholder | SQL) =>
  sql`(${gateLogs.createdAt}, ${gateLogs.id}) < (select g.created_at, g.id from ${gateLogs} g where g.id = ${beforeId})`;

/** Newest first, in the order of gate_logs_created_idx, so a page reads only its own index entries. */
export const gateLogOrder = [desc(gateLogs.createdAt), desc(gateLogs.id)];

/** The log's columns, with `extra` (the total) beside them. */
export const selectGateLogs = (db: Db, extra?: { total: SQL<number> }) => db.select({ ...getTableColumns(gateLogs), ...extra }).from(gateLogs);

export const newestGateLogs = (db: Db, where: SQL | undefined, limit: number, offset: number) =>
  selectGateLogs(db).where(where).orderBy(...gateLogOrder).limit(limit).offset(offset);
