import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PaymentDetail } from '@shared/api/b2b/payment';
import { paymentMachine } from '@shared/workflow';
import type { Db } from '../../../db/connection';
import { b2bCompanyBanks, b2bCustomers, b2bPayments, users } from '../../../db/schema';
import { actionsFor, type Actor } from '../../../workflow';
import { isEditable, visiblePaymentHead } from './access';
import { paymentAttachments } from './attachments';
import { creator, paymentRowColumns, toPaymentRow } from './queries';
import { isoOrNull } from '../../../http/time';

const auditor = alias(users, 'auditor');
const payer = alias(users, 'payer');
const p = b2bPayments;

/** A payment as its drawer and print page show it, with what the caller may do now. */
export async function paymentDetail(db: Db, actor: Actor, id: number): Promise<PaymentDetail> {
  await visiblePaymentHead(db, actor, id);
  const [[r], attachments] = await Promise.all([
    db
      .select({
        ...paymentRowColumns,
        orderNos: p.orderNos,
        payeeBank: p.payeeBank,
        payeeAccount: p.payeeAccount,
        payeeSwift: p.payeeSwift,
        reason: p.reason,
        auditedBy: p.auditedBy,
        auditorName: auditor.name,
        auditedAt: p.auditedAt,
        paidBy: p.paidBy,
        payerName: payer.name,
        paidAt: p.paidAt,
        paidFromBankId: p.paidFromBankId,
        bank: { id: b2bCompanyBanks.id, accountName: b2bCompanyBanks.accountName, bankName: b2bCompanyBanks.bankName, accountNo: b2bCompanyBanks.accountNo, currency: b2bCompanyBanks.currency },
        paidReference: p.paidReference,
        updatedAt: p.updatedAt,
      })
      .from(p)
      .leftJoin(b2bCustomers, eq(b2bCustomers.id, p.customerId))
      .leftJoin(creator, eq(creator.id, p.createdBy))
      .leftJoin(auditor, eq(auditor.id, p.auditedBy))
      .leftJoin(payer, eq(payer.id, p.paidBy))
      .leftJoin(b2bCompanyBanks, eq(b2bCompanyBanks.id, p.paidFromBankId))
      .where(eq(p.id, id)),
    paymentAttachments(db, id),
  ]);
  const { bank, auditedAt, paidAt, updatedAt, ...rest } = r!;
  return {
    ...rest,
    ...toPaymentRow(rest),
    auditedAt: isoOrNull(auditedAt),
    paidAt: isoOrNull(paidAt),
    updatedAt: updatedAt.toISOString(),
    paidFromBank: bank?.id ? bank : null,
    attachments,
    actions: actionsFor(paymentMachine, rest, actor),
    editable: isEditable(rest, actor.userId),
  };
}
