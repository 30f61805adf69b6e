import { and, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { actionsOf, approvalSource, approvalTransitions, recordById } from '../../approvals';
import { larkCards, workflowEvents } from '../../db/schema';
import { movedCard, pendingApprovalCard, waitingNotice } from '../cards/approval';
import { cardInput } from './cardInput';
import type { RelayDeps } from './deps';
import { sendCardOrText } from './send';

/** Lark edits a message for 14 days; a card is replaced a day before, while the old one can still say so. */
export const RENEW_AFTER_MS = 13 * 24 * 3600_000;

/** The calendar day in China (the company's day), as YYYY-MM-DD. */
export const chinaDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(at);

type OpenCard = { id: number; entity: string; entityId: number; stage: string; openId: string; messageId: string | null; sentAt: Date; remindedOn: string | null; waitingSince: Date };

/**
 * Open approval cards that need a fresh message: older than RENEW_AFTER_MS (Lark's edit limit is
 * near), or (when reminders are on) of a record waiting longer than `remindAfterMs` whose approver
 * was not reminded today.
 */
async function dueCards(deps: RelayDeps, now: Date): Promise<OpenCard[]> {
  const sentAt = sql<Date>`coalesce(${larkCards.sentAt}, ${larkCards.createdAt})`;
  const remind = deps.config.remindAfterMs;
  const renewDue = lt(sentAt, new Date(now.getTime() - RENEW_AFTER_MS));
  const remindDue = remind > 0 ? and(lt(workflowEvents.createdAt, new Date(now.getTime() - remind)), or(isNull(larkCards.remindedOn), sql`${larkCards.remindedOn} <> ${chinaDay(now)}`)) : undefined;
  const rows = await deps.db
    .select({ id: larkCards.id, entity: larkCards.entity, entityId: larkCards.entityId, stage: larkCards.stage, openId: larkCards.openId, messageId: larkCards.messageId, sentAt, remindedOn: larkCards.remindedOn, waitingSince: workflowEvents.createdAt })
    .from(larkCards)
    .innerJoin(workflowEvents, eq(workflowEvents.id, larkCards.round))
    .where(and(eq(larkCards.status, 'open'), gt(larkCards.round, 0), isNotNull(larkCards.messageId), remindDue ? or(renewDue, remindDue) : renewDue));
  return rows.map((r) => ({ ...r, sentAt: new Date(r.sentAt) }));
}

/**
 * Replaces one card by a fresh message: claimed first (compare-and-set on the card's send time and
 * reminder day), so of several server processes only one sends; the uuid makes a retried send after a
 * lost answer return the same message. The old card is then patched to point at the new one when
 * Lark still allows it (a failure there is ignored: the old card keeps its buttons, and a click on it
 * still runs the decision with its checks).
 */
async function renewCard(deps: RelayDeps, row: OpenCard, now: Date): Promise<void> {
  const { db } = deps;
  const source = approvalSource(row.entity);
  const record = source && (await recordById(db, source, row.entityId));
  const input = source && record && record.status === row.stage ? await cardInput(db, source, record) : undefined;
  if (!source || !record || !input) return; // decided or gone: the card sync closes it
  const remind = deps.config.remindAfterMs;
  const waitedMs = now.getTime() - row.waitingSince.getTime();
  const reminding = remind > 0 && waitedMs >= remind && row.remindedOn !== chinaDay(now);
  const [claimed] = await db
    .update(larkCards)
    .set({ sentAt: now, remindedOn: reminding ? chinaDay(now) : row.remindedOn, updatedAt: now })
    .where(
      and(
        eq(larkCards.id, row.id),
        eq(larkCards.status, 'open'),
        eq(larkCards.messageId, row.messageId!),
        reminding ? or(isNull(larkCards.remindedOn), sql`${larkCards.remindedOn} <> ${chinaDay(now)}`) : lt(sql`coalesce(${larkCards.sentAt}, ${larkCards.createdAt})`, new Date(now.getTime() - RENEW_AFTER_MS)),
      ),
    )
    .returning({ id: larkCards.id });
  if (!claimed) return;
  const notice = reminding ? waitingNotice(Math.max(1, Math.floor(waitedMs / (24 * 3600_000)))) : undefined;
  const card = pendingApprovalCard(deps.config, input, await actionsOf(db, source, approvalTransitions(source.machine, record.status)), notice);
  let messageId: string;
  try {
    messageId = await sendCardOrText(deps.lark, row.openId, card, reminding ? `remind-${row.id}-${chinaDay(now)}` : `renew-${row.id}-${row.sentAt.getTime()}`);
  } catch (error) {
    // Unclaimed again: the job's retry (or the next run) tries once more.
    await db.update(larkCards).set({ sentAt: row.sentAt, remindedOn: row.remindedOn, error: String(error).slice(0, 500) }).where(eq(larkCards.id, row.id));
    throw error;
  }
  await db.update(larkCards).set({ messageId, error: null, updatedAt: new Date() }).where(eq(larkCards.id, row.id));
  await deps.lark.patchCard(row.messageId!, movedCard(deps.config, input)).catch((error: unknown) => console.warn(`lark cards: could not mark ${row.messageId} as replaced:`, String(error)));
}

/**
 * Reminders and renewals of open approval cards, run by the `lark.cards.renew` job every hour: each
 * approver of a record waiting longer than LARK_REMIND_AFTER_HOURS gets a fresh card saying so once
 * a day, and a card nearing Lark's 14-day edit limit is replaced by a fresh one.
 */
export async function renewCards(deps: RelayDeps, now = new Date()): Promise<void> {
  let failure: unknown;
  for (const row of await dueCards(deps, now)) await renewCard(deps, row, now).catch((error: unknown) => (failure ??= error));
  if (failure) throw failure;
}
