import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { approvalSource, decideApproval, decisionFailure } from '../../approvals';
import { larkCards } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { todoCardFor } from '../bot';
import type { Card } from '../cards/elements';
import { actorOfOpenId } from '../identity/actor';
import { cardInputOf, closingCard, markCardClosed, relayDepsOf, type RelayDeps } from '../relay';

/** A card.action.trigger event, the parts the CRM reads. */
const cardActionEvent = z.object({
  operator: z.object({ open_id: z.string() }),
  action: z.object({
    value: z.object({
      kind: z.literal('approval'),
      entity: z.string(),
      id: z.number().int().positive(),
      action: z.string(),
      version: z.number().int().positive().optional(),
      /** `todo`: clicked in the bot's to-do list rather than on the record's own card. */
      from: z.literal('todo').optional(),
    }),
    form_value: z.record(z.string(), z.unknown()).nullish(),
  }),
  context: z.object({ open_message_id: z.string().optional() }).optional(),
});

type ToastType = 'success' | 'error' | 'info' | 'warning';

/** The answer Lark shows: a toast, and the card that replaces the clicked one when given. */
export interface CardAnswer {
  toast: { type: ToastType; content: string };
  card?: { type: 'raw'; data: Card };
}

const answer = (type: ToastType, content: string, card?: Card): CardAnswer => ({ toast: { type, content }, ...(card ? { card: { type: 'raw', data: card } } : {}) });

/** Text inputs of the card's form: the opinion, and the fields a decision needs. */
function formOf(formValue: Record<string, unknown> | null | undefined) {
  const values: Record<string, string> = {};
  for (const [k, v] of Object.entries(formValue ?? {})) if (typeof v === 'string' || typeof v === 'number') values[k] = String(v).trim();
  const { comment, ...fields } = values;
  return { comment: comment || undefined, fields };
}

/**
 * The clicked record card as it should look now: the decision that moved the record on, or nothing
 * (keep the card) while the record still waits in the card's state.
 */
async function currentCard(relay: RelayDeps, entity: string, id: number, messageId: string | undefined): Promise<Card | undefined> {
  const source = approvalSource(entity);
  if (!messageId || !source) return undefined;
  const [row] = await relay.db.select({ stage: larkCards.stage }).from(larkCards).where(eq(larkCards.messageId, messageId));
  if (!row) return undefined;
  const input = await cardInputOf(relay.db, source, id);
  if (input?.item.status === row.stage) return undefined;
  return closingCard(relay, source, id, row.stage, input);
}

/**
 * A click on Approve / Reject: the same decision as the portal's, as the operator's CRM user, with
 * the same checks. Answers the decided card at once; the relay then patches the other approvers'
 * copies (the decision is in the outbox like any other). A second click, a replay or a slower
 * approver finds the record moved and is told by whom.
 */
export async function handleCardAction(deps: AppDeps, raw: unknown, replay: boolean): Promise<CardAnswer> {
  const relay = relayDepsOf(deps);
  const parsed = cardActionEvent.safeParse(raw);
  if (!relay || !parsed.success) return answer('error', '无法识别的操作');
  const { operator, action, context } = parsed.data;
  const { entity, id } = action.value;
  const messageId = context?.open_message_id;
  if (replay) return answer('info', '该操作已处理', await currentCard(relay, entity, id, messageId));
  const actor = await actorOfOpenId(deps.db, operator.open_id);
  if ('refused' in actor) return answer('error', actor.refused);
  const { comment, fields } = formOf(action.form_value);
  try {
    const result = await decideApproval(deps.db, actor, entity, { id, action: action.value.action, version: action.value.version, comment, fields });
    const done = `已${result.label}，当前状态：${result.statusLabel}`;
    if (action.value.from === 'todo') return answer('success', done, await todoCardFor(deps, actor));
    const source = approvalSource(entity)!;
    const card = await closingCard(relay, source, id, result.from, await cardInputOf(relay.db, source, id));
    if (messageId) await markCardClosed(deps.db, messageId);
    return answer('success', done, card);
  } catch (error) {
    const message = decisionFailure(error);
    if (!message) throw error;
    // Refused (reason missing, no permission, someone else decided first): say why; show the card as it is now.
    return answer('error', message, action.value.from === 'todo' ? undefined : await currentCard(relay, entity, id, messageId));
  }
}
