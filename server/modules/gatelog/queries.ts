import { and, desc, eq, gte, ilike, inArray, isNull, like, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { parseTime } from '@shared/format';
import type { GateLogExportFilter } from '@shared/api/admin/gateLog';
import type { Db } from '../../db/connection';
import { gateLogs, users } from '../../db/schema';
import { startsWith } from '../../db/like';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A yyyy-MM-dd bound is a whole day in the server's time zone: `to` includes that day. */
function timeBounds(from?: string, to?: string): Array<SQL | undefined> {
  const toIsDay = to !== undefined && DATE_ONLY.test(to);
  const end = to === undefined ? undefined : parseTime(to);
  if (end && toIsDay) end.setDate(end.getDate() + 1);
  return [
    from === undefined ? undefined : gte(gateLogs.createdAt, parseTime(from)),
    end === undefined ? undefined : toIsDay ? lt(gateLogs.createdAt, end) : lte(gateLogs.createdAt, end),
  ];
}

/**
 * Account names match by prefix. Calls made with a token are found through `user_id` (indexed);
 * calls without one (login attempts) through the name they sent, among the `user_id is null`
 * entries of the same index.
 */
function byUsername(text: string): SQL | undefined {
  const prefix = startsWith(text);
  const accounts = sql`(select u.id from ${users} u where u.username ilike ${prefix})`;
  return or(inArray(gateLogs.userId, accounts), and(isNull(gateLogs.userId), ilike(gateLogs.username, prefix)));
}

export function gateLogWhere(f: GateLogExportFilter): SQL | undefined {
  return and(
    f.username ? byUsername(f.username) : undefined,
    f.path ? like(gateLogs.path, startsWith(f.path)) : undefined,
    f.method ? eq(gateLogs.method, f.method) : undefined,
    f.menu ? eq(gateLogs.menu, f.menu) : undefined,
    f.resCode === undefined ? undefined : eq(gateLogs.resCode, f.resCode),
    ...timeBounds(f.from, f.to),
  );
}

/** Rows older than the row `beforeId` in (created_at desc, id desc) order: keyset paging on the index. */
export const olderThan = (beforeId: number) =>
  sql`(${gateLogs.createdAt}, ${gateLogs.id}) < (select g.created_at, g.id from ${gateLogs} g where g.id = ${beforeId})`;

/** Newest first, in the order of gate_logs_created_idx, so a page reads only its own index entries. */
export const newestGateLogs = (db: Db, where: SQL | undefined, limit: number, offset: number) =>
  db
    .select()
    .from(gateLogs)
    .where(where)
    .orderBy(desc(gateLogs.createdAt), desc(gateLogs.id))
    .limit(limit)
    .offset(offset);
