import type { AppDeps } from '../../deps';
import { catchUpCards } from './catchUp';
import { readCursor, relayOutbox } from './outbox';
import { renewCards } from './renew';
import { syncApprovalCards, type RelayDeps } from './sync';

export const SYNC_CARDS_JOB = 'lark.cards.sync';
export const CATCH_UP_JOB = 'lark.cards.catchUp';
export const RENEW_JOB = 'lark.cards.renew';

export { syncApprovalCards, markCardClosed, closingCard, type RelayDeps } from './sync';
export { cardInputOf } from './cardInput';

export const relayDepsOf = (deps: AppDeps): RelayDeps | undefined =>
  deps.lark && deps.config.lark ? { db: deps.db, lark: deps.lark, config: deps.config.lark } : undefined;

/** Queues a record's card sync (retried when Lark refuses, e.g. rate limits). */
export const queueCardSync = (deps: AppDeps, entity: string, entityId: number) =>
  deps.jobs.send(SYNC_CARDS_JOB, { entity, entityId }, { retryLimit: 5, expireInSeconds: 120 });

/** Queues a card catch-up over the newest waiting records (after a bind; at start). */
export async function queueCardCatchUp(deps: AppDeps): Promise<void> {
  if (relayDepsOf(deps)) await deps.jobs.send(CATCH_UP_JOB, {}, { expireInSeconds: 600 });
}

/**
 * The approval relay of this process: reads the workflow outbox every LARK_RELAY_POLL_SECONDS and
 * syncs the cards of each record that moved; a sync Lark refused (rate limit, outage) becomes a job
 * that is retried. At start it catches up on records that were already waiting.
 */
export async function startApprovalRelay(deps: AppDeps): Promise<void> {
  const relay = relayDepsOf(deps);
  if (!relay) return;
  await readCursor(deps.db);
  await deps.jobs.work<{ entity: string; entityId: number }>(SYNC_CARDS_JOB, ({ entity, entityId }) => syncApprovalCards(relay, entity, entityId));
  const sync = async (entity: string, entityId: number) => {
    await syncApprovalCards(relay, entity, entityId).catch(async (error: unknown) => {
      console.warn(`lark relay: ${entity} ${entityId} will be retried:`, String(error));
      await queueCardSync(deps, entity, entityId);
    });
  };
  await deps.jobs.work(CATCH_UP_JOB, () => catchUpCards(deps.db, sync));
  // Reminders and renewals: hourly, one job per hour across all processes; each card claimed before it is sent.
  await deps.jobs.work(RENEW_JOB, () => renewCards(relay));
  await deps.jobs.every(RENEW_JOB, 3600);
  deps.jobs.loop('lark relay', relay.config.relayPollMs, async () => {
    while ((await relayOutbox(deps.db, sync)) > 0);
  });
  await queueCardCatchUp(deps);
}
