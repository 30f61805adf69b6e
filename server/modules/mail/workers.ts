import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { DEFAULT_PULL_SECONDS, PULL_INTERVAL_VARIABLE } from '@shared/api/mail/pulls';
import type { AppDeps } from '../../deps';
import { baseVariables, mailAccounts, mailPullLogs } from '../../db/schema';
import { watchMailPullLag } from './metrics';
import { pullAccount, runPull } from './pull';

/**
 * Scheduled pulling: a tick every TICK_SECONDS queues one job per enabled account whose last pull is
 * older than the interval set on 拉取配置 (base variable mail.pullIntervalSeconds), so a change there
 * applies on the next tick without a restart; the account lease keeps pulls single.
 */
export const PULL_ALL_JOB = 'mail.pull-all';
export const PULL_JOB = 'mail.pull';
/** 立即拉取: a pull already started (lease and log) by the request, run to its end. */
export const PULL_NOW_JOB = 'mail.pull-now';
const TICK_SECONDS = Number(process.env.CROSSDOCK_MAIL_TICK_SECONDS) || 30;

export async function pullIntervalSeconds(deps: Pick<AppDeps, 'db'>): Promise<number> {
  const [row] = await deps.db.select({ value: baseVariables.value }).from(baseVariables).where(eq(baseVariables.name, PULL_INTERVAL_VARIABLE));
  return Number(row?.value) || DEFAULT_PULL_SECONDS;
}

export async function dueAccounts(deps: Pick<AppDeps, 'db'>): Promise<number[]> {
  const seconds = await pullIntervalSeconds(deps);
  const rows = await deps.db
    .select({ id: mailAccounts.id })
    .from(mailAccounts)
    .where(and(eq(mailAccounts.enabled, true), or(isNull(mailAccounts.lastPulledAt), lt(mailAccounts.lastPulledAt, sql`now() - make_interval(secs => ${seconds})`))));
  return rows.map((r) => r.id);
}

/**
 * A scheduled pull whose process died: its log (written once the account's lease was taken) is
 * closed as failed and the account freed, so the next tick pulls again without waiting the lease out.
 */
async function abandonPull(deps: AppDeps, accountId: number): Promise<void> {
  const open = await deps.db
    .update(mailPullLogs)
    .set({ status: 'failed', error: '拉取中断：服务进程已停止', finishedAt: new Date() })
    .where(and(eq(mailPullLogs.accountId, accountId), eq(mailPullLogs.trigger, 'schedule'), eq(mailPullLogs.status, 'running')))
    .returning({ id: mailPullLogs.id });
  if (open.length) await deps.db.update(mailAccounts).set({ pullingSince: null }).where(eq(mailAccounts.id, accountId));
}

async function abandonManualPull(deps: AppDeps, accountId: number, logId: number): Promise<void> {
  const open = await deps.db
    .update(mailPullLogs)
    .set({ status: 'failed', error: '拉取中断：服务进程已停止', finishedAt: new Date() })
    .where(and(eq(mailPullLogs.id, logId), eq(mailPullLogs.status, 'running')))
    .returning({ id: mailPullLogs.id });
  if (open.length) await deps.db.update(mailAccounts).set({ pullingSince: null }).where(eq(mailAccounts.id, accountId));
}

export async function startMailWorkers(deps: AppDeps): Promise<void> {
  await deps.jobs.work<{ accountId: number }>(
    PULL_JOB,
    async ({ accountId }) => {
      // A failed pull is recorded as a pull error and retried by the next tick; a held lease is just skipped.
      await pullAccount(deps, accountId, 'schedule').catch(() => undefined);
    },
    { abandoned: ({ accountId }) => abandonPull(deps, accountId) },
  );
  await deps.jobs.work<{ accountId: number; logId: number }>(
    PULL_NOW_JOB,
    async ({ accountId, logId }) => {
      await runPull(deps, accountId, logId);
    },
    // A process that died mid-pull: the log is closed as failed and the account freed.
    { abandoned: ({ accountId, logId }) => abandonManualPull(deps, accountId, logId) },
  );
  await deps.jobs.work(PULL_ALL_JOB, async () => {
    for (const accountId of await dueAccounts(deps)) await deps.jobs.send(PULL_JOB, { accountId }, { expireInSeconds: 30 * 60 });
  });
  await deps.jobs.every(PULL_ALL_JOB, TICK_SECONDS);
  watchMailPullLag(deps);
}
