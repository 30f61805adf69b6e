import { eq } from 'drizzle-orm';
import { parseTime } from '@shared/format';
import type { z } from 'zod';
import type { auditPaymentBody, confirmPaymentBody } from '@shared/api/b2b/payment';
import type { transitionBody } from '@shared/api/workflow';
import { paymentMachine } from '@shared/workflow';
import type { Db } from '../../../db/connection';
import { b2bCompanyBanks, b2bPayments } from '../../../db/schema';
import { fail } from '../../../http/errors';
import { runTransition, type Actor, type TransitionRequest, type TransitionResult, type Tx } from '../../../workflow';
import { visiblePayment } from './access';

type Move = z.output<typeof transitionBody>;

/** One declared transition of a payment the actor may see (others' records answer 付款申请不存在). */
async function move(db: Db, actor: Actor, action: string, m: Move, apply?: TransitionRequest['apply']): Promise<TransitionResult> {
  await visiblePayment(db, actor, m.id);
  return runTransition(db, paymentMachine, b2bPayments, { id: m.id, version: m.version, comment: m.comment, action, actor, apply });
}

export const submitPaymentAs = (db: Db, actor: Actor, m: Move) => move(db, actor, 'submit', m);
export const deletePaymentAs = (db: Db, actor: Actor, m: Move) => move(db, actor, 'delete', m);

/** 审核通过 / 驳回 by a manager; the auditor is recorded on the request. */
export const auditPaymentAs = (db: Db, actor: Actor, b: z.output<typeof auditPaymentBody>) =>
  move(db, actor, b.pass ? 'approve' : 'reject', b, async () => ({ auditedBy: actor.userId, auditedAt: new Date() }));

/** The company account a payment leaves from: enabled, for paying. */
async function payingAccount(tx: Tx, bankId: number): Promise<void> {
  const [bank] = await tx
    .select({ purpose: b2bCompanyBanks.purpose, enabled: b2bCompanyBanks.enabled, accountName: b2bCompanyBanks.accountName })
    .from(b2bCompanyBanks)
    .where(eq(b2bCompanyBanks.id, bankId));
  if (!bank) throw fail.badRequest('付款账户不存在');
  if (!bank.enabled) throw fail.refused(`付款账户“${bank.accountName}”已停用`);
  if (bank.purpose !== 'pay' && bank.purpose !== 'both') throw fail.refused(`账户“${bank.accountName}”是收款账户，不能用于付款`);
}

/** 确认付款 (who paid, when, from which account, bank reference) or 财务驳回. */
export function confirmPaymentAs(db: Db, actor: Actor, b: z.output<typeof confirmPaymentBody>): Promise<TransitionResult> {
  if (!b.pass) return move(db, actor, 'financeReject', b);
  return move(db, actor, 'confirm', b, async (tx) => {
    await payingAccount(tx, b.paidFromBankId!);
    return { paidBy: actor.userId, paidAt: b.paidAt ? parseTime(b.paidAt) : new Date(), paidFromBankId: b.paidFromBankId, paidReference: b.paidReference };
  });
}
