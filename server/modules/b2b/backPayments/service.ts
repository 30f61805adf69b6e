import { and, eq, inArray, sql } from 'drizzle-orm';
import { backPaymentMachine, stateLabel } from '@shared/workflow';
import type { backPaymentSave } from '@shared/api/b2b/backPayment';
import { backPaymentScreen } from '@shared/api/b2b/screens';
import type { z } from 'zod';
import type { Db, Tx } from '../../../db/connection';
import { b2bBackPaymentItems, b2bBackPayments, b2bCompanyBanks, b2bCustomers, b2bInvoices } from '../../../db/schema';
import { fail } from '../../../http/errors';
import { bumpVersion, recordCreated, recordEdited, runTransitionInTx, type Actor, type CurrentRecord } from '../../../workflow';
import { compareMoney, minusMoney, sumMoney, toCny } from '../common/money';
import { nextSerial } from '../../../db/serial';
import { backPaymentVisibility, customerVisibility } from '../common/visibility';

type SaveInput = z.output<typeof backPaymentSave>;
type Item = SaveInput['items'][number];
const machine = backPaymentMachine;
const EDITABLE = ['draft', 'rejected'];
/** Customers a back payment may be recorded for: the user's own, or all with client or back payment viewAll. */
const customers = customerVisibility.with(machine.screen);

async function checkCustomerAndBank(tx: Tx, input: SaveInput, actor: Actor): Promise<void> {
  const [customer] = await tx.select().from(b2bCustomers).where(eq(b2bCustomers.id, input.customerId));
  if (!customer || !customers.sees(actor, customer.salesUserId)) throw fail.badRequest('客户不存在');
  const [bank] = await tx.select().from(b2bCompanyBanks).where(eq(b2bCompanyBanks.id, input.companyBankId));
  if (!bank) throw fail.badRequest('收款账户不存在');
  if (!bank.enabled) throw fail.badRequest(`收款账户 ${bank.accountNo} 已停用`);
  if (bank.purpose === 'pay') throw fail.badRequest(`账户 ${bank.accountNo} 仅用于付款，不能收款`);
  if (bank.currency !== input.currency) throw fail.badRequest(`收款账户币种为 ${bank.currency}，与回款币种 ${input.currency} 不一致`);
  if (input.currency === 'CNY' && compareMoney(input.exchangeRate, '1') !== 0) throw fail.badRequest('人民币回款的汇率必须为1');
}

/**
 * The allocation rules: invoices of the customer, in the back payment's currency, each allocation at
 * most what the invoice still lacks, the sum at most the amount. `lock` holds the invoices until commit
 * (at confirmation, so two confirmations cannot both fill the same gap).
 */
export async function checkAllocations(tx: Tx, customerId: number, currency: string, amount: string, items: Item[], lock = false): Promise<void> {
  if (!items.length) return;
  const ids = items.map((i) => i.invoiceId);
  if (new Set(ids).size !== ids.length) throw fail.badRequest('同一张发票只能分配一次');
  const query = tx.select().from(b2bInvoices).where(inArray(b2bInvoices.id, ids));
  const invoices = new Map((await (lock ? query.for('update') : query)).map((i) => [i.id, i]));
  for (const item of items) {
    const inv = invoices.get(item.invoiceId);
    if (!inv || inv.deleted || inv.customerId !== customerId) throw fail.badRequest(`发票（id ${item.invoiceId}）不存在或不属于该客户`);
    if (inv.currency !== currency) throw fail.badRequest(`发票 ${inv.invoiceNumber} 的币种为 ${inv.currency}，与回款币种 ${currency} 不一致`);
    const lacking = minusMoney(inv.amount, inv.received);
    if (compareMoney(item.amount, lacking) > 0) {
      throw fail.badRequest(`发票 ${inv.invoiceNumber} 未收金额为 ${lacking} ${currency}，分配金额 ${item.amount} 超出`);
    }
  }
  const total = sumMoney(items.map((i) => i.amount));
  if (compareMoney(total, amount) > 0) throw fail.badRequest(`分配合计 ${total} ${currency} 超过回款金额 ${amount} ${currency}`);
}

/** The record to edit, locked; refused unless it is the creator's draft or rejected record. */
async function lockForEdit(tx: Tx, id: number, actor: Actor, scope: number | undefined): Promise<CurrentRecord> {
  const record = await backPaymentVisibility.head(tx, id, scope, { lock: true });
  if (record.createdBy !== actor.userId) throw fail.refused('只有创建人可以修改该回款');
  if (!EDITABLE.includes(record.status)) throw fail.refused(`该回款当前状态为「${stateLabel(machine, record.status)}」，不能修改`);
  return record;
}

async function replaceItems(tx: Tx, backPaymentId: number, items: Item[]): Promise<void> {
  await tx.delete(b2bBackPaymentItems).where(eq(b2bBackPaymentItems.backPaymentId, backPaymentId));
  if (items.length) await tx.insert(b2bBackPaymentItems).values(items.map((i) => ({ backPaymentId, invoiceId: i.invoiceId, amount: i.amount })));
}

/** addOrUpdBackPayment: create or edit a draft (and submit it at once when asked), in one transaction. */
export async function saveBackPayment(db: Db, input: SaveInput, actor: Actor, scope: number | undefined) {
  if (!actor.elements.has(backPaymentScreen.code('add'))) throw fail.forbidden();
  return db.transaction(async (tx) => {
    await checkCustomerAndBank(tx, input, actor);
    await checkAllocations(tx, input.customerId, input.currency, input.amount, input.items);
    const fields = {
      customerId: input.customerId,
      companyBankId: input.companyBankId,
      currency: input.currency,
      amount: input.amount,
      exchangeRate: input.exchangeRate,
      amountCny: toCny(input.amount, input.exchangeRate),
      receivedOn: input.receivedOn,
      payerName: input.payerName,
      bankReference: input.bankReference,
      remark: input.remark,
    };
    let id: number;
    let version: number;
    if (input.id) {
      const record = await lockForEdit(tx, input.id, actor, scope);
      version = await bumpVersion(tx, b2bBackPayments, record, input.version, machine.title);
      await tx.update(b2bBackPayments).set(fields).where(eq(b2bBackPayments.id, record.id));
      await recordEdited(tx, machine, record, actor);
      id = record.id;
    } else {
      const serialNo = await nextSerial(tx, 'HK');
      [{ id }] = (await tx
        .insert(b2bBackPayments)
        .values({ ...fields, serialNo, status: 'draft', createdBy: actor.userId })
        .returning({ id: b2bBackPayments.id })) as [{ id: number }];
      await recordCreated(tx, machine, id, 'draft', actor);
      version = 1;
    }
    await replaceItems(tx, id, input.items);
    if (input.submit) version = (await runTransitionInTx(tx, machine, b2bBackPayments, { id, action: 'submit', actor })).version;
    const [saved] = await tx.select({ serialNo: b2bBackPayments.serialNo, status: b2bBackPayments.status }).from(b2bBackPayments).where(eq(b2bBackPayments.id, id));
    return { id, serialNo: saved!.serialNo, status: saved!.status, version };
  });
}

/**
 * Confirmation: the allocations are checked again against the invoices as they are now (locked), then
 * added to their `received`, in the transaction of the transition.
 */
export async function applyConfirmation(tx: Tx, record: CurrentRecord, actor: Actor): Promise<Record<string, unknown>> {
  const [bp] = await tx.select().from(b2bBackPayments).where(eq(b2bBackPayments.id, record.id));
  const items = await tx
    .select({ invoiceId: b2bBackPaymentItems.invoiceId, amount: b2bBackPaymentItems.amount })
    .from(b2bBackPaymentItems)
    .where(eq(b2bBackPaymentItems.backPaymentId, record.id));
  try {
    await checkAllocations(tx, bp!.customerId, bp!.currency, bp!.amount, items, true);
  } catch (e) {
    throw fail.refused(`不能确认：${(e as Error).message}，请驳回后由创建人调整分配`);
  }
  for (const item of items) {
    await tx
      .update(b2bInvoices)
      .set({ received: sql`${b2bInvoices.received} + ${item.amount}`, updatedAt: new Date() })
      .where(and(eq(b2bInvoices.id, item.invoiceId)));
  }
  return { confirmedBy: actor.userId, confirmedAt: new Date() };
}
