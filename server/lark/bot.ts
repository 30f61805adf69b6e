import { z } from 'zod';
import { actionsOf, approvalInbox, approvalSource, approvalTransitions } from '../approvals';
import type { AppDeps } from '../deps';
import { bindHelpCard, helpCard, todoCard, type QuickAction } from './cards/bot';
import type { Card } from './cards/elements';
import type { Actor } from '../workflow';
import { actorOfOpenId } from './identity/actor';

export const BOT_REPLY_JOB = 'lark.bot.reply';

/** An im.message.receive_v1 event, the parts the bot reads. */
export const messageEvent = z.object({
  sender: z.object({ sender_id: z.object({ open_id: z.string() }) }),
  message: z.object({ message_id: z.string().optional(), message_type: z.string(), content: z.string() }),
});

export interface BotMessage {
  openId: string;
  text: string;
  /** The message answered: one answer per message, however often the job runs. */
  messageId?: string;
}

export function botMessageOf(event: z.output<typeof messageEvent>): BotMessage {
  let text = '';
  if (event.message.message_type === 'text') {
    try {
      text = String((JSON.parse(event.message.content) as { text?: unknown }).text ?? '');
    } catch {
      text = '';
    }
  }
  // Mentions arrive as @_user_1 placeholders.
  return { openId: event.sender.sender_id.open_id, text: text.replace(/@_user_\d+/g, '').trim(), messageId: event.message.message_id };
}

/** The to-do card of `actor`, with the one-tap decisions of each item's state. */
export async function todoCardFor(deps: AppDeps, actor: Actor): Promise<Card> {
  const inbox = await approvalInbox(deps.db, actor);
  const quick = new Map<string, QuickAction>();
  const byState = new Map<string, QuickAction | undefined>();
  for (const item of inbox.items) {
    if (!byState.has(item.kind)) {
      const source = approvalSource(item.entity)!;
      const actions = await actionsOf(deps.db, source, approvalTransitions(source.machine, item.status).filter((t) => actor.elements.has(t.element)));
      byState.set(item.kind, actions.find((a) => !a.danger && a.comment !== 'required' && a.fields.length === 0));
    }
    const pass = byState.get(item.kind);
    if (pass) quick.set(`${item.entity}:${item.id}`, { action: pass.action, label: pass.label });
  }
  return todoCard(deps.config.lark!, inbox, actor.name, quick);
}

const asksForTodo = (text: string) => /^(待办|待审批|审批|todo|pending)$/i.test(text);

/** The bot's answer: the sender's pending approvals, a help card, or how to bind their account. */
export async function replyToMessage(deps: AppDeps, message: BotMessage): Promise<void> {
  const lark = deps.config.lark;
  if (!deps.lark || !lark) return;
  const actor = await actorOfOpenId(deps.db, message.openId);
  const card = 'refused' in actor ? bindHelpCard(lark) : asksForTodo(message.text) ? await todoCardFor(deps, actor) : helpCard(lark);
  await deps.lark.sendCard(message.openId, card, `reply-${message.messageId ?? `${message.openId}-${Date.now()}`}`);
}
