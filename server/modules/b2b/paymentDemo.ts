import { and, asc, eq, inArray } from 'drizzle-orm';
import { auditPayment, confirmPayment, deletePayment } from '@shared/api/b2b/payment';
import { loadUserCodes } from '../../http/auth/codes';
import { savePayment, type SavePaymentInput } from './payments/save';
import { runTransitionAs, type Actor } from '../../workflow';
import type { Db } from '../../db/connection';
import { b2bCompanyBanks, b2bCustomers, b2bInvoices, settings, users } from '../../db/schema';

const FLAG = 'b2b_payment_demo_loaded';

/** Where each demo request ends up, in order: about 40 requests over every state. */
const PLAN = [
  ...Array<string>(8).fill('draft'),
  ...Array<string>(8).fill('pending_audit'),
  ...Array<string>(7).fill('pending_finance'),
  ...Array<string>(10).fill('paid'),
  ...Array<string>(5).fill('rejected'),
  ...Array<string>(2).fill('deleted'),
];
const TYPES = ['freight', 'refund', 'commission', 'customs', 'other'] as const;
const PAYEES = [
  { payeeName: 'FastShip Logistics Ltd', payeeBank: 'HSBC Hong Kong', payeeAccount: '001-234567-838', payeeSwift: 'HSBCHKHHHKH' },
  { payeeName: 'Pacific Customs Broker LLC', payeeBank: 'Bank of America', payeeAccount: '4820-1177-0032', payeeSwift: 'BOFAUS3N' },
  { payeeName: '深圳市远航货运代理有限公司', payeeBank: '招商银行深圳分行', payeeAccount: '7559 1234 5678 901', payeeSwift: null },
  { payeeName: 'Euro Agents GmbH', payeeBank: 'Deutsche Bank', payeeAccount: 'DE89 3704 0044 0532 0130 00', payeeSwift: 'DEUTDEFF' },
];
const RATES: Record<string, string> = { USD: '7.120000', EUR: '7.730000', CNY: '1' };
const REASONS: Record<string, string> = {
  freight: '海运费（整柜）',
  refund: '质量问题退款',
  commission: '渠道佣金（季度结算）',
  customs: '目的港关税及清关费',
  other: '展会摊位费',
};

async function actorOf(db: Db, username: string): Promise<Actor | undefined> {
  const [u] = await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.username, username));
  return u && { userId: u.id, name: u.name, elements: (await loadUserCodes(db, u.id)).elements };
}

/**
 * Demo payment requests, made through the payment module itself (so logs and tab counts are right),
 * once after the master-data demo: nothing happens while there are no customers yet.
 */
export async function loadPaymentDemo(db: Db): Promise<boolean> {
  const [done] = await db.select().from(settings).where(eq(settings.key, FLAG));
  if (done) return false;
  const [sales, manager, finance] = await Promise.all(['zhangwei', 'chenjing', 'lina'].map((u) => actorOf(db, u)));
  if (!sales || !manager || !finance) return false;
  const customers = await db
    .select({ id: b2bCustomers.id })
    .from(b2bCustomers)
    .where(and(eq(b2bCustomers.salesUserId, sales.userId), eq(b2bCustomers.enabled, true)))
    .orderBy(asc(b2bCustomers.id))
    .limit(10);
  if (customers.length === 0) return false;
  const invoices = await db
    .select({ invoiceNumber: b2bInvoices.invoiceNumber })
    .from(b2bInvoices)
    .where(and(inArray(b2bInvoices.customerId, customers.map((c) => c.id)), eq(b2bInvoices.deleted, false)))
    .orderBy(asc(b2bInvoices.id))
    .limit(10);
  const [bank] = await db
    .select({ id: b2bCompanyBanks.id })
    .from(b2bCompanyBanks)
    .where(and(eq(b2bCompanyBanks.enabled, true), inArray(b2bCompanyBanks.purpose, ['pay', 'both'])))
    .orderBy(asc(b2bCompanyBanks.id))
    .limit(1);
  await db.insert(settings).values({ key: FLAG, value: new Date().toISOString() }).onConflictDoNothing();

  for (const [i, target] of PLAN.entries()) {
    const type = TYPES[i % TYPES.length]!;
    const currency = ['USD', 'EUR', 'CNY'][i % 3]!;
    const invoice = type === 'refund' ? invoices[i % Math.max(invoices.length, 1)] : undefined;
    const input: SavePaymentInput = {
      type,
      customerId: invoice ? null : customers[i % customers.length]!.id,
      invoiceNumber: invoice?.invoiceNumber ?? null,
      orderNos: [],
      ...PAYEES[i % PAYEES.length]!,
      currency: currency as SavePaymentInput['currency'],
      amount: `${(350 + ((i * 7919) % 9650)).toFixed(0)}.${String((i * 37) % 100).padStart(2, '0')}`,
      exchangeRate: RATES[currency]!,
      reason: REASONS[type]!,
      expectedPayDate: null,
      fileIds: [],
      submit: target !== 'draft' && target !== 'deleted',
    };
    const saved = await savePayment(db, sales, input);
    const ref = { id: saved.id };
    if (target === 'deleted') await runTransitionAs(db, sales, deletePayment, 'delete', ref);
    if (target === 'rejected') await runTransitionAs(db, manager, auditPayment, 'reject', { ...ref, comment: '请补充报价单后重新提交' });
    if (target === 'pending_finance' || target === 'paid') await runTransitionAs(db, manager, auditPayment, 'approve', { ...ref, comment: '同意' });
    if (target === 'paid' && bank) {
      await runTransitionAs(db, finance, confirmPayment, 'confirm', { ...ref, paidFromBankId: bank.id, paidReference: `TT${saved.serialNo.slice(2)}` });
    }
  }
  return true;
}
