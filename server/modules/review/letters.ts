import { and, eq, inArray } from 'drizzle-orm';
import { planOrderDetailMachine, SEND_LETTER_STATES, type SendLetterStatus } from '@shared/workflow';
import type { Db, Tx } from '../../db/connection';
import { platforms, reviewOrderAddresses, reviewPlanOrderDetails as d } from '../../db/schema';
import type { AppDeps } from '../../deps';
import type { Caller } from '../../http/auth/caller';
import { AppError, fail } from '../../http/errors';
import { actorOf, recordEdited, type Actor } from '../../workflow';
import { filledTemplate, sendFromMailbox, sendingMailbox, type MailReplyListener } from '../mail';
import { visibleDetail } from './visibleDetail';

/**
 * Invitation letters (docs/domain/review-programme.md, 发信): each goes out through a mailbox of the
 * mail centre, filled from a template with the order's values; 已发信 when it left, 发信失败 with the
 * reason when it did not, 已回复 when the reviewer's answer is pulled. Every change is in the order's log.
 */
const label = (v: string) => SEND_LETTER_STATES[v as SendLetterStatus]?.label ?? v;
const closed = (status: string) => status === 'archived' || status === 'merged';

/** Letter status of one detail the caller may see (view and platforms), written to the detail's log. */
async function writeLetterStatus(tx: Tx, caller: Caller, actor: Actor, detailId: number, status: string, note?: string, messageId?: string) {
  const row = await visibleDetail(tx, caller, actor, detailId, true);
  if (closed(row.status)) throw fail.conflict('该订单明细已归档或已合并，不能修改发信状态');
  if (row.sendLetterStatus === status && !note) return { id: row.id, sendLetterStatus: status };
  await tx
    .update(d)
    .set({ sendLetterStatus: status, sentAt: status === 'sent' ? new Date() : row.sentAt, letterMessageId: messageId ?? row.letterMessageId, version: row.version + 1, updatedAt: new Date() })
    .where(eq(d.id, row.id));
  const change = `发信状态：${label(row.sendLetterStatus)} → ${label(status)}`;
  await recordEdited(tx, planOrderDetailMachine, row, actor, 'letter', note ? `${change}；${note}` : change);
  return { id: row.id, sendLetterStatus: status };
}

/** 发信状态 set by hand (the reviewer answered by phone, the address bounced). */
export async function setLetterStatus(db: Db, caller: Caller, detailId: number, status: string) {
  const actor = await actorOf(caller);
  return db.transaction((tx) => writeLetterStatus(tx, caller, actor, detailId, status));
}

/** The template's values for one order. */
async function valuesOf(db: Db, row: typeof d.$inferSelect) {
  const [platform] = await db.select({ name: platforms.name }).from(platforms).where(eq(platforms.id, row.platformId));
  const [address] = await db.select({ receiver: reviewOrderAddresses.receiver, email: reviewOrderAddresses.email }).from(reviewOrderAddresses).where(eq(reviewOrderAddresses.detailId, row.id));
  return {
    to: row.reviewerEmail ?? address?.email ?? null,
    values: { customerName: address?.receiver ?? '', orderNo: row.marketOrderNo ?? '', invitationCode: row.invitationCode, sku: row.sku, platformName: platform?.name ?? '' },
  };
}

/**
 * 批量发信: one letter per order the caller may see, through `accountId` with `templateId`. The whole
 * batch is refused before anything is sent when an order is out of reach or the mailbox or template
 * cannot be used; then each letter succeeds or fails on its own.
 */
export async function sendLetters(deps: AppDeps, caller: Caller, input: { detailIds: number[]; accountId: number; templateId: number }) {
  const actor = await actorOf(caller);
  const ids = [...new Set(input.detailIds)];
  const rows = await Promise.all(ids.map((id) => visibleDetail(deps.db, caller, actor, id)));
  const mailbox = await sendingMailbox(deps.db, input.accountId);
  await filledTemplate(deps.db, input.templateId, {});
  let sent = 0;
  let failed = 0;
  const errors: string[] = [];
  for (const row of rows) {
    if (closed(row.status) || row.sendLetterStatus === 'replied') continue;
    const { to, values } = await valuesOf(deps.db, row);
    if (!to) continue;
    const letter = await filledTemplate(deps.db, input.templateId, values);
    const outcome = await sendFromMailbox(deps, { accountId: mailbox.id, to, subject: letter.subject, body: letter.body, templateId: input.templateId, by: actor.userId })
      .then((r) => ({ messageId: r.messageId, error: undefined }))
      .catch((error: unknown) => {
        if (!(error instanceof AppError)) throw error;
        return { messageId: undefined, error: error.message };
      });
    await deps.db.transaction((tx) =>
      outcome.messageId
        ? writeLetterStatus(tx, caller, actor, row.id, 'sent', `信件「${letter.subject}」由 ${mailbox.email} 发往 ${to}`, outcome.messageId)
        : writeLetterStatus(tx, caller, actor, row.id, 'failed', `发往 ${to}：${outcome.error}`),
    );
    if (outcome.messageId) sent += 1;
    else {
      failed += 1;
      errors.push(`${row.invitationCode}：${outcome.error}`);
    }
  }
  return { sent, failed, skipped: ids.length - sent - failed, errors };
}

/** A reviewer's answer to a letter, pulled into the mail centre: the order moves to 已回复, noted in its log. */
export const letterReplies: MailReplyListener = async (tx, reply) => {
  const answered = await tx
    .select()
    .from(d)
    .where(and(inArray(d.letterMessageId, reply.answers), inArray(d.sendLetterStatus, ['sent', 'failed'])))
    .for('update');
  for (const row of answered) {
    await tx.update(d).set({ sendLetterStatus: 'replied', version: row.version + 1, updatedAt: new Date() }).where(eq(d.id, row.id));
    await recordEdited(tx, planOrderDetailMachine, row, { userId: row.createdBy, name: '邮件中心' }, 'letter', `发信状态：${label(row.sendLetterStatus)} → ${label('replied')}；${reply.from} 回信`);
  }
};
