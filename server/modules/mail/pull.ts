import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { DEFAULT_FIRST_PULL_DAYS, FIRST_PULL_DAYS_VARIABLE, PULL_RUNNING } from '@shared/api/mail/pulls';
import type { AppDeps } from '../../deps';
import { baseVariables, mailAccounts, mailPullErrors, mailPullLogs } from '../../db/schema';
import { fail } from '../../http/errors';
import { mailPullFailures } from '../../telemetry/metrics';
import { accountById, serverOf } from './accountStore';
import { ingestRaw } from './ingest';
import { failureReason, openImap } from './protocols';

/**
 * Pulls one account's INBOX from the UID after the last one seen, a new one from a number of days
 * back (docs/domain/mail.md, Pulling).
 * A lease on the account row (pulling_since) keeps two processes, or two clicks, from pulling it at
 * once; a lease older than LEASE_MINUTES is taken as abandoned by a crashed process.
 */
const LEASE_MINUTES = 15;
const BATCH = 200;
const PROGRESS_EVERY = 20;

export type PullTrigger = 'schedule' | 'manual';
export type PullLog = typeof mailPullLogs.$inferSelect;

async function takeLease(deps: AppDeps, accountId: number): Promise<boolean> {
  const taken = await deps.db
    .update(mailAccounts)
    .set({ pullingSince: new Date() })
    .where(
      and(
        eq(mailAccounts.id, accountId),
        or(isNull(mailAccounts.pullingSince), lt(mailAccounts.pullingSince, sql`now() - make_interval(mins => ${LEASE_MINUTES})`)),
      ),
    )
    .returning({ id: mailAccounts.id });
  return taken.length > 0;
}

/**
 * Takes the account's lease and opens its pull log (拉取中): the pull itself runs after
 * (`runPull`, in a job for 立即拉取), so a big mailbox never holds a request open.
 */
export async function startPull(deps: AppDeps, accountId: number, trigger: PullTrigger, startedBy: number | null = null): Promise<PullLog> {
  if (!(await takeLease(deps, accountId))) {
    await accountById(deps.db, accountId); // an unknown account answers 404, not 正在拉取中
    throw fail.conflict(PULL_RUNNING);
  }
  try {
    const [log] = await deps.db.insert(mailPullLogs).values({ accountId, trigger, startedBy }).returning();
    return log!;
  } catch (error) {
    await deps.db.update(mailAccounts).set({ pullingSince: null }).where(eq(mailAccounts.id, accountId));
    throw error;
  }
}

/** Runs a started pull to its end: the log says how it went; the lease is released. */
export async function runPull(deps: AppDeps, accountId: number, logId: number): Promise<PullLog> {
  const counts = { fetched: 0, created: 0, duplicates: 0 };
  try {
    // Read under the lease, so a job queued before a password change pulls with the new one.
    const account = await accountById(deps.db, accountId);
    await pullInbox(deps, account, logId, counts);
    await deps.db.update(mailPullErrors).set({ resolvedAt: new Date() }).where(and(eq(mailPullErrors.accountId, accountId), isNull(mailPullErrors.resolvedAt)));
    return await finish(deps, logId, { ...counts, status: 'ok' });
  } catch (error) {
    mailPullFailures.inc();
    const reason = failureReason('IMAP', error);
    const [open] = await deps.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(mailPullErrors)
      .where(and(eq(mailPullErrors.accountId, accountId), isNull(mailPullErrors.resolvedAt)));
    await deps.db.insert(mailPullErrors).values({ accountId, pullLogId: logId, reason, detail: detailOf(error), retries: open?.n ?? 0 });
    return await finish(deps, logId, { ...counts, status: 'failed', error: reason });
  } finally {
    await deps.db.update(mailAccounts).set({ pullingSince: null, lastPulledAt: new Date() }).where(eq(mailAccounts.id, accountId));
  }
}

/** A whole pull in one go (the scheduled pull, already in a job). */
export async function pullAccount(deps: AppDeps, accountId: number, trigger: PullTrigger, startedBy: number | null = null): Promise<PullLog> {
  const log = await startPull(deps, accountId, trigger, startedBy);
  return runPull(deps, accountId, log.id);
}

/** How many days back the first pull of a mailbox reaches (拉取配置); older mail stays on the server. */
export async function firstPullDays(deps: Pick<AppDeps, 'db'>): Promise<number> {
  const [row] = await deps.db.select({ value: baseVariables.value }).from(baseVariables).where(eq(baseVariables.name, FIRST_PULL_DAYS_VARIABLE));
  return Number(row?.value) || DEFAULT_FIRST_PULL_DAYS;
}

/** The technical part of a failure for administrators: server answer and code, never credentials. */
function detailOf(error: unknown): string | null {
  const e = error as { code?: string; responseText?: string; response?: string; message?: string };
  return [e.code, e.responseText ?? e.response ?? e.message].filter(Boolean).join(' ').slice(0, 500) || null;
}

async function finish(deps: AppDeps, id: number, values: Partial<PullLog>): Promise<PullLog> {
  const [row] = await deps.db.update(mailPullLogs).set({ ...values, finishedAt: new Date() }).where(eq(mailPullLogs.id, id)).returning();
  return row!;
}

async function pullInbox(deps: AppDeps, account: Awaited<ReturnType<typeof accountById>>, logId: number, counts: { fetched: number; created: number; duplicates: number }) {
  const client = openImap(serverOf(deps.config, account));
  client.on('error', () => undefined);
  await client.connect();
  try {
    const box = await client.mailboxOpen('INBOX', { readOnly: true });
    const validity = Number(box.uidValidity);
    let lastUid = account.uidValidity === validity ? account.lastUid : 0;
    if (account.uidValidity !== validity) {
      await deps.db.update(mailAccounts).set({ uidValidity: validity, lastUid: 0 }).where(eq(mailAccounts.id, account.id));
    }
    if (box.exists === 0) return;
    // A new mailbox starts from a number of days back, not from its whole history.
    const since = lastUid === 0 ? new Date(Date.now() - (await firstPullDays(deps)) * 86_400_000) : undefined;
    const query = since ? { since } : { uid: `${lastUid + 1}:*` };
    const uids = ((await client.search(query, { uid: true })) || []).filter((u) => u > lastUid).sort((a, b) => a - b);
    await deps.db.update(mailPullLogs).set({ total: uids.length }).where(eq(mailPullLogs.id, logId));
    // Nothing that recent: the next pull starts after what is there now.
    if (since && !uids.length && box.uidNext) await deps.db.update(mailAccounts).set({ lastUid: Number(box.uidNext) - 1 }).where(eq(mailAccounts.id, account.id));
    for (let i = 0; i < uids.length; i += BATCH) {
      const batch = uids.slice(i, i + BATCH);
      for await (const msg of client.fetch(batch, { uid: true, source: true }, { uid: true })) {
        counts.fetched += 1;
        const outcome = await ingestRaw(deps, account.id, msg.source!, msg.uid);
        counts[outcome === 'created' ? 'created' : 'duplicates'] += 1;
        // Progress for the screen, every few mails.
        if (counts.fetched % PROGRESS_EVERY === 0) await deps.db.update(mailPullLogs).set(counts).where(eq(mailPullLogs.id, logId));
      }
      lastUid = batch[batch.length - 1]!;
      await deps.db.update(mailAccounts).set({ lastUid }).where(eq(mailAccounts.id, account.id));
      await deps.db.update(mailPullLogs).set(counts).where(eq(mailPullLogs.id, logId));
    }
  } finally {
    await client.logout().catch(() => client.close());
  }
}
