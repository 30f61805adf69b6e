import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import { backPaymentMachine, deliveryMachine } from '@shared/workflow';
import type { Db } from '../../db/connection';
import { b2bCompanyBanks, b2bCustomers, b2bDeliveries, b2bInvoices, b2bOrders, settings, users, b2bBackPayments } from '../../db/schema';
import { loadUserCodes } from '../../http/auth/codes';
import { applyConfirmation, saveBackPayment } from './backPayments/service';
import { checkDeliveryTerms, createDelivery, linkBackPayments } from './deliveries/service';
import { runTransition, type Actor } from '../../workflow';
import { minusMoney } from './common/money';

const FLAG = 'b2b_flow_demo_loaded';

async function actor(db: Db, username: string): Promise<Actor | undefined> {
  const [u] = await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.username, username));
  return u && { userId: u.id, name: u.name, elements: (await loadUserCodes(db, u.id)).elements };
}

/** Half the open amount of an invoice, to cents. */
const half = (amount: string, received: string) => (Number(minusMoney(amount, received)) / 2).toFixed(2);
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

/** What the back payments and deliveries of the demo end in, in creation order. */
const BACK_PAYMENT_ENDS = ['confirmed', 'submitted', 'draft', 'confirmed', 'rejected', 'confirmed', 'submitted', 'deleted'];
const DELIVERY_ENDS = ['shipped', 'pending_audit', 'approved', 'rejected', 'pending_audit', 'shipped'];

/**
 * Back payments and delivery requests in every state, made through the module functions as the demo
 * users would (zhangwei records and raises, lina confirms, chenjing audits, wangfang ships). Loaded once,
 * after the customers and orders of the B2B master-data demo exist; nothing is created before that.
 */
export async function loadB2bFlowDemo(db: Db): Promise<boolean> {
  const [done] = await db.select().from(settings).where(eq(settings.key, FLAG));
  if (done) return false;
  const [sales, finance, manager, ops] = await Promise.all(['zhangwei', 'lina', 'chenjing', 'wangfang'].map((u) => actor(db, u)));
  if (!sales || !finance || !manager || !ops) return false;
  const customers = await db.select().from(b2bCustomers).where(and(eq(b2bCustomers.salesUserId, sales.userId), eq(b2bCustomers.enabled, true))).orderBy(asc(b2bCustomers.id));
  const banks = await db.select().from(b2bCompanyBanks).where(and(eq(b2bCompanyBanks.enabled, true), notInArray(b2bCompanyBanks.purpose, ['pay'])));
  const usable = customers.filter((c) => banks.some((b) => b.currency === c.currency));
  if (!usable.length) return false;
  const orders = await db
    .select()
    .from(b2bOrders)
    .where(and(inArray(b2bOrders.customerId, usable.map((c) => c.id)), notInArray(b2bOrders.status, ['cancelled'])))
    .orderBy(asc(b2bOrders.id));
  if (!orders.length) return false;
  await db.insert(settings).values({ key: FLAG, value: new Date().toISOString() }).onConflictDoNothing();

  const move = (machine: typeof backPaymentMachine | typeof deliveryMachine, table: typeof b2bBackPayments | typeof b2bDeliveries, id: number, action: string, who: Actor, comment?: string, apply?: Parameters<typeof runTransition>[3]['apply']) =>
    runTransition(db, machine, table, { id, action, actor: who, comment, apply });
  const confirmedByCustomer = new Map<number, number[]>();

  for (let n = 0; n < 40; n++) {
    const customer = usable[n % usable.length]!;
    const bank = banks.find((b) => b.currency === customer.currency)!;
    const open = await db.select().from(b2bInvoices).where(and(eq(b2bInvoices.customerId, customer.id), eq(b2bInvoices.deleted, false), eq(b2bInvoices.currency, customer.currency)));
    const invoice = open.find((i) => Number(i.received) < Number(i.amount));
    const allocated = invoice ? half(invoice.amount, invoice.received) : undefined;
    const amount = allocated ? (Number(allocated) + 50 * (n % 3)).toFixed(2) : (1000 + 137 * n).toFixed(2);
    const end = BACK_PAYMENT_ENDS[n % BACK_PAYMENT_ENDS.length]!;
    try {
      const saved = await saveBackPayment(
        db,
        {
          customerId: customer.id,
          companyBankId: bank.id,
          currency: customer.currency as 'USD',
          amount,
          exchangeRate: customer.currency === 'CNY' ? '1' : customer.currency === 'EUR' ? '7.812300' : customer.currency === 'GBP' ? '9.105600' : '7.104500',
          receivedOn: day(2 + ((n * 7) % 80)),
          payerName: customer.name,
          bankReference: `TT${String(202600000 + n * 7919)}`,
          remark: n % 5 === 0 ? '客户电汇，手续费由客户承担' : null,
          items: invoice && allocated && Number(allocated) > 0 ? [{ invoiceId: invoice.id, amount: allocated }] : [],
          submit: end !== 'draft' && end !== 'deleted',
        },
        sales,
        undefined,
      );
      if (end === 'deleted') await move(backPaymentMachine, b2bBackPayments, saved.id, 'delete', sales);
      if (end === 'rejected') await move(backPaymentMachine, b2bBackPayments, saved.id, 'reject', finance, '银行流水未查到该笔款项，请核对到账日期');
      if (end === 'confirmed') {
        await move(backPaymentMachine, b2bBackPayments, saved.id, 'confirm', finance, '已核对银行流水', (tx, record) => applyConfirmation(tx, record, finance));
        confirmedByCustomer.set(customer.id, [...(confirmedByCustomer.get(customer.id) ?? []), saved.id]);
      }
    } catch (error) {
      console.warn('b2b flow demo: back payment skipped:', (error as Error).message);
    }
  }

  const taken = new Set((await db.select({ orderNo: b2bDeliveries.orderNo }).from(b2bDeliveries)).map((d) => d.orderNo));
  const candidates = orders.filter((o) => !taken.has(o.orderNo)).slice(-30);
  for (const [n, order] of candidates.entries()) {
    const customer = usable.find((c) => c.id === order.customerId)!;
    const end = DELIVERY_ENDS[n % DELIVERY_ENDS.length]!;
    try {
      const { id } = await createDelivery(
        db,
        { customerId: customer.id, orderNo: order.orderNo, shipTo: customer.address ?? `${customer.country} warehouse`, contact: customer.contactName, expectedShipDate: day(-3 - (n % 10)), remark: null },
        sales,
      );
      if (customer.settlement === 'prepaid' && confirmedByCustomer.get(customer.id)?.length) {
        await linkBackPayments(db, { deliveryId: id, backPaymentIds: confirmedByCustomer.get(customer.id)! }, sales, undefined);
      }
      if (end === 'rejected') await move(deliveryMachine, b2bDeliveries, id, 'reject', manager, '收货地址不完整，请补充门牌号后重新申请');
      if (end === 'approved' || end === 'shipped') {
        await move(deliveryMachine, b2bDeliveries, id, 'approve', manager, undefined, (tx) => checkDeliveryTerms(tx, id));
        if (end === 'shipped') {
          await move(deliveryMachine, b2bDeliveries, id, 'confirm', ops, `运单号 DHL${4000000 + n * 173}`, async () => ({ trackingNo: `DHL${4000000 + n * 173}`, shippedOn: day(1) }));
        }
      }
    } catch (error) {
      // A request the terms do not allow stays waiting for audit, as it would in real life.
      if (!(error as { resCode?: number }).resCode) console.warn('b2b flow demo: delivery skipped:', (error as Error).message);
    }
  }
  return true;
}
