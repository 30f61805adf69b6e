import type { AppDeps } from '../../deps';
import { readCursor, relayOutbox } from './outbox';
import { syncApprovalCards, type RelayDeps } from './sync';

export const SYNC_CARDS_JOB = 'lark.cards.sync';

export { syncApprovalCards, markCardClosed, closingCard, type RelayDeps } from './sync';
export { cardInputOf } from './cardInput';

export const relayDepsOf = (deps: AppDeps): RelayDeps | undefined =>
  deps.lark && deps.config.lark ? { db: deps.db, lark: deps.lark, config: deps.config.lark } : undefined;

/** Queues a record's card sync (retried when Lark refuses, e.g. rate limits). */
export const queueCardSync = (deps: AppDeps, entity: string, entityId: number) =>
  deps.jobs.send(SYNC_CARDS_JOB, { entity, entityId }, { retryLimit: 5, expireInSeconds: 120 });

/**
 * The approval relay of this process: reads the workflow outbox every LARK_RELAY_POLL_SECONDS and
 * syncs the cards of each record that moved; a sync Lark refused (rate limit, outage) becomes a job
 * that is retried.
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
  deps.jobs.loop('lark relay', relay.config.relayPollMs, async () => {
    while ((await relayOutbox(deps.db, sync)) > 0);
  });
}
