import { and, eq } from 'drizzle-orm';
import type { BodyOf } from '@shared/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { b2bBackPaymentItems, b2bBackPayments, b2bCustomers, b2bInvoices, workflowLogs } from '../../../server/db/schema';
import { statusCounts } from '../../../server/workflow';
import { createTestApp, type TestApp } from '../../support/app';
import { as, userId, type As } from '../admin/support';
import { backPaymentExportColumns, backPaymentExportRows } from '../../../server/modules/b2b/backPayments/exports';
import { exportThroughTask } from '../report/support';
import { createBank, createCustomer, createInvoice, createOrder, createUser } from './fixtures';
import { addB2bBackPaymentExcelTask, addOrUpdBackPayment, confirmBackPayment, deleteBackPayment, getBackPaymentById, getBackPaymentTabNum, getFinanceBackPayment, getOrderBackPaymentInfo, getPeriodBackPayment, queryBackPaymentList, submitBackPayment } from '@shared/api/b2b/backPayment';


let t: TestApp;
let zhangwei: As, lina: As, chenjing: As, wangfang: As, other: As, both: As;
let zwId: number;
let customer: { id: number }, otherCustomer: { id: number };
let bank: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  zwId = await userId(t, 'zhangwei');
  const otherId = await createUser(t, 'qianlei', '钱磊', ['sales']);
  await createUser(t, 'sunhao', '孙浩', ['sales', 'finance']);
  const tokens = await Promise.all(['zhangwei', 'lina', 'chenjing', 'wangfang', 'qianlei', 'sunhao'].map((u) => t.login(u)));
  [zhangwei, lina, chenjing, wangfang, other, both] = tokens.map((tk) => as(t, tk)) as [As, As, As, As, As, As];
  customer = await createCustomer(t, { salesUserId: zwId, name: 'Acme Trading LLC' });
  otherCustomer = await createCustomer(t, { salesUserId: otherId });
  bank = await createBank(t, { currency: 'USD' });
});
afterAll(() => t.close());

const row = async (id: number) => (await t.db.select().from(b2bBackPayments).where(eq(b2bBackPayments.id, id)))[0]!;
const invoice = async (id: number) => (await t.db.select().from(b2bInvoices).where(eq(b2bInvoices.id, id)))[0]!;
const logOf = (id: number) =>
  t.db.select().from(workflowLogs).where(and(eq(workflowLogs.entity, 'b2b_back_payment'), eq(workflowLogs.entityId, id))).orderBy(workflowLogs.id);
const countRows = () => t.db.$count(b2bBackPayments);

type SaveBody = BodyOf<typeof addOrUpdBackPayment>;
const body = (o: Partial<SaveBody> = {}): SaveBody => ({
  customerId: customer.id,
  companyBankId: bank.id,
  currency: 'USD',
  amount: '1000.00',
  exchangeRate: '7.123456',
  receivedOn: '2026-11-20',
  payerName: 'Acme Trading LLC',
  bankReference: 'REF-1',
  items: [],
  ...o,
});

async function save(as: As, o: Partial<SaveBody> = {}) {
  const res = await as.call(addOrUpdBackPayment, { body: body(o) });
  expect(res.resCode, res.resDes).toBe(200);
  return res.data as { id: number; serialNo: string; status: string; version: number };
}

describe('saving back payments', () => {
  it('creates a draft with its allocations and the CNY amount computed exactly', async () => {
    const inv = await createInvoice(t, { customerId: customer.id, amount: '600.00' });
    const saved = await save(zhangwei, { amount: '1000.05', items: [{ invoiceId: inv.id, amount: '600.00' }] });
    expect(saved.serialNo).toMatch(/^HK\d{8}\d{4}$/);
    expect(saved).toMatchObject({ status: 'draft', version: 1 });
    const stored = await row(saved.id);
    expect(stored).toMatchObject({ amount: '1000.05', exchangeRate: '7.123456', amountCny: '7123.81', status: 'draft', createdBy: zwId });
    const items = await t.db.select().from(b2bBackPaymentItems).where(eq(b2bBackPaymentItems.backPaymentId, saved.id));
    expect(items).toEqual([{ backPaymentId: saved.id, invoiceId: inv.id, amount: '600.00' }]);
    expect((await logOf(saved.id)).map((l) => l.action)).toEqual(['save']);
  });

  it('saves and submits in one step', async () => {
    const saved = await save(zhangwei, { submit: true });
    expect(saved).toMatchObject({ status: 'submitted', version: 2 });
    expect((await row(saved.id)).submittedAt).not.toBeNull();
    expect((await logOf(saved.id)).map((l) => [l.action, l.toStatus])).toEqual([
      ['save', 'draft'],
      ['submit', 'submitted'],
    ]);
  });

  it('refuses bad allocations and bad input with a clear message, storing nothing', async () => {
    const inv = await createInvoice(t, { customerId: customer.id, amount: '500.00', received: '200.00' });
    const eur = await createInvoice(t, { customerId: customer.id, currency: 'EUR' });
    const foreign = await createInvoice(t, { customerId: otherCustomer.id });
    const deletedInv = await createInvoice(t, { customerId: customer.id, deleted: true });
    const payOnly = await createBank(t, { purpose: 'pay' });
    const disabled = await createBank(t, { enabled: false });
    const cny = await createBank(t, { currency: 'CNY' });
    const before = await countRows();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ items: [{ invoiceId: inv.id, amount: '300.01' }] }, '未收金额为 300.00 USD'],
      [{ amount: '100', items: [{ invoiceId: inv.id, amount: '150' }] }, '超过回款金额'],
      [{ items: [{ invoiceId: inv.id, amount: '1' }, { invoiceId: inv.id, amount: '1' }] }, '同一张发票只能分配一次'],
      [{ items: [{ invoiceId: eur.id, amount: '1' }] }, '币种为 EUR'],
      [{ items: [{ invoiceId: foreign.id, amount: '1' }] }, '不属于该客户'],
      [{ items: [{ invoiceId: deletedInv.id, amount: '1' }] }, '不属于该客户'],
      [{ items: [{ invoiceId: 999999, amount: '1' }] }, '不存在'],
      [{ items: [{ invoiceId: inv.id, amount: '-5' }] }, '金额'],
      [{ companyBankId: payOnly.id }, '仅用于付款'],
      [{ companyBankId: disabled.id }, '已停用'],
      [{ companyBankId: cny.id }, '不一致'],
      [{ companyBankId: cny.id, currency: 'CNY', exchangeRate: '7.1' }, '汇率必须为1'],
      [{ companyBankId: 999999 }, '收款账户不存在'],
      [{ customerId: 999999 }, '客户不存在'],
      [{ customerId: otherCustomer.id }, '客户不存在'],
      [{ amount: '-1' }, '金额'],
      [{ amount: 'abc' }, '金额'],
      [{ amount: '1.001' }, '最多两位小数'],
      [{ exchangeRate: 0 }, '汇率'],
      [{ currency: 'XXX' }, '币种不正确'],
      [{ receivedOn: '20-11-2026' }, 'yyyy-MM-dd'],
      [{ customerId: undefined }, '客户'],
      [{ items: 'x' }, '分配明细'],
      [{ submit: 'yes' }, 'submit'],
    ];
    for (const [o, message] of cases) {
      const res = await zhangwei.call(addOrUpdBackPayment, { body: body(o) });
      expect({ o, resCode: res.resCode, ok: res.resDes.includes(message) }, res.resDes).toEqual({ o, resCode: 400, ok: true });
    }
    expect(await countRows()).toBe(before);
  });

  it('edits only the creator’s draft or rejected record, with the version check', async () => {
    const saved = await save(zhangwei);
    const edited = await save(zhangwei, { id: saved.id, version: 1, amount: '1200.00', remark: '更正金额' });
    expect(edited.version).toBe(2);
    expect(await row(saved.id)).toMatchObject({ amount: '1200.00', remark: '更正金额', version: 2, serialNo: saved.serialNo });
    const stale = await zhangwei.call(addOrUpdBackPayment, { body: body({ id: saved.id, version: 1, amount: '1.00' }) });
    expect(stale).toMatchObject({ resCode: 409, resDes: '该回款已被他人修改，请刷新后重试' });
    expect((await other.call(addOrUpdBackPayment, { body: body({ id: saved.id, customerId: otherCustomer.id }) })).resCode).toBe(404);
    expect((await lina.call(addOrUpdBackPayment, { body: body({ id: saved.id }) })).resCode).toBe(403);
    await zhangwei.call(submitBackPayment, { query: { id: saved.id } });
    const submitted = await zhangwei.call(addOrUpdBackPayment, { body: body({ id: saved.id, amount: '1.00' }) });
    expect(submitted).toMatchObject({ resCode: 500, resDes: '该回款当前状态为「待财务确认」，不能修改' });
    expect(await row(saved.id)).toMatchObject({ amount: '1200.00', status: 'submitted' });
    expect((await logOf(saved.id)).map((l) => l.action)).toEqual(['save', 'edit', 'submit']);
  });
});

describe('submit and delete (GET, as the spec has them)', () => {
  it('submits a draft once; a second submit is told it was handled', async () => {
    const { id } = await save(zhangwei);
    expect((await wangfang.call(submitBackPayment, { query: { id } })).resCode).toBe(403);
    expect((await other.call(submitBackPayment, { query: { id } })).resCode).toBe(404);
    expect((await zhangwei.call(submitBackPayment, { query: { id, version: 9 } })).resCode).toBe(409);
    const ok = await zhangwei.call(submitBackPayment, { query: { id, version: 1 } });
    expect(ok).toMatchObject({ resCode: 200, data: { from: 'draft', to: 'submitted', version: 2 } });
    const again = await zhangwei.call(submitBackPayment, { query: { id } });
    expect(again).toMatchObject({ resCode: 409, resDes: '该回款已被张伟处理，当前状态：待财务确认，请刷新后重试' });
    expect((await zhangwei.call(submitBackPayment, { query: { id: 'x' } })).resCode).toBe(400);
  });

  it('a finance user who is not the creator cannot submit it (creator only)', async () => {
    const { id } = await save(zhangwei);
    const res = await both.call(submitBackPayment, { query: { id } });
    expect(res).toMatchObject({ resCode: 500, resDes: '只有创建人可以提交该回款' });
    expect((await other.call(deleteBackPayment, { query: { id } })).resCode).toBe(404); // another salesperson does not see it
    const seen = await chenjing.call(submitBackPayment, { query: { id } });
    expect(seen.resCode).toBe(403); // sees everything, but holds no btn_add
    expect((await row(id)).status).toBe('draft');
  });

  it('deletes a draft softly: gone from lists and tabs, log kept', async () => {
    const { id } = await save(zhangwei);
    const before = (await zhangwei.call(getBackPaymentTabNum)).data.draft;
    const res = await zhangwei.call(deleteBackPayment, { query: { id, version: 1 } });
    expect(res).toMatchObject({ resCode: 200, data: { to: 'deleted' } });
    expect((await row(id)).status).toBe('deleted');
    expect((await zhangwei.call(getBackPaymentTabNum)).data.draft).toBe(before - 1);
    const list = await zhangwei.call(queryBackPaymentList, { query: { limit: 500 } });
    expect(list.data.rows.some((r: { id: number }) => r.id === id)).toBe(false);
    expect((await zhangwei.call(getBackPaymentById, { query: { id } })).resCode).toBe(404);
    expect((await logOf(id)).map((l) => l.action)).toEqual(['save', 'delete']);
    expect((await zhangwei.call(deleteBackPayment, { query: { id } })).resCode).toBe(404);
  });

  it('cannot delete a submitted record', async () => {
    const { id } = await save(zhangwei, { submit: true });
    const res = await zhangwei.call(deleteBackPayment, { query: { id } });
    expect(res.resCode).toBe(409);
    expect((await row(id)).status).toBe('submitted');
  });
});

describe('finance confirmation', () => {
  it('confirms: allocations are added to the invoices’ received', async () => {
    const a = await createInvoice(t, { customerId: customer.id, amount: '700.00', received: '100.00' });
    const b = await createInvoice(t, { customerId: customer.id, amount: '300.00' });
    const { id } = await save(zhangwei, { submit: true, items: [{ invoiceId: a.id, amount: '600.00' }, { invoiceId: b.id, amount: '250.50' }] });
    expect((await zhangwei.call(confirmBackPayment, { body: { id, pass: true } })).resCode).toBe(403);
    expect((await chenjing.call(confirmBackPayment, { body: { id, pass: true } })).resCode).toBe(403);
    const res = await lina.call(confirmBackPayment, { body: { id, version: 2, pass: true, comment: '已核对银行流水' } });
    expect(res).toMatchObject({ resCode: 200, data: { from: 'submitted', to: 'confirmed', version: 3 } });
    expect((await invoice(a.id)).received).toBe('700.00');
    expect((await invoice(b.id)).received).toBe('250.50');
    expect(await row(id)).toMatchObject({ status: 'confirmed', confirmedBy: await userId(t, 'lina') });
    const log = await logOf(id);
    expect(log.at(-1)).toMatchObject({ action: 'confirm', actorName: '李娜', comment: '已核对银行流水' });
    const again = await lina.call(confirmBackPayment, { body: { id, pass: true } });
    expect(again).toMatchObject({ resCode: 409, resDes: '该回款已被李娜处理，当前状态：已确认，请刷新后重试' });
  });

  it('rejects with a required reason; the creator edits and submits again', async () => {
    const { id } = await save(zhangwei, { submit: true });
    const noReason = await lina.call(confirmBackPayment, { body: { id, pass: false } });
    expect(noReason).toMatchObject({ resCode: 400, resDes: '请填写驳回原因' });
    expect((await row(id)).status).toBe('submitted');
    expect((await lina.call(confirmBackPayment, { body: { id, pass: false, comment: '银行未到账' } })).resCode).toBe(200);
    expect((await row(id)).status).toBe('rejected');
    const edited = await save(zhangwei, { id, amount: '990.00', submit: true });
    expect(edited.status).toBe('submitted');
    expect((await logOf(id)).map((l) => l.action)).toEqual(['save', 'submit', 'reject', 'edit', 'submit']);
  });

  it('nobody confirms what they created, whatever codes they hold', async () => {
    const inv = await createInvoice(t, { customerId: customer.id });
    const own = await createCustomer(t, { salesUserId: await userId(t, 'sunhao') });
    const ownInv = await createInvoice(t, { customerId: own.id });
    const { id } = await save(both, { customerId: own.id, submit: true, items: [{ invoiceId: ownInv.id, amount: '10' }] });
    const res = await both.call(confirmBackPayment, { body: { id, pass: true } });
    expect(res).toMatchObject({ resCode: 500, resDes: '不能确认到账自己提交的回款' });
    expect((await row(id)).status).toBe('submitted');
    expect((await invoice(ownInv.id)).received).toBe('0.00');
    expect(inv.id).toBeGreaterThan(0);
  });

  it('two confirmations at once: exactly one adds to the invoice', async () => {
    const inv = await createInvoice(t, { customerId: customer.id, amount: '400.00' });
    const { id } = await save(zhangwei, { submit: true, items: [{ invoiceId: inv.id, amount: '400.00' }] });
    const lina2 = as(t, await t.login('lina'));
    const results = await Promise.all([lina.call(confirmBackPayment, { body: { id, pass: true } }), lina2.call(confirmBackPayment, { body: { id, pass: true } })]);
    expect(results.map((r) => r.resCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.resCode === 409)!.resDes).toBe('该回款已被李娜处理，当前状态：已确认，请刷新后重试');
    expect((await invoice(inv.id)).received).toBe('400.00');
    expect((await logOf(id)).filter((l) => l.action === 'confirm')).toHaveLength(1);
  });

  it('refuses a confirmation that would over-receive an invoice', async () => {
    const inv = await createInvoice(t, { customerId: customer.id, amount: '500.00' });
    const first = await save(zhangwei, { submit: true, items: [{ invoiceId: inv.id, amount: '500.00' }] });
    const second = await save(zhangwei, { submit: true, items: [{ invoiceId: inv.id, amount: '300.00' }] });
    expect((await lina.call(confirmBackPayment, { body: { id: first.id, pass: true } })).resCode).toBe(200);
    const res = await lina.call(confirmBackPayment, { body: { id: second.id, pass: true } });
    expect(res.resCode).toBe(500);
    expect(res.resDes).toContain('不能确认：发票');
    expect(res.resDes).toContain('未收金额为 0.00 USD');
    expect((await row(second.id)).status).toBe('submitted');
    expect((await invoice(inv.id)).received).toBe('500.00');
  });

  it('refuses malformed decisions and changes nothing', async () => {
    const { id } = await save(zhangwei, { submit: true });
    for (const bad of [{}, { id }, { id, pass: 'yes' }, { id: 'x', pass: true }, { id: -1, pass: true }, { id, pass: true, version: 'v' }]) {
      expect((await lina.callUnchecked(confirmBackPayment, { body: bad })).resCode).toBe(400);
    }
    expect((await lina.call(confirmBackPayment, { body: { id: 999999, pass: true } })).resCode).toBe(404);
    expect(await row(id)).toMatchObject({ status: 'submitted', version: 2 });
  });

  it('lists what waits for finance, for holders of the confirm code only', async () => {
    const res = await lina.call(getFinanceBackPayment, { query: { limit: 500 } });
    expect(res.resCode).toBe(200);
    const stored = await t.db.$count(b2bBackPayments, eq(b2bBackPayments.status, 'submitted'));
    expect(res.data).toMatchObject({ total: stored, totalCapped: false });
    expect(res.data.rows.every((r: { status: string }) => r.status === 'submitted')).toBe(true);
    const first = res.data.rows[0] as { id: number; customerName: string };
    const [named] = await t.db
      .select({ name: b2bCustomers.name })
      .from(b2bBackPayments)
      .innerJoin(b2bCustomers, eq(b2bCustomers.id, b2bBackPayments.customerId))
      .where(eq(b2bBackPayments.id, first.id));
    expect(first.customerName).toBe(named!.name);
    expect((await zhangwei.call(getFinanceBackPayment)).resCode).toBe(403);
    expect((await lina.call(getFinanceBackPayment, { query: { limit: 0 } })).resCode).toBe(400);
  });
});

describe('reading back payments', () => {
  it('lists newest first with filters, limited to one’s own records without viewAll', async () => {
    const mine = await zhangwei.call(queryBackPaymentList, { query: { limit: 500 } });
    const all = await lina.call(queryBackPaymentList, { query: { limit: 500 } });
    expect(mine.data.rows.every((r: { createdBy: number }) => r.createdBy === zwId)).toBe(true);
    expect(all.data.total).toBeGreaterThan(mine.data.total);
    const ids = mine.data.rows.map((r: { id: number }) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const counts = await statusCounts(t.db, 'b2b_back_payment', [zwId]);
    expect(mine.data.total).toBe(['draft', 'submitted', 'confirmed', 'rejected'].reduce((n, s) => n + (counts[s] ?? 0), 0));
    const submitted = await zhangwei.call(queryBackPaymentList, { query: { status: 'submitted' } });
    expect(submitted.data.total).toBe(counts.submitted);
    const first = mine.data.rows[0];
    const bySerial = await zhangwei.call(queryBackPaymentList, { query: { serialNo: first.serialNo.toLowerCase() } });
    expect(bySerial.data).toMatchObject({ total: 1, rows: [{ id: first.id, customerName: 'Acme Trading LLC', creatorName: '张伟' }] });
    const filtered = await lina.call(queryBackPaymentList, { query: {
      customerId: customer.id,
      companyBankId: bank.id,
      currency: 'USD',
      receivedFrom: '2026-11-20',
      receivedTo: '2026-11-20',
      status: '',
    } });
    const mineOfCustomer = await zhangwei.call(queryBackPaymentList, { query: { customerId: customer.id } });
    expect(filtered.data.total).toBe(mineOfCustomer.data.total);
    expect(filtered.data.total).toBeGreaterThan(10);
    expect((await lina.call(queryBackPaymentList, { query: { customerId: customer.id, receivedTo: '2026-11-19' } })).data.total).toBe(0);
    expect((await lina.call(queryBackPaymentList, { query: { status: 'deleted' } })).resCode).toBe(400);
    expect((await lina.call(queryBackPaymentList, { query: { customerId: 'abc' } })).resCode).toBe(400);
    expect((await wangfang.call(queryBackPaymentList)).resCode).toBe(403);
  });

  it('counts tabs per status within the caller’s view', async () => {
    const mine = (await zhangwei.call(getBackPaymentTabNum)).data;
    expect(mine).toEqual(Object.fromEntries(['draft', 'submitted', 'confirmed', 'rejected'].map((s) => [s, expect.any(Number)])));
    const all = (await lina.call(getBackPaymentTabNum)).data;
    expect(all.submitted).toBe(await t.db.$count(b2bBackPayments, eq(b2bBackPayments.status, 'submitted')));
  });

  it('shows the detail with invoice numbers, log and the caller’s actions', async () => {
    const inv = await createInvoice(t, { customerId: customer.id, amount: '100.00' });
    const { id } = await save(zhangwei, { items: [{ invoiceId: inv.id, amount: '100.00' }] });
    const own = await zhangwei.call(getBackPaymentById, { query: { id } });
    expect(own.data).toMatchObject({ id, editable: true, items: [{ invoiceNumber: inv.invoiceNumber, amount: '100.00', invoiceAmount: '100.00' }] });
    expect(own.data.actions.map((a: { action: string }) => a.action)).toEqual(['submit', 'delete']);
    expect(own.data.log).toHaveLength(1);
    await zhangwei.call(submitBackPayment, { query: { id } });
    const finance = await lina.call(getBackPaymentById, { query: { id } });
    expect(finance.data.actions).toEqual([
      { action: 'confirm', label: '确认到账', comment: 'optional' },
      { action: 'reject', label: '驳回', comment: 'required', danger: true },
    ]);
    expect(finance.data.editable).toBe(false);
    expect((await other.call(getBackPaymentById, { query: { id } })).resCode).toBe(404);
    expect((await zhangwei.call(getBackPaymentById, { query: { id: 'x' } })).resCode).toBe(400);
  });

  it('tells an order’s invoice and the confirmed back payments behind it', async () => {
    const order = await createOrder(t, { customerId: customer.id, amount: '800.00' });
    const inv = await createInvoice(t, { customerId: customer.id, amount: '800.00', orderNos: [order.orderNo] });
    const confirmed = await save(zhangwei, { submit: true, items: [{ invoiceId: inv.id, amount: '300.00' }] });
    await save(zhangwei, { submit: true, items: [{ invoiceId: inv.id, amount: '100.00' }] }); // not confirmed: not counted
    await lina.call(confirmBackPayment, { body: { id: confirmed.id, pass: true } });
    const res = await zhangwei.call(getOrderBackPaymentInfo, { query: { orderNo: order.orderNo } });
    expect(res.data).toMatchObject({
      orderNo: order.orderNo,
      invoice: { invoiceNumber: inv.invoiceNumber, amount: '800.00', received: '300.00', outstanding: '500.00' },
      backPayments: [{ id: confirmed.id, allocated: '300.00' }],
    });
    expect((await zhangwei.call(getOrderBackPaymentInfo, { query: { orderNo: 'NOPE' } })).data).toMatchObject({ invoice: null, backPayments: [] });
    expect((await other.call(getOrderBackPaymentInfo, { query: { orderNo: order.orderNo } })).resCode).toBe(404);
    expect((await zhangwei.call(getOrderBackPaymentInfo)).resCode).toBe(400);
  });

  it('sums a customer’s confirmed back payments in a period', async () => {
    const c = await createCustomer(t, { salesUserId: zwId, settlement: 'credit', creditDays: 30, creditLimit: '50000' });
    const a = await save(zhangwei, { customerId: c.id, receivedOn: '2026-10-05', amount: '100.10', exchangeRate: '7', submit: true });
    const b = await save(zhangwei, { customerId: c.id, receivedOn: '2026-10-31', amount: '200.20', exchangeRate: '7', submit: true });
    await save(zhangwei, { customerId: c.id, receivedOn: '2026-11-01', amount: '999', submit: true });
    await save(zhangwei, { customerId: c.id, receivedOn: '2026-10-10', amount: '555', submit: true }); // not confirmed
    for (const id of [a.id, b.id]) await lina.call(confirmBackPayment, { body: { id, pass: true } });
    const res = await zhangwei.call(getPeriodBackPayment, { query: { customerId: c.id, from: '2026-10-01', to: '2026-10-31' } });
    expect(res.data).toMatchObject({ customerId: c.id, total: 2, totals: [{ currency: 'USD', amount: '300.30', amountCny: '2102.10', count: 2 }] });
    expect(res.data.rows.map((r: { id: number }) => r.id)).toEqual([b.id, a.id]);
    expect((await zhangwei.call(getPeriodBackPayment, { query: { customerId: c.id, from: '2026-11-01', to: '2026-10-01' } })).resDes).toContain('开始日期不能晚于结束日期');
    expect((await other.call(getPeriodBackPayment, { query: { customerId: c.id, from: '2026-10-01', to: '2026-10-31' } })).resCode).toBe(404);
    expect((await zhangwei.callUnchecked(getPeriodBackPayment, { query: { customerId: c.id } })).resCode).toBe(400);
  });

  it('exports the rows of the list filter within the owner scope', async () => {
    const rows = [];
    for await (const r of backPaymentExportRows(t.db, { status: 'confirmed' }, zwId)) rows.push(r);
    const listed = await zhangwei.call(queryBackPaymentList, { query: { status: 'confirmed', limit: 500 } });
    expect(rows.map((r) => r.serialNo)).toEqual(listed.data.rows.map((r: { serialNo: string }) => r.serialNo));
    expect(rows[0]).toMatchObject({ status: '已确认', customerName: expect.any(String), amount: expect.any(Number) });
  });

  it('exports through a report-centre task with the list filter and the caller’s scope', async () => {
    const token = await t.login('zhangwei');
    const rows = await exportThroughTask(t, token, addB2bBackPaymentExcelTask, { status: 'confirmed' });
    expect(rows[0]).toEqual(backPaymentExportColumns.map((c) => c.header));
    const listed = await zhangwei.call(queryBackPaymentList, { query: { status: 'confirmed', limit: 500 } });
    expect(rows.length - 1).toBe(listed.data.total);
    expect((await wangfang.call(addB2bBackPaymentExcelTask)).resCode).toBe(403);
    expect((await zhangwei.call(addB2bBackPaymentExcelTask, { query: { status: 'nope' } })).resCode).toBe(400);
  });
});
