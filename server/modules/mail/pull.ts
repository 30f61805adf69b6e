import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { PULL_RUNNING } from '@shared/api/mail/pulls';
import type { AppDeps } from '../../deps';
import { mailAccounts, mailPullErrors, mailPullLogs } from '../../db/schema';
import { fail } from '../../http/errors';
import { mailPullFailures } from '../../telemetry/metrics';
import { accountById, serverOf } from './accountStore';
import { ingestRaw } from './ingest';
import { failureReason, openImap } from './protocols';

/**
 * Pulls one account's INBOX from the UID after the last one seen (docs/domain/mail.md, Pulling).
 * A lease on the account row (pulling_since) keeps two processes, or two clicks, from pulling it at
 * once; a lease older than LEASE_MINUTES is taken as abandoned by a crashed process.
 */
const LEASE_MINUTES = 15;
const BATCH = 200;

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

export async function pullAccount(deps: AppDeps, accountId: number, trigger: PullTrigger, startedBy: number | null = null): Promise<PullLog> {
  if (!(await takeLease(deps, accountId))) {
    await accountById(deps.db, accountId); // an unknown account answers 404, not 正在拉取中
    throw fail.conflict(PULL_RUNNING);
  }
  // Read under the lease, so a job queued before a password change pulls with the new one.
  const account = await accountById(deps.db, accountId);
  const [log] = await deps.db.insert(mailPullLogs).values({ accountId, trigger, startedBy }).returning();
  const counts = { fetched: 0, created: 0, duplicates: 0 };
  try {
    await pullInbox(deps, account, counts);
    await deps.db.update(mailPullErrors).set({ resolvedAt: new Date() }).where(and(eq(mailPullErrors.accountId, accountId), isNull(mailPullErrors.resolvedAt)));
    return await finish(deps, log!.id, { ...counts, status: 'ok' });
  } catch (error) {
    mailPullFailures.inc();
    const reason = failureReason('IMAP', error);
    const [open] = await deps.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(mailPullErrors)
      .where(and(eq(mailPullErrors.accountId, accountId), isNull(mailPullErrors.resolvedAt)));
    await deps.db.insert(mailPullErrors).values({ accountId, pullLogId: log!.id, reason, detail: detailOf(error), retries: open?.n ?? 0 });
    return await finish(deps, log!.id, { ...counts, status: 'failed', error: reason });
  } finally {
    await deps.db.update(mailAccounts).set({ pullingSince: null, lastPulledAt: new Date() }).where(eq(mailAccounts.id, accountId));
  }
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

async function pullInbox(deps: AppDeps, account: Awaited<ReturnType<typeof accountById>>, counts: { fetched: number; created: number; duplicates: number }) {
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
    for (;;) {
      const uids = ((await client.search({ uid: `${lastUid + 1}:*` }, { uid: true })) || []).filter((u) => u > lastUid).sort((a, b) => a - b);
      if (!uids.length) return;
      const batch = uids.slice(0, BATCH);
      for await (const msg of client.fetch(batch, { uid: true, source: true }, { uid: true })) {
        counts.fetched += 1;
        const outcome = await ingestRaw(deps, account.id, msg.source!, msg.uid);
        counts[outcome === 'created' ? 'created' : 'duplicates'] += 1;
      }
      lastUid = batch[batch.length - 1]!;
      await deps.db.update(mailAccounts).set({ lastUid }).where(eq(mailAccounts.id, account.id));
      if (uids.length <= BATCH) return;
    }
  } finally {
    await client.logout().catch(() => client.close());
  }
}
