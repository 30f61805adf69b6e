import { and, eq, inArray } from 'drizzle-orm';
import { PAYMENT_SCREEN } from '@shared/api/b2b/payment';
import { paymentFields } from '@shared/api/b2b/recordFields';
import { fieldTexts } from '@shared/screen';
import { paymentMachine } from '@shared/workflow';
import type { ApprovalSource } from '../../../approvals';
import { b2bCompanyBanks, b2bCustomers, b2bPayments } from '../../../db/schema';

const p = b2bPayments;

/** What a card and the approvals inbox show of a request, labelled and formatted as everywhere else. */
const CARD_FIELDS = ['type', 'customerName', 'payeeName', 'payeeAccountFull', 'amountCny', 'invoiceNumber', 'expectedPayDate', 'reason'] as const;

/**
 * Payment requests in the approvals inbox and on Lark cards: the manager's audit and finance's confirmation.
 * Decisions run through the registered auditPayment / confirmPayment endpoints (routes.ts), as the portal's.
 */
export const paymentApprovals: ApprovalSource = {
  machine: paymentMachine,
  table: p,
  kindTitles: { pending_audit: '付款申请审核', pending_finance: '付款申请财务确认' },

  async describe(db, ids) {
    if (!ids.length) return new Map();
    const rows = await db
      .select({
        id: p.id,
        serialNo: p.serialNo,
        type: p.type,
        payeeName: p.payeeName,
        payeeBank: p.payeeBank,
        payeeAccount: p.payeeAccount,
        currency: p.currency,
        amount: p.amount,
        amountCny: p.amountCny,
        reason: p.reason,
        invoiceNumber: p.invoiceNumber,
        expectedPayDate: p.expectedPayDate,
        customerName: b2bCustomers.name,
      })
      .from(p)
      .leftJoin(b2bCustomers, eq(b2bCustomers.id, p.customerId))
      .where(inArray(p.id, ids));
    return new Map(
      rows.map((r) => [
        r.id,
        {
          title: `${r.serialNo} · ${r.payeeName}`,
          amount: r.amount,
          currency: r.currency,
          fields: fieldTexts(paymentFields, CARD_FIELDS, r),
        },
      ]),
    );
  },

  async decisionFields(db, action) {
    if (action !== 'confirm') return [];
    const banks = await db
      .select({ id: b2bCompanyBanks.id, accountName: b2bCompanyBanks.accountName, bankName: b2bCompanyBanks.bankName, currency: b2bCompanyBanks.currency })
      .from(b2bCompanyBanks)
      .where(and(eq(b2bCompanyBanks.enabled, true), inArray(b2bCompanyBanks.purpose, ['pay', 'both'])))
      .orderBy(b2bCompanyBanks.id);
    return [
      {
        name: 'paidFromBankId',
        label: '付款账户',
        type: 'select',
        required: true,
        options: banks.map((b) => ({ value: String(b.id), label: `${b.accountName}（${b.bankName} ${b.currency}）` })),
      },
      { name: 'paidReference', label: '付款流水号', type: 'text', required: true },
    ];
  },

  portalPath: (id) => `${PAYMENT_SCREEN}?id=${id}`,
};

