import { and, eq, inArray } from 'drizzle-orm';
import { confirmPaymentBody, auditPaymentBody, PAYMENT_SCREEN, PAYMENT_TYPES, type PaymentType } from '@shared/api/b2b/payment';
import { formatMoney } from '@shared/format/currency';
import { paymentMachine } from '@shared/workflow';
import { registerApprovalSource, type ApprovalSource } from '../../../approvals';
import { b2bCompanyBanks, b2bCustomers, b2bPayments } from '../../../db/schema';
import { auditPaymentAs, confirmPaymentAs } from './transitions';

const p = b2bPayments;

/** Payment requests in the approvals inbox and on Lark cards: the manager's audit and finance's confirmation. */
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
          fields: [
            { label: '付款类型', value: PAYMENT_TYPES[r.type as PaymentType] ?? r.type },
            { label: '客户', value: r.customerName ?? '-' },
            { label: '收款人', value: r.payeeName },
            { label: '收款账户', value: `${r.payeeBank} ${r.payeeAccount}` },
            { label: '折合人民币', value: formatMoney(r.amountCny, 'CNY') },
            { label: '发票号', value: r.invoiceNumber ?? '-' },
            { label: '期望付款日', value: r.expectedPayDate ?? '-' },
            { label: '付款原因', value: r.reason },
          ],
        },
      ]),
    );
  },

  decide(db, actor, d) {
    const common = { id: d.id, version: d.version, comment: d.comment };
    if (d.action === 'approve' || d.action === 'reject') return auditPaymentAs(db, actor, auditPaymentBody.parse({ ...common, pass: d.action === 'approve' }));
    const { paidFromBankId, paidReference } = d.fields;
    return confirmPaymentAs(db, actor, confirmPaymentBody.parse({ ...common, pass: d.action === 'confirm', paidFromBankId, paidReference }));
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

registerApprovalSource(paymentApprovals);
