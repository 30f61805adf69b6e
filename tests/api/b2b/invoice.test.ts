import { count, eq, inArray } from 'drizzle-orm';
import dayjs from 'dayjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { b2bInvoiceOrders, b2bInvoices } from '../../../server/db/schema';
import { createTestApp, type TestApp } from '../../support/app';
import { expectOk, insertCustomer, insertOrders, signInB2b, unique } from './masterSupport';
import { addOrUpdateInvoicer, checkInvoiceOrder, deleteInvoice, getInvoiceNumberList, invoiceDetail, invoicePage, listInvoiceByCustomerId } from '@shared/api/b2b/invoice';

let t: TestApp;
let u: Awaited<ReturnType<typeof signInB2b>>;
beforeAll(async () => {
  t = await createTestApp();
  u = await signInB2b(t);
});
afterAll(() => t.close());

const invoiceCount = async () => (await t.db.select({ n: count() }).from(b2bInvoices))[0]!.n;
const stored = async (id: number) => (await t.db.select().from(b2bInvoices).where(eq(b2bInvoices.id, id)))[0]!;
const ordersOf = async (id: number) =>
  (await t.db.select({ orderNo: b2bInvoiceOrders.orderNo }).from(b2bInvoiceOrders).where(eq(b2bInvoiceOrders.invoiceId, id))).map((r) => r.orderNo).sort();

/** A credit customer of zhangwei (45 days) with two delivered orders of 600.00 and 530.00. */
async function setup(over: Parameters<typeof insertCustomer>[2] = {}) {
  const customer = await insertCustomer(t, u.ids.zhangwei, { creditDays: 45, ...over });
  const orders = await insertOrders(t, customer.id, ['600.00', '530.00'], { currency: customer.currency });
  return { customer, orderNos: orders.map((o) => o.orderNo) };
}

describe('issue an invoice', () => {
  it('sums the orders, computes tax with decimals and the due date from the credit days', async () => {
    const { customer, orderNos } = await setup();
    const number = unique('INV');
    const saved = expectOk(await u.zhangwei.call(addOrUpdateInvoicer, { body: { invoiceNumber: number, customerId: customer.id, invoiceDate: '2026-03-10', orderNos, taxRate: 13 } }));
    expect(saved).toMatchObject({ invoiceNumber: number, amount: '1130.00', taxAmount: '130.00', currency: 'USD', dueDate: '2026-04-24', status: expect.any(String) });
    expect(await stored(saved.id)).toMatchObject({ amount: '1130.00', taxRate: '13.00', taxAmount: '130.00', received: '0.00', invoiceDate: '2026-03-10', dueDate: '2026-04-24', createdBy: u.ids.zhangwei });
    expect(await ordersOf(saved.id)).toEqual([...orderNos].sort());
  });

  it('takes an explicit amount, rounds tax half up, and prepaid customers are due on the invoice date', async () => {
    const { customer, orderNos } = await setup({ settlement: 'prepaid', creditDays: 0, creditLimit: null });
    const saved = expectOk(await u.zhangwei.call(addOrUpdateInvoicer, { body: { invoiceNumber: unique('INV'), customerId: customer.id, invoiceDate: '2026-05-01', orderNos, amount: '100.00', taxRate: '6' } }));
    expect(await stored(saved.id)).toMatchObject({ amount: '100.00', taxAmount: '5.66', dueDate: '2026-05-01' });
    const { customer: c2, orderNos: o2 } = await setup();
    const zero = expectOk(await u.zhangwei.call(addOrUpdateInvoicer, { body: { invoiceNumber: unique('INV'), customerId: c2.id, invoiceDate: '2026-05-01', orderNos: o2.join(','), amount: '0.10', taxRate: '' } }));
    expect(await stored(zero.id)).toMatchObject({ amount: '0.10', taxRate: '0.00', taxAmount: '0.00' });
  });

  it('refuses a duplicate number, orders already invoiced, orders of others, unknown, cancelled or in another currency', async () => {
    const { customer, orderNos } = await setup();
    const first = expectOk(await u.zhangwei.call(addOrUpdateInvoicer, { body: { invoiceNumber: unique('INV'), customerId: customer.id, invoiceDate: '2026-03-10', orderNos: [orderNos[0]] } }));
    const before = await invoiceCount();
    const body = { invoiceNumber: unique('INV'), customerId: customer.id, invoiceDate: '2026-03-10', orderNos: [orderNos[1]!] };
    expect(await u.zhangwei.call(addOrUpdateInvoicer, { body: { ...body, invoiceNumber: first.invoiceNumber } })).toMatchObject({ resCode: 409, resDes: `发票号已存在：${first.invoiceNumber}` });
    expect(await u.zhangwei.call(addOrUpdateInvoicer, { body: { ...body, orderNos: orderNos } })).toMatchObject({ resCode: 409, resDes: `订单已开票：${orderNos[0]}（发票 ${first.invoiceNumber}）` });
    const other = await setup();
    expect((await u.zhangwei.call(addOrUpdateInvoicer, { body: { ...body, orderNos: other.orderNos } })).resDes).toContain('订单不属于客户');
    expect(await u.zhangwei.call(addOrUpdateInvoicer, { body: { ...body, orderNos: ['NO-SUCH-ORDER'] } })).toMatchObject({ resCode: 400, resDes: 'OMS 中没有这些订单：NO-SUCH-ORDER' });
    const [cancelled] = await insertOrders(t, customer.id, ['10.00'], { status: 'cancelled' });
    expect((await u.zhangwei.call(addOrUpdateInvoicer, { body: { ...body, orderNos: [cancelled!.orderNo] } })).resDes).toBe(`订单已取消，不能开票：${cancelled!.orderNo}`);
    const [euro] = await insertOrders(t, customer.id, ['10.00'], { currency: 'EUR' });
    expect((await u.zhangwei.call(addOrUpdateInvoicer, { body: { ...body, orderNos: [euro!.orderNo] } })).resDes).toContain('订单币种与客户结算币种（USD）不一致');
    expect(await invoiceCount()).toBe(before);
  });

  it.each([
    [{ customerId: undefined }, 'customerId'],
    [{ invoiceNumber: '' }, '请填写发票号'],
    [{ invoiceNumber: 'bad number!' }, '发票号只能包含'],
    [{ amount: '-1' }, '金额格式不正确'],
    [{ amount: '12.345' }, '金额格式不正确'],
    [{ taxRate: '150' }, '税率不能超过100%'],
    [{ taxRate: 'abc' }, '税率格式不正确'],
    [{ invoiceDate: '2026-13-01' }, '日期格式应为 yyyy-MM-dd'],
    [{ orderNos: [] }, '请填写订单号'],
    [{ customerId: 'x' }, '客户不正确'],
  ])('refuses malformed %o and stores nothing', async (change, message) => {
    const { customer, orderNos } = await setup();
    const before = await invoiceCount();
    const res = await u.zhangwei.callUnchecked(addOrUpdateInvoicer, { body: { invoiceNumber: unique('INV'), customerId: customer.id, invoiceDate: '2026-03-10', orderNos, ...change } });
    expect(res.resCode).toBe(400);
    expect(res.resDes).toContain(message);
    expect(await invoiceCount()).toBe(before);
  });

  it('refuses customers the caller may not see, disabled customers, and callers without the code', async () => {
    const theirs = await insertCustomer(t, u.ids.chenjing);
    const orders = await insertOrders(t, theirs.id, ['5.00']);
    const body = { invoiceNumber: unique('INV'), customerId: theirs.id, invoiceDate: '2026-03-10', orderNos: [orders[0]!.orderNo] };
    expect(await u.zhangwei.call(addOrUpdateInvoicer, { body: body })).toMatchObject({ resCode: 404, resDes: '客户不存在' });
    expect((await u.chenjing.call(addOrUpdateInvoicer, { body: body })).resCode).toBe(403);
    expect((await u.wangfang.call(addOrUpdateInvoicer, { body: body })).resCode).toBe(403);
    const { customer, orderNos } = await setup({ enabled: false });
    expect((await u.zhangwei.call(addOrUpdateInvoicer, { body: { ...body, customerId: customer.id, orderNos } })).resDes).toBe(`客户 ${customer.name} 已停用，不能开票`);
  });

  it('lets exactly one of two invoices claim the same order at once', async () => {
    const { customer, orderNos } = await setup();
    const send = () => u.zhangwei.call(addOrUpdateInvoicer, { body: { invoiceNumber: unique('INV'), customerId: customer.id, invoiceDate: '2026-03-10', orderNos } });
    const results = await Promise.all([send(), send()]);
    expect(results.map((r) => r.resCode).sort()).toEqual([200, 409]);
    const linked = await t.db.select({ n: count() }).from(b2bInvoiceOrders).where(inArray(b2bInvoiceOrders.orderNo, orderNos));
    expect(linked[0]!.n).toBe(2);
  });
});

describe('edit and delete', () => {
  it('edits while nothing was received; refuses afterwards', async () => {
    const { customer, orderNos } = await setup();
    const inv = expectOk(await u.zhangwei.call(addOrUpdateInvoicer, { body: { invoiceNumber: unique('INV'), customerId: customer.id, invoiceDate: '2026-03-10', orderNos } }));
    const edited = expectOk(await u.zhangwei.call(addOrUpdateInvoicer, { body: { id: inv.id, invoiceNumber: inv.invoiceNumber, customerId: customer.id, invoiceDate: '2026-03-20', orderNos: [orderNos[0]], amount: '590', taxRate: '0' } }));
    expect(edited).toMatchObject({ id: inv.id, amount: '590.00', dueDate: '2026-05-04', orderNos: [orderNos[0]] });
    expect(await ordersOf(inv.id)).toEqual([orderNos[0]]);
    await t.db.update(b2bInvoices).set({ received: '100.00' }).where(eq(b2bInvoices.id, inv.id));
    const res = await u.zhangwei.call(addOrUpdateInvoicer, { body: { id: inv.id, invoiceNumber: inv.invoiceNumber, customerId: customer.id, invoiceDate: '2026-03-20', orderNos, amount: '999' } });
    expect(res.resDes).toBe('该发票已有回款（已收 100.00 USD），不能修改');
    expect((await stored(inv.id)).amount).toBe('590.00');
  });

  it('soft-deletes: the number stays taken, the orders can be invoiced again', async () => {
    const { customer, orderNos } = await setup();
    const inv = expectOk(await u.zhangwei.call(addOrUpdateInvoicer, { body: { invoiceNumber: unique('INV'), customerId: customer.id, invoiceDate: '2026-03-10', orderNos } }));
    expect((await u.lina.call(deleteInvoice, { params: { id: inv.id } })).resCode).toBe(403);
    const other = await insertCustomer(t, u.ids.chenjing);
    const [otherOrder] = await insertOrders(t, other.id, ['1.00']);
    const theirs = expectOk(await u.admin.call(addOrUpdateInvoicer, { body: { invoiceNumber: unique('INV'), customerId: other.id, invoiceDate: '2026-03-10', orderNos: [otherOrder!.orderNo] } }));
    expect(await u.zhangwei.call(deleteInvoice, { params: { id: theirs.id } })).toMatchObject({ resCode: 404, resDes: '发票不存在' });
    expectOk(await u.zhangwei.call(deleteInvoice, { params: { id: inv.id } }));
    expect(await stored(inv.id)).toMatchObject({ deleted: true });
    expect(await ordersOf(inv.id)).toEqual([]);
    expect((await u.zhangwei.call(deleteInvoice, { params: { id: inv.id } })).resCode).toBe(404);
    expect(await u.zhangwei.call(invoiceDetail, { query: { id: inv.id } })).toMatchObject({ resCode: 404 });
    expect((await u.zhangwei.call(addOrUpdateInvoicer, { body: { invoiceNumber: inv.invoiceNumber, customerId: customer.id, invoiceDate: '2026-03-10', orderNos } })).resCode).toBe(409);
    expectOk(await u.zhangwei.call(addOrUpdateInvoicer, { body: { invoiceNumber: unique('INV'), customerId: customer.id, invoiceDate: '2026-03-10', orderNos } }));
  });

  it('refuses to delete once something was received', async () => {
    const { customer, orderNos } = await setup();
    const inv = expectOk(await u.zhangwei.call(addOrUpdateInvoicer, { body: { invoiceNumber: unique('INV'), customerId: customer.id, invoiceDate: '2026-03-10', orderNos } }));
    await t.db.update(b2bInvoices).set({ received: '0.01' }).where(eq(b2bInvoices.id, inv.id));
    expect((await u.zhangwei.call(deleteInvoice, { params: { id: inv.id } })).resDes).toBe('该发票已有回款（已收 0.01 USD），不能删除');
    expect((await stored(inv.id)).deleted).toBe(false);
    expect((await u.zhangwei.call(deleteInvoice, { params: { id: 'abc' } })).resCode).toBe(400);
  });
});

describe('invoice look-ups', () => {
  it('checkInvoiceOrder tells invoiced (where), unknown and available orders', async () => {
    const { customer, orderNos } = await setup();
    const inv = expectOk(await u.zhangwei.call(addOrUpdateInvoicer, { body: { invoiceNumber: unique('INV'), customerId: customer.id, invoiceDate: '2026-03-10', orderNos: [orderNos[0]] } }));
    const data = expectOk(await u.zhangwei.call(checkInvoiceOrder, { query: { orderNos: `${orderNos[0]}, ${orderNos[1]} NOPE-1` } }));
    expect(data.invoiced).toEqual([{ orderNo: orderNos[0], invoiceId: inv.id, invoiceNumber: inv.invoiceNumber }]);
    expect(data.unknown).toEqual(['NOPE-1']);
    expect(data.available).toEqual([expect.objectContaining({ orderNo: orderNos[1], customerId: customer.id, customerName: customer.name, amount: '530.00', currency: 'USD' })]);
    const editing = expectOk(await u.zhangwei.call(checkInvoiceOrder, { query: { orderNos: orderNos[0]!, invoiceId: inv.id } }));
    expect(editing).toMatchObject({ invoiced: [], unknown: [] });
    expect((await u.zhangwei.callUnchecked(checkInvoiceOrder, { query: {} })).resCode).toBe(400);
    const theirs = await insertCustomer(t, u.ids.chenjing);
    const [foreign] = await insertOrders(t, theirs.id, ['7.00']);
    const seen = (who: typeof u.zhangwei) => who.call(checkInvoiceOrder, { query: { orderNos: foreign!.orderNo } }).then((r) => r.data.available[0]);
    expect(await seen(u.zhangwei)).toMatchObject({ customerId: theirs.id, customerName: null });
    expect(await seen(u.chenjing)).toMatchObject({ customerName: theirs.name });
    expect((await u.wangfang.call(checkInvoiceOrder, { query: { orderNos: 'A' } })).resCode).toBe(403);
  });

  it('lists, filters by status and dates, and scopes to the owner', async () => {
    const { customer, orderNos } = await setup({ creditDays: 10 });
    const mk = async (orderNo: string, date: string) =>
      expectOk(await u.zhangwei.call(addOrUpdateInvoicer, { body: { invoiceNumber: unique('LST'), customerId: customer.id, invoiceDate: date, orderNos: [orderNo] } }));
    const old = await mk(orderNos[0]!, dayjs().subtract(40, 'day').format('YYYY-MM-DD'));
    const fresh = await mk(orderNos[1]!, dayjs().format('YYYY-MM-DD'));
    const [extra] = await insertOrders(t, customer.id, ['50.00']);
    const paid = await mk(extra!.orderNo, dayjs().subtract(5, 'day').format('YYYY-MM-DD'));
    await t.db.update(b2bInvoices).set({ received: '50.00' }).where(eq(b2bInvoices.id, paid.id));
    const [extra2] = await insertOrders(t, customer.id, ['80.00']);
    const partly = await mk(extra2!.orderNo, dayjs().format('YYYY-MM-DD'));
    await t.db.update(b2bInvoices).set({ received: '30.00' }).where(eq(b2bInvoices.id, partly.id));
    const ids = async (q: Record<string, string | number>) => expectOk(await u.zhangwei.call(invoicePage, { query: { customerId: customer.id, ...q } })).rows.map((r: { id: number }) => r.id);
    expect(await ids({})).toEqual([partly.id, paid.id, fresh.id, old.id]);
    expect(await ids({ status: 'overdue' })).toEqual([old.id]);
    expect(await ids({ status: 'paid' })).toEqual([paid.id]);
    expect(await ids({ status: 'partly' })).toEqual([partly.id]);
    expect(await ids({ status: 'unpaid' })).toEqual([fresh.id]);
    expect(await ids({ dateTo: dayjs().subtract(1, 'day').format('YYYY-MM-DD') })).toEqual([paid.id, old.id]);
    expect(await ids({ invoiceNumber: old.invoiceNumber })).toEqual([old.id]);
    const row = expectOk(await u.zhangwei.call(invoicePage, { query: { customerId: customer.id, status: 'overdue' } })).rows[0];
    expect(row).toMatchObject({ status: 'overdue', overdueDays: 30, outstanding: '600.00', customerName: customer.name, createdByName: '张伟' });
    expect((await u.zhangwei.call(invoicePage, { query: { status: 'late' } })).resCode).toBe(400);
    expect((await u.wangfang.call(invoicePage)).resCode).toBe(403);
    const theirs = await insertCustomer(t, u.ids.chenjing);
    const [o] = await insertOrders(t, theirs.id, ['9.00']);
    expectOk(await u.admin.call(addOrUpdateInvoicer, { body: { invoiceNumber: unique('LST'), customerId: theirs.id, invoiceDate: '2026-03-10', orderNos: [o!.orderNo] } }));
    expect(expectOk(await u.zhangwei.call(invoicePage, { query: { customerId: theirs.id } })).total).toBe(0);
    expect(expectOk(await u.chenjing.call(invoicePage, { query: { customerId: theirs.id } })).total).toBe(1);
    const open = expectOk(await u.zhangwei.call(listInvoiceByCustomerId, { query: { customerId: customer.id, open: 'true' } }));
    expect(open.map((r: { id: number }) => r.id)).toEqual([partly.id, fresh.id, old.id]);
    expect((await u.zhangwei.call(listInvoiceByCustomerId, { query: { customerId: theirs.id } })).resCode).toBe(404);
    const numbers = expectOk(await u.zhangwei.call(getInvoiceNumberList, { query: { invoiceNumber: 'LST', limit: 100 } }));
    expect(numbers.every((n: { customerId: number }) => n.customerId === customer.id)).toBe(true);
    expect(numbers).toHaveLength(4);
    expect(expectOk(await u.lina.call(getInvoiceNumberList, { query: { invoiceNumber: 'LST', limit: 2 } }))).toHaveLength(2);
  });

  it('detail shows the orders and the allocations', async () => {
    const { customer, orderNos } = await setup();
    const inv = expectOk(await u.zhangwei.call(addOrUpdateInvoicer, { body: { invoiceNumber: unique('INV'), customerId: customer.id, invoiceDate: '2026-03-10', orderNos } }));
    const detail = expectOk(await u.zhangwei.call(invoiceDetail, { query: { id: inv.id } }));
    expect(detail.orders.map((o) => [o.orderNo, o.status])).toEqual([...orderNos].sort().map((n) => [n, 'delivered']));
    expect(detail.allocations).toEqual([]);
    expect((await u.wangfang.call(invoiceDetail, { query: { id: inv.id } })).resCode).toBe(403);
  });
});
