import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import * as api from '@shared/api/mail/pulls';
import { LIST_COUNT_CAP } from '@shared/api/inputs';
import type { Db } from '../../db/connection';
import { mailAccounts, mailPullErrors, mailPullLogs } from '../../db/schema';
import { ApiRoutes } from '../../http/api';
import { listPage } from '../../http/listPage';
import { runPull, startPull, type PullLog } from './pull';
import { PULL_NOW_JOB } from './workers';
import { iso, isoOrNull } from './text';

/** 拉取记录, 拉取异常, 立即拉取. */
const p = mailPullLogs;
const e = mailPullErrors;

const toLog = (row: PullLog & { accountEmail: string }): api.PullLogRow => ({
  ...row,
  status: row.status as api.PullLogRow['status'],
  startedAt: iso(row.startedAt),
  finishedAt: isoOrNull(row.finishedAt),
});

const selectLogs = (db: Db) =>
  db
    .select({ id: p.id, accountId: p.accountId, trigger: p.trigger, status: p.status, total: p.total, fetched: p.fetched, created: p.created, duplicates: p.duplicates, error: p.error, startedAt: p.startedAt, finishedAt: p.finishedAt, startedBy: p.startedBy, accountEmail: mailAccounts.email })
    .from(p)
    .innerJoin(mailAccounts, eq(mailAccounts.id, p.accountId));

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
      listPage(deps.db, {
        select: () => selectLogs(deps.db),
        where: and(query.id ? eq(p.id, query.id) : undefined, query.accountId ? eq(p.accountId, query.accountId) : undefined, query.status ? eq(p.status, query.status) : undefined),
        order: [desc(p.id)],
        page: query.page,
        limit: query.limit,
        total: { table: p, cap: LIST_COUNT_CAP },
        map: toLog,
      }),
    )
    .add(api.errorMailList, ({ query, deps }) =>
      listPage(deps.db, {
        select: () =>
          deps.db
            .select({ id: e.id, accountId: e.accountId, accountEmail: mailAccounts.email, pullLogId: e.pullLogId, reason: e.reason, detail: e.detail, retries: e.retries, occurredAt: e.occurredAt, resolvedAt: e.resolvedAt })
            .from(e)
            .innerJoin(mailAccounts, eq(mailAccounts.id, e.accountId)),
        where: and(
          query.accountId ? eq(e.accountId, query.accountId) : undefined,
          query.resolved === 'true' ? isNotNull(e.resolvedAt) : query.resolved === 'false' ? isNull(e.resolvedAt) : undefined,
        ),
        order: [desc(e.id)],
        page: query.page,
        limit: query.limit,
        total: { table: e, cap: LIST_COUNT_CAP },
        map: (row) => ({ ...row, occurredAt: iso(row.occurredAt), resolvedAt: isoOrNull(row.resolvedAt) }),
      }),
    );
}
