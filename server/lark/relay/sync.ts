import { and, eq, inArray, sql } from 'drizzle-orm';
import { actionsOf, approvalSource, approvalTransitions, recordById, waitingStates, type ApprovalSource, type WaitingRecord } from '../../approvals';
import type { Db } from '../../db/connection';
import { larkCards } from '../../db/schema';
import { LarkCallError } from '../platform';
import { closedApprovalCard, decidedApprovalCard, pendingApprovalCard, type ApprovalCardInput } from '../cards/approval';
import type { Card } from '../cards/elements';
import { eligibleApprovers } from './approvers';
import { cardInput } from './cardInput';
import { currentRound, decisionOutOf } from './decision';
import type { RelayDeps } from './deps';
import { notifyOutcome } from './outcome';
import { sendCardOrText } from './send';
import { syncApprovalInstance } from '../approvalCentre/sync';

export type { RelayDeps } from './deps';

/** Lark's answer to patching a message that is not a card (230054). */
const NOT_A_CARD = 230054;

/** The card a decided (or vanished) record's cards turn into. */
export async function closingCard(deps: RelayDeps, source: ApprovalSource, entityId: number, stage: string, input?: ApprovalCardInput): Promise<Card> {
  const decision = await decisionOutOf(deps.db, source.machine, entityId, stage);
  const kindTitle = source.kindTitles[stage] ?? source.machine.title;
  if (input && decision) return decidedApprovalCard(deps.config, input, kindTitle, decision);
  return closedApprovalCard(kindTitle, decision ? `已由${decision.actorName}${decision.label}` : `该${source.machine.title}已不需要审批`);
}

/** Patches the open cards of earlier rounds or states; each card is claimed first, so only one process patches it. */
async function closeStaleCards(deps: RelayDeps, source: ApprovalSource, entityId: number, keepRound: number | undefined, input?: ApprovalCardInput) {
  const { db } = deps;
  const stale = await db
    .update(larkCards)
    .set({ status: 'closing', updatedAt: new Date() })
    .where(
      and(
        eq(larkCards.entity, source.machine.entity),
        eq(larkCards.entityId, entityId),
        eq(larkCards.status, 'open'),
        keepRound === undefined ? undefined : sql`${larkCards.round} <> ${keepRound}`,
      ),
    )
    .returning({ id: larkCards.id, messageId: larkCards.messageId, stage: larkCards.stage });
  const byStage = new Map<string, Card>();
  for (const c of stale) {
    if (!byStage.has(c.stage)) byStage.set(c.stage, await closingCard(deps, source, entityId, c.stage, input));
    try {
      await deps.lark.patchCard(c.messageId!, byStage.get(c.stage)!);
      await db.update(larkCards).set({ status: 'closed', error: null, updatedAt: new Date() }).where(eq(larkCards.id, c.id));
    } catch (error) {
      if (error instanceof LarkCallError && error.code === NOT_A_CARD) {
        // The plain-text fallback was sent instead of this card: nothing to patch.
        await db.update(larkCards).set({ status: 'closed', error: null, updatedAt: new Date() }).where(eq(larkCards.id, c.id));
        continue;
      }
      // Back to open: the job's retry (or the next event) patches it again.
      await db.update(larkCards).set({ status: 'open', error: String(error).slice(0, 500), updatedAt: new Date() }).where(eq(larkCards.id, c.id));
      throw error;
    }
  }
}

/** Sends the waiting record's card to every eligible approver who has none for this round. */
async function sendMissingCards(deps: RelayDeps, source: ApprovalSource, record: WaitingRecord, round: number, input: ApprovalCardInput) {
  const { db } = deps;
  const approvers = await eligibleApprovers(db, source, record);
  if (!approvers.length) return;
  const card = pendingApprovalCard(deps.config, input, await actionsOf(db, source, approvalTransitions(source.machine, record.status)));
  let failure: unknown;
  for (const a of approvers) {
    // The unique (entity, id, round, user) key: whoever inserts first sends; retries resend failed ones.
    const [claimed] = await db
      .insert(larkCards)
      .values({ entity: source.machine.entity, entityId: record.id, round, stage: record.status, userId: a.userId, openId: a.openId, status: 'sending' })
      .onConflictDoUpdate({
        target: [larkCards.entity, larkCards.entityId, larkCards.round, larkCards.userId],
        set: { status: 'sending', updatedAt: new Date() },
        setWhere: eq(larkCards.status, 'failed'),
      })
      .returning({ id: larkCards.id });
    if (!claimed) continue;
    try {
      // The row's id as Lark's uuid: a retry after a lost answer gets the first message back, not a second card.
      const messageId = await sendCardOrText(deps.lark, a.openId, card, `card-${claimed.id}`);
      await db.update(larkCards).set({ messageId, status: 'open', error: null, updatedAt: new Date() }).where(eq(larkCards.id, claimed.id));
    } catch (error) {
      await db.update(larkCards).set({ status: 'failed', error: String(error).slice(0, 500), updatedAt: new Date() }).where(eq(larkCards.id, claimed.id));
      failure ??= error;
    }
  }
  if (failure) throw failure;
}

/**
 * Brings a record's Lark cards in line with its state: cards of a finished round are patched to
 * the decision (who, what, when); a record waiting for approval gets a card to each eligible approver.
 * Safe to run any number of times, from any process.
 */
export async function syncApprovalCards(deps: RelayDeps, entity: string, entityId: number): Promise<void> {
  const source = approvalSource(entity);
  if (!source) return;
  const record = await recordById(deps.db, source, entityId);
  const input = record && (await cardInput(deps.db, source, record));
  const waiting = record && input && waitingStates(source.machine).includes(record.status);
  const round = waiting ? await currentRound(deps.db, entity, entityId, record.status) : undefined;
  // A record waiting without a known round (no outbox event yet) keeps its cards until one arrives.
  if (waiting && round === undefined) return;
  await closeStaleCards(deps, source, entityId, round, input);
  if (record && input) await notifyOutcome(deps, source, record, input);
  if (waiting && round !== undefined) await sendMissingCards(deps, source, record, round, input!);
  await syncApprovalInstance(deps, source, entityId, record, input, waiting ? round : undefined);
}

/** Marks the clicked card closed (its new content went back in the callback answer). */
export async function markCardClosed(db: Db, messageId: string): Promise<void> {
  await db.update(larkCards).set({ status: 'closed', updatedAt: new Date() }).where(and(eq(larkCards.messageId, messageId), inArray(larkCards.status, ['open', 'closing'])));
}
