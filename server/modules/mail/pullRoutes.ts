import { desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import * as api from '@shared/api/mail/pulls';
import { LIST_COUNT_CAP } from '@shared/api/inputs';
import type { Db } from '../../db/connection';
import { mailAccounts, mailPullErrors, mailPullLogs } from '../../db/schema';
import { ApiRoutes } from '../../http/api';
import { countedListPage, direct, presentOf } from '../../http/preparedList';
import { conditionsOf, eqTo } from '../../db/conditions';
import { runPull, startPull, type PullLog } from './pull';
import { PULL_NOW_JOB } from './workers';
import { iso, isoOrNull, type FilterOf } from './text';

/** 拉取记录, 拉取异常, 立即拉取. */
const p = mailPullLogs;
const e = mailPullErrors;

export const toLog = (row: PullLog & { accountEmail: string }): api.PullLogRow => ({
  ...row,
  status: row.status as api.PullLogRow['status'],
  startedAt: iso(row.startedAt),
  finishedAt: isoOrNull(row.finishedAt),
});

const logColumns = { id: p.id, accountId: p.accountId, trigger: p.trigger, status: p.status, total: p.total, fetched: p.fetched, created: p.created, duplicates: p.duplicates, error: p.error, startedAt: p.startedAt, finishedAt: p.finishedAt, startedBy: p.startedBy, accountEmail: mailAccounts.email };
const selectLogs = (db: Db) => db.select(logColumns).from(p).innerJoin(mailAccounts, eq(mailAccounts.id, p.accountId));

/**
 * The pull logs as the list selects them: each log nested, since a log has a `total` column of its
 * own (mails found) beside which the list's total rides (`extra`).
 */
export const selectLogPage = (db: Db, extra?: { total: SQL<number> }) => db.select({ log: logColumns, ...extra }).from(p).innerJoin(mailAccounts, eq(mailAccounts.id, p.accountId));
export const toListedLog = ({ log }: { log: PullLog & { accountEmail: string } }) => toLog(log);

type LogFilter = FilterOf<typeof api.pullLogList>;

/** The values the pull log list's conditions take; undefined ones are absent. */
export const logValues = (f: LogFilter) => ({ id: f.id || undefined, accountId: f.accountId || undefined, status: f.status || undefined });
export type LogValues = ReturnType<typeof logValues>;
const logConditions = conditionsOf<LogValues>({ id: eqTo(p.id), accountId: eqTo(p.accountId), status: eqTo(p.status) });

/** Conditions of the pull log list built directly. */
export function logWhere(f: LogFilter): SQL | undefined {
  const v = presentOf(logValues(f));
  return logConditions(v, direct(v as LogValues));
}

export const selectErrors = (db: Db, extra?: { total: SQL<number> }) =>
  db
    .select({ id: e.id, accountId: e.accountId, accountEmail: mailAccounts.email, pullLogId: e.pullLogId, reason: e.reason, detail: e.detail, retries: e.retries, occurredAt: e.occurredAt, resolvedAt: e.resolvedAt, ...extra })
    .from(e)
    .innerJoin(mailAccounts, eq(mailAccounts.id, e.accountId));
type ErrorRecord = Awaited<ReturnType<ReturnType<typeof selectErrors>['execute']>>[number];
export const toErrorRow = (row: ErrorRecord) => ({ ...row, occurredAt: iso(row.occurredAt), resolvedAt: isoOrNull(row.resolvedAt) });

type ErrorFilter = FilterOf<typeof api.errorMailList>;

/** The values the pull error list's conditions take: resolved or not is a shape (which one is asked), not a value. */
export const errorValues = (f: ErrorFilter) => ({
  accountId: f.accountId || undefined,
  resolved: f.resolved === 'true' || undefined,
  unresolved: f.resolved === 'false' || undefined,
});
export type ErrorValues = ReturnType<typeof errorValues>;
const errorConditions = conditionsOf<ErrorValues>({ accountId: eqTo(e.accountId), resolved: () => isNotNull(e.resolvedAt), unresolved: () => isNull(e.resolvedAt) });

/** Conditions of the pull error list built directly. */
export function errorWhere(f: ErrorFilter): SQL | undefined {
  const v = presentOf(errorValues(f));
  return errorConditions(v, direct(v as ErrorValues));
}

export function pullRoutes(): ApiRoutes {
  return new ApiRoutes()
    .add(api.handlePull, async ({ body, caller, deps }) => {
      const log = await startPull(deps, body.accountId, 'manual', caller.userId);
      try {
        await deps.jobs.send(PULL_NOW_JOB, { accountId: body.accountId, logId: log.id }, { expireInSeconds: 60 * 60 });
      } catch (error) {
        await runPull(deps, body.accountId, log.id).catch(() => undefined);
        throw error;
      }
      return toLog((await selectLogs(deps.db).where(eq(p.id, log.id)))[0]!);
    })
    .add(api.pullLogList, ({ query, deps }) =>
      countedListPage(deps.db, {
        name: 'mail_pull_logs',
        values: logValues(query),
        conditions: logConditions,
        select: (extra) => selectLogPage(deps.db, extra),
        order: [desc(p.id)],
        counted: p,
        cap: LIST_COUNT_CAP,
        page: query.page,
        limit: query.limit,
        map: toListedLog,
      }),
    )
    .add(api.errorMailList, ({ query, deps }) =>
      countedListPage(deps.db, {
        name: 'mail_pull_errors',
        values: errorValues(query),
        conditions: errorConditions,
        select: (extra) => selectErrors(deps.db, extra),
        order: [desc(e.id)],
        counted: e,
        cap: LIST_COUNT_CAP,
        page: query.page,
        limit: query.limit,
        map: toErrorRow,
      }),
    );
}
