import { asc, eq } from 'drizzle-orm';
import { ACCOUNT_DISABLED } from '@shared/api/mail/outbox';
import { fillTemplate, NO_TEMPLATE, type TemplateValues } from '@shared/api/mail/templates';
import type { Db, Tx } from '../../db/connection';
import { mailAccounts, mailOutbox, mailTemplates } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { fail } from '../../http/errors';
import { accountById } from './accountStore';
import { failureReason } from './protocols';
import { sendOverSmtp } from './send';

/**
 * What other modules send through a mailbox of the mail centre (an invitation letter to a reviewer, a
 * warranty confirmation): filled from a template, sent over the mailbox's SMTP, kept in 已发送 like
 * any mail written by hand; replies naming it are announced to the module that sent it.
 */
export interface MailboxLetter {
  accountId: number;
  to: string;
  subject: string;
  body: string;
  templateId?: number;
  /** Who sends it (已发送 lists it as theirs). */
  by: number;
}

/** An enabled template, filled with `values`: subject and body. */
export async function filledTemplate(db: Db, templateId: number, values: TemplateValues): Promise<{ subject: string; body: string }> {
  const [t] = await db.select().from(mailTemplates).where(eq(mailTemplates.id, templateId));
  if (!t || !t.enabled) throw fail.badRequest(NO_TEMPLATE);
  return { subject: fillTemplate(t.subject, values), body: fillTemplate(t.body, values) };
}

/** An enabled mailbox, or the reason it cannot send (refused before anything is sent). */
export async function sendingMailbox(db: Db, accountId: number) {
  const account = await accountById(db, accountId);
  if (!account.enabled) throw fail.refused(ACCOUNT_DISABLED);
  return account;
}

/** Sends one letter; answers its Message-ID, or throws `发送失败：<reason>` with the failure kept in 已发送. */
export async function sendFromMailbox(deps: AppDeps, letter: MailboxLetter): Promise<{ messageId: string; outboxId: number }> {
  const account = await sendingMailbox(deps.db, letter.accountId);
  const fields = { accountId: account.id, kind: 'new', toAddrs: letter.to, subject: letter.subject, body: letter.body, templateId: letter.templateId ?? null, createdBy: letter.by };
  const [row] = await deps.db.insert(mailOutbox).values({ ...fields, status: 'failed', error: '发送中' }).returning({ id: mailOutbox.id });
  try {
    const sent = await sendOverSmtp(deps, account, { to: [letter.to], cc: [], subject: letter.subject, body: letter.body });
    const now = new Date();
    await deps.db.update(mailOutbox).set({ status: 'sent', error: null, messageId: sent.messageId, sentAt: now, updatedAt: now }).where(eq(mailOutbox.id, row!.id));
    return { messageId: sent.messageId, outboxId: row!.id };
  } catch (error) {
    const reason = failureReason('SMTP', error);
    await deps.db.update(mailOutbox).set({ status: 'failed', error: reason, updatedAt: new Date() }).where(eq(mailOutbox.id, row!.id));
    throw fail.refused(`发送失败：${reason}`);
  }
}

/** A received mail answering earlier ones: the Message-IDs it names (In-Reply-To, References) and its sender. */
export interface MailReply {
  answers: string[];
  from: string;
}
/** Called for every received mail that answers another, inside the transaction that stores it; a module lists its listeners in its manifest (`mailReplies`). */
export type MailReplyListener = (tx: Tx, reply: MailReply) => Promise<void>;
let listeners: readonly MailReplyListener[] = [];

/** Makes `list` the listeners told of replies (composeModules calls it). */
export function useMailReplyListeners(list: readonly MailReplyListener[]): void {
  listeners = list;
}

export async function announceReply(tx: Tx, reply: MailReply): Promise<void> {
  if (!reply.answers.length) return;
  for (const listener of listeners) await listener(tx, reply);
}

/** The enabled mailboxes and templates another module offers to send with (a picker, not the mail centre's own lists). */
export async function sendingOptions(db: Db) {
  const [mailboxes, templates] = await Promise.all([
    db.select({ id: mailAccounts.id, email: mailAccounts.email, senderName: mailAccounts.senderName }).from(mailAccounts).where(eq(mailAccounts.enabled, true)).orderBy(asc(mailAccounts.email)),
    db.select({ id: mailTemplates.id, name: mailTemplates.name, language: mailTemplates.language }).from(mailTemplates).where(eq(mailTemplates.enabled, true)).orderBy(asc(mailTemplates.name)),
  ]);
  return { mailboxes, templates };
}
