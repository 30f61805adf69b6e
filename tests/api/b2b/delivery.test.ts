import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { b2bBackPayments, b2bDeliveries, b2bDeliveryBackPayments, b2bInvoices, workflowLogs } from '../../../server/db/schema';
import { createTestApp, type TestApp } from '../../support/app';
import { as, userId, type As } from '../admin/support';
import { deliveryExportColumns, deliveryExportRows } from '../../../server/modules/b2b/deliveries/exports';
import { exportThroughTask } from '../report/support';
import { createBank, createCustomer, createInvoice, createOrder, createUser } from './fixtures';
import { addB2bDeliverExcelTask, addBackPaymentFlow, addDeliverGoods, auditDeliverGoods, confirmDeliverGoods, deliverGoodsDetail, getDeliverGoodsLog, getDeliverGoodsTabNum, getOrderInfoByOrderNo, queryDeliverGoodsList } from '@shared/api/b2b/delivery';


let t: TestApp;
let zhangwei: As, chenjing: As, wangfang: As, lina: As, other: As, boss: As, hr: As;
let zwId: number;
let prepaid: { id: number }, credit: { id: number };
let bankId: number;

beforeAll(async () => {
  t = await createTestApp();
  zwId = await userId(t, 'zhangwei');
  await createUser(t, 'qianlei', '钱磊', ['sales']);
  await createUser(t, 'boss', '老板', ['sales', 'sales_manager']);
  const tokens = await Promise.all(['zhangwei', 'chenjing', 'wangfang', 'lina', 'qianlei', 'boss', 'liuyang'].map((u) => t.login(u)));
  [zhangwei, chenjing, wangfang, lina, other, boss, hr] = tokens.map((tk) => as(t, tk)) as [As, As, As, As, As, As, As];
  prepaid = await createCustomer(t, { salesUserId: zwId, name: 'Prepaid GmbH', settlement: 'prepaid' });
  credit = await createCustomer(t, { salesUserId: zwId, name: 'Credit Inc', settlement: 'credit', creditDays: 30, creditLimit: '10000.00' });
  bankId = (await createBank(t)).id;
});
afterAll(() => t.close());

const row = async (id: number) => (await t.db.select().from(b2bDeliveries).where(eq(b2bDeliveries.id, id)))[0]!;
const logOf = (id: number) =>
  t.db.select().from(workflowLogs).where(and(eq(workflowLogs.entity, 'b2b_delivery'), eq(workflowLogs.entityId, id))).orderBy(workflowLogs.id);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

let bpSeq = 0;
/** A back payment finance has confirmed (written directly: its own flow is tested in backPayment.test.ts). */
async function confirmedBackPayment(customerId: number, amount: string, o: Partial<typeof b2bBackPayments.$inferInsert> = {}) {
  const [bp] = await t.db
    .insert(b2bBackPayments)
    .values({
      serialNo: `HKTEST${String(++bpSeq).padStart(6, '0')}`,
      customerId,
      companyBankId: bankId,
      currency: 'USD',
      amount,
      exchangeRate: '7',
      amountCny: '0',
      receivedOn: daysAgo(1),
      status: 'confirmed',
      createdBy: zwId,
      ...o,
    })
    .returning();
  return bp!;
}

async function request(customerId: number, o: Record<string, unknown> = {}, as: As = zhangwei) {
  const order = await createOrder(t, { customerId, amount: '1000.00' });
  const res = await as.call(addDeliverGoods, { body: { customerId, orderNo: order.orderNo, shipTo: 'Berlin, Hafenstr. 1', contact: 'Max', expectedShipDate: '2026-12-01', ...o } });
  expect(res.resCode, res.resDes).toBe(200);
  return { ...(res.data as { id: number; serialNo: string; status: string; version: number }), order };
}

describe('raising delivery requests', () => {
  it('creates a request waiting for audit with the order’s currency and amount', async () => {
    const { id, serialNo, order } = await request(prepaid.id);
    expect(serialNo).toMatch(/^FH\d{12}$/);
    expect(await row(id)).toMatchObject({ status: 'pending_audit', orderNo: order.orderNo, currency: 'USD', orderAmount: '1000.00', shipTo: 'Berlin, Hafenstr. 1', createdBy: zwId });
    expect((await logOf(id)).map((l) => [l.action, l.toStatus])).toEqual([['create', 'pending_audit']]);
  });

  it('refuses orders that are unknown, of another customer, cancelled or already requested', async () => {
    const mine = await createOrder(t, { customerId: prepaid.id });
    const cancelled = await createOrder(t, { customerId: prepaid.id, status: 'cancelled' });
    const foreign = await createOrder(t, { customerId: credit.id });
    const requested = await request(prepaid.id);
    const disabled = await createCustomer(t, { salesUserId: zwId, enabled: false });
    const disabledOrder = await createOrder(t, { customerId: disabled.id });
    const othersCustomer = await createCustomer(t, { salesUserId: await userId(t, 'qianlei') });
    const before = await t.db.$count(b2bDeliveries);
    const base = { customerId: prepaid.id, shipTo: 'x' };
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ ...base, orderNo: 'SO-NOPE' }, 400, '订单 SO-NOPE 不存在'],
      [{ ...base, orderNo: foreign.orderNo }, 400, '不属于客户 Prepaid GmbH'],
      [{ ...base, orderNo: cancelled.orderNo }, 500, '已取消'],
      [{ ...base, orderNo: requested.order.orderNo }, 500, `已有发货申请 ${requested.serialNo}（待审核）`],
      [{ customerId: disabled.id, orderNo: disabledOrder.orderNo, shipTo: 'x' }, 500, '已停用'],
      [{ customerId: othersCustomer.id, orderNo: mine.orderNo, shipTo: 'x' }, 400, '客户不存在'],
      [{ ...base, orderNo: mine.orderNo, shipTo: '' }, 400, '请填写收货地址'],
      [{ ...base, orderNo: mine.orderNo, shipTo: 'x', expectedShipDate: '1.12.2026' }, 400, 'yyyy-MM-dd'],
      [{ ...base, orderNo: mine.orderNo, customerId: 'abc' }, 400, '客户不正确'],
      [{ shipTo: 'x' }, 400, '客户'],
    ];
    for (const [b, code, message] of cases) {
      const res = await zhangwei.callUnchecked(addDeliverGoods, { body: b });
      expect({ b, code: res.resCode, ok: res.resDes.includes(message) }, res.resDes).toEqual({ b, code, ok: true });
    }
    expect((await chenjing.call(addDeliverGoods, { body: { ...base, orderNo: mine.orderNo } })).resCode).toBe(403);
    expect((await hr.call(addDeliverGoods, { body: { ...base, orderNo: mine.orderNo } })).resCode).toBe(403);
    expect(await t.db.$count(b2bDeliveries)).toBe(before);
  });

  it('two requests for one order at once: one is created', async () => {
    const order = await createOrder(t, { customerId: prepaid.id });
    const b = { customerId: prepaid.id, orderNo: order.orderNo, shipTo: 'x' };
    const results = await Promise.all([zhangwei.call(addDeliverGoods, { body: b }), zhangwei.call(addDeliverGoods, { body: b })]);
    expect(results.map((r) => r.resCode).sort()).toEqual([200, 500]);
    expect(await t.db.$count(b2bDeliveries, eq(b2bDeliveries.orderNo, order.orderNo))).toBe(1);
  });

  it('looks an order up with the customer’s terms and any request it has', async () => {
    const { order, serialNo } = await request(credit.id);
    const res = await zhangwei.call(getOrderInfoByOrderNo, { query: { orderNo: order.orderNo } });
    expect(res.data).toMatchObject({
      orderNo: order.orderNo,
      amount: '1000.00',
      currency: 'USD',
      items: [{ qty: 10 }],
      customer: { id: credit.id, settlement: 'credit', creditDays: 30, creditLimit: '10000.00' },
      delivery: { serialNo, status: 'pending_audit' },
    });
    const fresh = await createOrder(t, { customerId: credit.id });
    expect((await zhangwei.call(getOrderInfoByOrderNo, { query: { orderNo: fresh.orderNo } })).data.delivery).toBeNull();
    expect((await zhangwei.call(getOrderInfoByOrderNo, { query: { orderNo: 'SO-NOPE' } })).resCode).toBe(404);
    expect((await other.call(getOrderInfoByOrderNo, { query: { orderNo: order.orderNo } })).resCode).toBe(404);
    expect((await zhangwei.call(getOrderInfoByOrderNo, { query: { orderNo: ' ' } })).resCode).toBe(400);
  });
});

describe('linking back payments', () => {
  it('links confirmed back payments of the same customer and currency while waiting for audit', async () => {
    const { id } = await request(prepaid.id);
    const a = await confirmedBackPayment(prepaid.id, '600.00');
    const b = await confirmedBackPayment(prepaid.id, '400.00');
    const res = await zhangwei.call(addBackPaymentFlow, { body: { deliveryId: id, version: 1, backPaymentIds: [a.id, b.id] } });
    expect(res).toMatchObject({ resCode: 200, data: { id, version: 2, linked: 2 } });
    expect(await t.db.$count(b2bDeliveryBackPayments, eq(b2bDeliveryBackPayments.deliveryId, id))).toBe(2);
    const unlink = await zhangwei.call(addBackPaymentFlow, { body: { deliveryId: id, backPaymentIds: [a.id] } });
    expect(unlink.data.linked).toBe(1);
    const log = await logOf(id);
    expect(log.slice(1).map((l) => [l.action, l.comment])).toEqual([
      ['link', `关联回款：${a.serialNo}、${b.serialNo}`],
      ['link', `取消关联：${b.serialNo}`],
    ]);
    const detail = await zhangwei.call(deliverGoodsDetail, { query: { id } });
    expect(detail.data).toMatchObject({ canLink: true, linkedAmount: '600.00', backPayments: [{ id: a.id, serialNo: a.serialNo }] });
  });

  it('refuses other customers’, unconfirmed, other-currency and unknown back payments, and changes nothing', async () => {
    const { id } = await request(prepaid.id);
    const cases: Array<[number, string]> = [
      [(await confirmedBackPayment(credit.id, '1')).id, '不属于该客户'],
      [(await confirmedBackPayment(prepaid.id, '1', { status: 'submitted' })).id, '尚未经财务确认'],
      [(await confirmedBackPayment(prepaid.id, '1', { currency: 'EUR' })).id, '币种为 EUR'],
      [(await confirmedBackPayment(prepaid.id, '1', { status: 'deleted' })).id, '不存在'],
      [(await confirmedBackPayment(prepaid.id, '1', { createdBy: await userId(t, 'qianlei') })).id, '不存在'],
      [999999, '不存在'],
    ];
    for (const [bpId, message] of cases) {
      const res = await zhangwei.call(addBackPaymentFlow, { body: { deliveryId: id, backPaymentIds: [bpId] } });
      expect({ bpId, code: res.resCode, ok: res.resDes.includes(message) }, res.resDes).toEqual({ bpId, code: 400, ok: true });
    }
    for (const bad of [{}, { deliveryId: id }, { deliveryId: id, backPaymentIds: 'x' }, { deliveryId: 'x', backPaymentIds: [] }, { deliveryId: id, backPaymentIds: [-1] }]) {
      expect((await zhangwei.callUnchecked(addBackPaymentFlow, { body: bad })).resCode).toBe(400);
    }
    expect((await other.call(addBackPaymentFlow, { body: { deliveryId: id, backPaymentIds: [] } })).resCode).toBe(404);
    expect((await wangfang.call(addBackPaymentFlow, { body: { deliveryId: id, backPaymentIds: [] } })).resCode).toBe(403);
    expect((await zhangwei.call(addBackPaymentFlow, { body: { deliveryId: 999999, backPaymentIds: [] } })).resCode).toBe(404);
    expect(await row(id)).toMatchObject({ version: 1 });
    expect(await t.db.$count(b2bDeliveryBackPayments, eq(b2bDeliveryBackPayments.deliveryId, id))).toBe(0);
  });

  it('links only while waiting for audit', async () => {
    const { id } = await request(prepaid.id);
    await chenjing.call(auditDeliverGoods, { body: { id, pass: false, comment: '地址不全' } });
    const res = await zhangwei.call(addBackPaymentFlow, { body: { deliveryId: id, backPaymentIds: [] } });
    expect(res).toMatchObject({ resCode: 500, resDes: '该发货申请当前状态为「已驳回」，不能关联回款' });
  });
});

describe('auditing and shipping', () => {
  it('prepaid: approves only once linked confirmed back payments cover the order', async () => {
    const { id } = await request(prepaid.id);
    const short = await chenjing.call(auditDeliverGoods, { body: { id, pass: true } });
    expect(short).toMatchObject({ resCode: 500, resDes: '回款金额不足，不能审核通过' });
    const a = await confirmedBackPayment(prepaid.id, '999.99');
    await zhangwei.call(addBackPaymentFlow, { body: { deliveryId: id, backPaymentIds: [a.id] } });
    expect((await chenjing.call(auditDeliverGoods, { body: { id, pass: true } })).resDes).toBe('回款金额不足，不能审核通过');
    const b = await confirmedBackPayment(prepaid.id, '0.01');
    await zhangwei.call(addBackPaymentFlow, { body: { deliveryId: id, backPaymentIds: [a.id, b.id] } });
    const ok = await chenjing.call(auditDeliverGoods, { body: { id, pass: true, comment: '款已到' } });
    expect(ok).toMatchObject({ resCode: 200, data: { from: 'pending_audit', to: 'approved' } });
    expect((await logOf(id)).at(-1)).toMatchObject({ action: 'approve', actorName: '陈静', comment: '款已到' });
  });

  it('credit: refuses over the credit limit, counting an invoiced order once', async () => {
    const c = await createCustomer(t, { salesUserId: zwId, settlement: 'credit', creditDays: 30, creditLimit: '3000.00' });
    await createInvoice(t, { customerId: c.id, amount: '2500.00', received: '500.00', dueDate: daysAgo(10) });
    const over = await request(c.id); // 2000 outstanding + 1000 = 3000: within
    expect((await chenjing.call(auditDeliverGoods, { body: { id: over.id, pass: true } })).resCode).toBe(200);
    const next = await request(c.id);
    const order2 = await createOrder(t, { customerId: c.id, amount: '1000.00' });
    await createInvoice(t, { customerId: c.id, amount: '0.01', orderNos: [order2.orderNo] }); // outstanding now 2000.01
    const res = await chenjing.call(auditDeliverGoods, { body: { id: next.id, pass: true } });
    expect(res.resCode).toBe(500);
    expect(res.resDes).toBe('超出信用额度，不能审核通过（未收发票 2000.01 + 本单 1000.00 > 额度 3000.00 USD）');
    expect((await row(next.id)).status).toBe('pending_audit');
  });

  it('credit: refuses while an invoice is overdue by more than 30 days', async () => {
    const c = await createCustomer(t, { salesUserId: zwId, settlement: 'credit', creditDays: 30, creditLimit: '100000.00' });
    const late = await createInvoice(t, { customerId: c.id, amount: '100.00', dueDate: daysAgo(31) });
    await createInvoice(t, { customerId: c.id, amount: '100.00', dueDate: daysAgo(30) }); // exactly 30 days: allowed
    const { id } = await request(c.id);
    const res = await chenjing.call(auditDeliverGoods, { body: { id, pass: true } });
    expect(res).toMatchObject({ resCode: 500 });
    expect(res.resDes).toBe(`客户有逾期超过30天的发票（${late.invoiceNumber}，到期日 ${late.dueDate}），不能审核通过`);
    await t.db.update(b2bInvoices).set({ received: '100.00' }).where(eq(b2bInvoices.id, late.id));
    expect((await chenjing.call(auditDeliverGoods, { body: { id, pass: true } })).resCode).toBe(200);
  });

  it('rejects with a reason; nobody audits their own request; only auditors audit', async () => {
    const { id } = await request(credit.id);
    expect((await zhangwei.call(auditDeliverGoods, { body: { id, pass: true } })).resCode).toBe(403);
    expect((await wangfang.call(auditDeliverGoods, { body: { id, pass: true } })).resCode).toBe(403);
    expect((await chenjing.call(auditDeliverGoods, { body: { id, pass: false } })).resDes).toBe('请填写驳回原因');
    const own = await request(credit.id, {}, boss);
    const selfAudit = await boss.call(auditDeliverGoods, { body: { id: own.id, pass: true } });
    expect(selfAudit).toMatchObject({ resCode: 500, resDes: '不能审核通过自己提交的发货申请' });
    const rejected = await chenjing.call(auditDeliverGoods, { body: { id, pass: false, comment: '库存不足' } });
    expect(rejected.data.to).toBe('rejected');
    expect((await row(id)).status).toBe('rejected');
    // A rejected request frees the order for a new one.
    const again = await zhangwei.call(addDeliverGoods, { body: { customerId: credit.id, orderNo: (await row(id)).orderNo, shipTo: 'x' } });
    expect(again.resCode).toBe(200);
  });

  it('two audits at once: one wins, the other is told who handled it', async () => {
    const { id } = await request(credit.id);
    const chenjing2 = as(t, await t.login('chenjing'));
    const results = await Promise.all([
      chenjing.call(auditDeliverGoods, { body: { id, pass: true } }),
      chenjing2.call(auditDeliverGoods, { body: { id, pass: false, comment: '重复' } }),
    ]);
    expect(results.map((r) => r.resCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.resCode === 409)!.resDes).toMatch(/^该发货申请已被陈静处理，当前状态：(待发货|已驳回)，请刷新后重试$/);
    expect((await logOf(id)).filter((l) => l.action === 'approve' || l.action === 'reject')).toHaveLength(1);
  });

  it('operations confirm shipment with tracking number and date; only once', async () => {
    const { id } = await request(credit.id);
    const ship = { id, trackingNo: 'DHL123456', shippedOn: '2026-11-22' };
    expect((await wangfang.call(confirmDeliverGoods, { body: ship })).resCode).toBe(409); // not audited yet
    await chenjing.call(auditDeliverGoods, { body: { id, pass: true } });
    expect((await zhangwei.call(confirmDeliverGoods, { body: ship })).resCode).toBe(403);
    for (const bad of [{ id }, { id, trackingNo: '', shippedOn: '2026-11-22' }, { id, trackingNo: 'x', shippedOn: 'today' }, { trackingNo: 'x', shippedOn: '2026-11-22' }]) {
      expect((await wangfang.callUnchecked(confirmDeliverGoods, { body: bad })).resCode).toBe(400);
    }
    expect((await row(id)).status).toBe('approved');
    const results = await Promise.all([wangfang.call(confirmDeliverGoods, { body: ship }), wangfang.call(confirmDeliverGoods, { body: ship })]);
    expect(results.map((r) => r.resCode).sort()).toEqual([200, 409]);
    expect(await row(id)).toMatchObject({ status: 'shipped', trackingNo: 'DHL123456', shippedOn: '2026-11-22' });
    const log = await wangfang.call(getDeliverGoodsLog, { query: { id } });
    expect(log.data.map((l: { action: string }) => l.action)).toEqual(['create', 'approve', 'confirm']);
    expect(log.data.at(-1)).toMatchObject({ actorName: '王芳', comment: '运单号 DHL123456，发货日期 2026-11-22' });
  });

  it('refuses malformed audits and changes nothing', async () => {
    const { id } = await request(credit.id);
    for (const bad of [{}, { id }, { id, pass: 1 }, { id: 'x', pass: true }, { id, pass: true, comment: 5 }]) {
      expect((await chenjing.callUnchecked(auditDeliverGoods, { body: bad })).resCode).toBe(400);
    }
    expect((await chenjing.call(auditDeliverGoods, { body: { id: 999999, pass: true } })).resCode).toBe(404);
    expect((await chenjing.call(auditDeliverGoods, { body: { id, version: 7, pass: true } })).resCode).toBe(409);
    expect(await row(id)).toMatchObject({ status: 'pending_audit', version: 1 });
  });
});

describe('reading delivery requests', () => {
  it('lists newest first with filters, own records only without viewAll', async () => {
    const mine = await zhangwei.call(queryDeliverGoodsList, { query: { limit: 500 } });
    const all = await chenjing.call(queryDeliverGoodsList, { query: { limit: 500 } });
    expect(mine.data.rows.every((r: { createdBy: number }) => r.createdBy === zwId)).toBe(true);
    expect(all.data.total).toBe(await t.db.$count(b2bDeliveries));
    expect(all.data.total).toBeGreaterThan(mine.data.total);
    const ids = all.data.rows.map((r: { id: number }) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const tabs = (await zhangwei.call(getDeliverGoodsTabNum)).data;
    expect(Object.values(tabs as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(mine.data.total);
    const shipped = await zhangwei.call(queryDeliverGoodsList, { query: { status: 'shipped' } });
    expect(shipped.data.total).toBe(tabs.shipped);
    const first = all.data.rows[0];
    expect((await chenjing.call(queryDeliverGoodsList, { query: { serialNo: first.serialNo.slice(0, 14).toLowerCase() } })).data.rows[0].id).toBe(first.id);
    expect((await chenjing.call(queryDeliverGoodsList, { query: { orderNo: first.orderNo } })).data.total).toBeGreaterThanOrEqual(1);
    const today = new Date();
    const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
    expect((await chenjing.call(queryDeliverGoodsList, { query: { createdFrom: day, createdTo: day, limit: 1 } })).data.total).toBe(all.data.total);
    expect((await chenjing.call(queryDeliverGoodsList, { query: { createdTo: '2020-01-01' } })).data.total).toBe(0);
    expect((await chenjing.call(queryDeliverGoodsList, { query: { customerId: prepaid.id, status: 'approved' } })).data.rows.every((r) => r.customerName === 'Prepaid GmbH')).toBe(true);
    expect((await chenjing.call(queryDeliverGoodsList, { query: { status: 'nope' } })).resCode).toBe(400);
    expect((await hr.call(queryDeliverGoodsList)).resCode).toBe(403);
  });

  it('shows the detail with the caller’s actions; hides others’ records', async () => {
    const { id } = await request(credit.id);
    expect((await zhangwei.call(deliverGoodsDetail, { query: { id } })).data).toMatchObject({ actions: [], canLink: true, creatorName: '张伟' });
    expect((await chenjing.call(deliverGoodsDetail, { query: { id } })).data.actions.map((a: { action: string }) => a.action)).toEqual(['approve', 'reject']);
    expect((await wangfang.call(deliverGoodsDetail, { query: { id } })).data).toMatchObject({ actions: [], canLink: false });
    expect((await lina.call(deliverGoodsDetail, { query: { id } })).data.actions).toEqual([]);
    expect((await other.call(deliverGoodsDetail, { query: { id } })).resCode).toBe(404);
    expect((await other.call(getDeliverGoodsLog, { query: { id } })).resCode).toBe(404);
    expect((await zhangwei.call(deliverGoodsDetail, { query: { id: 'x' } })).resCode).toBe(400);
    expect((await zhangwei.call(deliverGoodsDetail, { query: { id: 999999 } })).resCode).toBe(404);
  });

  it('exports every matching request in batches, newest first', async () => {
    const rows = [];
    for await (const r of deliveryExportRows(t.db, {})) rows.push(r);
    expect(rows).toHaveLength(await t.db.$count(b2bDeliveries));
    expect(rows.some((r) => r.status === '已发货' && r.trackingNo === 'DHL123456')).toBe(true);
  });

  it('exports through a report-centre task within the caller’s scope', async () => {
    const rows = await exportThroughTask(t, await t.login('zhangwei'), addB2bDeliverExcelTask);
    expect(rows[0]).toEqual(deliveryExportColumns.map((c) => c.header));
    expect(rows.length - 1).toBe((await zhangwei.call(queryDeliverGoodsList)).data.total);
    expect((await hr.call(addB2bDeliverExcelTask)).resCode).toBe(403);
  });
});
