import Big from 'big.js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryByPlanOrderId, savePlanOrderDetail } from '@shared/api/review/detail';
import { auditOrderOp, batchAuditOrderOp, commitOrderOp, deleteOrderOp, getOrderOp, orderOpList, queryOrderForOp, saveOrderOp } from '@shared/api/review/orderOps';
import { getPayment, payableOpList, paymentList, payOrderOp } from '@shared/api/review/payments';
import { planOrderList } from '@shared/api/review/planOrder';
import { exportSoOrder, soOrderList } from '@shared/api/review/soOrders';
import { queryBizLog } from '@shared/api/review/bizLog';
import { uploadFile } from '@shared/api/tool';
import { reviewOrderOps, reviewOrderPayments, reviewPlanOrderDetails } from '../../../server/db/schema';
import { rateOn } from '../../../server/modules/reference';
import { createTestApp, type TestApp } from '../../support/app';
import { PNG_1x1 } from '../../support/files';
import { as, type As } from '../admin/support';

let t: TestApp;
let xuming: As, huangli: As, lina: As, zhangwei: As, admin: As;
let huangliToken: string;
/** Orders of the running demo plan order: line 3 (address committed, ordered here), line 4 (ordered, its cancellation pending). */
let order: number, ordered: number;

beforeAll(async () => {
  t = await createTestApp();
  const tokens = await Promise.all(['xuming', 'huangli', 'lina', 'zhangwei', 'admin'].map((u) => t.login(u)));
  [xuming, huangli, lina, zhangwei, admin] = tokens.map((tk) => as(t, tk)) as [As, As, As, As, As];
  huangliToken = tokens[1]!;
  const running = (await huangli.call(planOrderList, { query: { status: 'in_progress' } })).data.rows[0]!;
  const lines = (await huangli.call(queryByPlanOrderId, { query: { planOrderId: running.id } })).data;
  order = lines[2]!.id;
  ordered = lines[3]!.id;
  const saved = await huangli.call(savePlanOrderDetail, { body: { id: order, marketOrderNo: '113-9000001-0001', orderAmount: '40', orderCurrency: 'USD', reviewerStatus: 'purchased', reviewerEmail: 'reviewer.one@example.com' } });
  expect(saved.resCode, saved.resDes).toBe(200);
});
afterAll(() => t.close());

const raise = (who: As, body: Record<string, unknown>) => who.call(saveOrderOp, { body: { detailId: order, type: 'refund', submit: true, ...body } as never });
const opRow = async (id: number) => (await t.db.select().from(reviewOrderOps).where(eq(reviewOrderOps.id, id)))[0]!;

describe('raising operations', () => {
  it('refuses bad input and a refund beyond the order amount, changing nothing', async () => {
    const before = (await t.db.select().from(reviewOrderOps)).length;
    const noAmount = await raise(huangli, { amount: '' });
    expect([noAmount.resCode, noAmount.resDes]).toEqual([400, '请填写退款金额']);
    const badType = await raise(huangli, { type: 'bonus', amount: '1' });
    expect([badType.resCode, badType.resDes]).toEqual([400, '参数错误（type: 请选择操作类型）']);
    const tooMuch = await raise(huangli, { amount: '40.01' });
    expect(tooMuch.resDes).toBe('退款金额不能超过订单金额 40.00 USD');
    const unknown = await raise(huangli, { detailId: 999999, amount: '1' });
    expect([unknown.resCode, unknown.resDes]).toEqual([404, '订单不存在']);
    expect(await t.db.select().from(reviewOrderOps)).toHaveLength(before);
  });

  it('is refused without the codes: 徐明 cannot raise, a salesperson cannot list', async () => {
    expect((await raise(xuming, { amount: '1' })).resCode).toBe(403);
    expect((await zhangwei.call(orderOpList, { query: {} })).resCode).toBe(403);
    expect((await huangli.call(auditOrderOp, { params: { id: 1 }, body: { pass: true } })).resCode).toBe(403);
  });

  it('offers the order with its amount and commission', async () => {
    const found = (await huangli.call(queryOrderForOp, { query: { keyword: '113-9000001' } })).data;
    expect(found).toEqual([expect.objectContaining({ detailId: order, orderAmount: '40.00', orderCurrency: 'USD', fee: '5.00', feeCurrency: 'USD', taken: [] })]);
  });
});

describe('refund and commission: audit, pay, sales order', () => {
  let refund: { id: number; version: number }, commission: { id: number; version: number };

  it('黄丽 raises a refund (order currency) and a commission (the fee); each at most once per order', async () => {
    const r = await raise(huangli, { amount: '40' });
    expect(r.resCode, r.resDes).toBe(200);
    expect(r.data.status).toBe('pending_audit');
    refund = r.data;
    expect(await opRow(refund.id)).toMatchObject({ type: 'refund', amount: '40.00', currency: 'USD', marketOrderNo: '113-9000001-0001', createdBy: expect.any(Number) });
    const again = await raise(huangli, { amount: '10' });
    expect([again.resCode, again.resDes]).toEqual([409, `该订单已有退款（${r.data.serialNo}），同一订单只能退款一次`]);
    const c = await raise(huangli, { type: 'commission', amount: '999' });
    expect(c.resCode, c.resDes).toBe(200);
    commission = c.data;
    expect(await opRow(commission.id)).toMatchObject({ amount: '5.00', currency: 'USD' });
  });

  it('a cancellation is refused while the order has a refund', async () => {
    const res = await raise(huangli, { type: 'cancel' });
    expect(res.resDes).toMatch(/该订单已有退款（OP\d+），不能取消/);
  });

  it('paying before the audit is refused', async () => {
    const res = await huangli.call(payOrderOp, { body: { ops: [{ id: refund.id }], method: 'paypal', account: 'a@example.com', transactionNo: 'TX-EARLY', paidAt: new Date().toISOString() } });
    expect(res.resCode).toBe(409);
    expect(res.resDes).toContain('审核通过后才能付款');
  });

  it('two managers at once: one approves, the other is told it was handled', async () => {
    const results = await Promise.all([xuming, xuming].map((m) => m.call(auditOrderOp, { params: { id: refund.id }, body: { version: refund.version, pass: true } })));
    expect(results.map((r) => r.resCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.resCode === 409)!.resDes).toMatch(/已被徐明处理|已被他人修改/);
    expect((await opRow(refund.id)).status).toBe('approved');
    const stale = await xuming.call(auditOrderOp, { params: { id: commission.id }, body: { version: commission.version + 5, pass: true } });
    expect([stale.resCode, stale.resDes]).toEqual([409, '该订单操作已被他人修改，请刷新后重试']);
    expect((await xuming.call(auditOrderOp, { params: { id: commission.id }, body: { pass: true } })).resCode).toBe(200);
  });

  it('finance reads but does not pay; a payment in another reviewer\'s batch is refused', async () => {
    expect((await lina.call(paymentList, { query: {} })).resCode).toBe(200);
    const payable = (await lina.call(payableOpList, { query: {} })).data.rows.map((r) => r.id);
    expect(payable).toEqual(expect.arrayContaining([refund.id, commission.id]));
    const res = await lina.call(payOrderOp, { body: { ops: [{ id: refund.id }], method: 'paypal', account: 'a@example.com', transactionNo: 'TX-LINA', paidAt: new Date().toISOString() } });
    expect(res.resCode).toBe(403);
    // The demo's approved refund belongs to another reviewer.
    const other = payable.find((id) => id !== refund.id && id !== commission.id)!;
    const mixed = await huangli.call(payOrderOp, { body: { ops: [{ id: refund.id }, { id: other }], method: 'paypal', account: 'a@example.com', transactionNo: 'TX-MIX', paidAt: new Date().toISOString() } });
    expect(mixed.resDes).toBe('所选订单操作不属于同一测评人，请分开付款');
    expect((await opRow(refund.id)).status).toBe('approved');
  });

  it('黄丽 pays both in one payment: amount their sum, CNY at the pay day rate, proof attached, both paid', async () => {
    const uploaded = await t.http.post(uploadFile.path).set('Authorization', huangliToken).attach('file', PNG_1x1, 'proof.png');
    const fileId = uploaded.body.data.id as number;
    const paidAt = new Date().toISOString();
    const res = await huangli.call(payOrderOp, { body: { ops: [{ id: refund.id }, { id: commission.id }], method: 'paypal', account: 'reviewer.one@example.com', transactionNo: 'PP-TEST-0001', paidAt, fileIds: [fileId] } });
    expect(res.resCode, res.resDes).toBe(200);
    const rate = await rateOn(t.db, 'USD');
    expect(res.data).toMatchObject({ amount: '45.00', currency: 'USD', amountCny: new Big(45).times(rate.rate).round(2, Big.roundHalfUp).toFixed(2) });
    const [stored] = await t.db.select().from(reviewOrderPayments).where(eq(reviewOrderPayments.id, res.data.id));
    expect(stored).toMatchObject({ method: 'paypal', transactionNo: 'PP-TEST-0001', reviewer: 'reviewer.one@example.com', rateDate: rate.rateDate });
    expect([(await opRow(refund.id)).status, (await opRow(commission.id)).status]).toEqual(['paid', 'paid']);
    expect((await opRow(refund.id)).paymentId).toBe(res.data.id);
    const read = (await lina.call(getPayment, { query: { id: res.data.id } })).data;
    expect(read.ops.map((o) => o.id).sort()).toEqual([refund.id, commission.id].sort());
    expect(read.attachments.map((f) => f.name)).toEqual(['proof.png']);
    const file = await t.http.get(`/api/tool/file/${fileId}`).set('Authorization', (await t.login('lina')));
    expect(file.status).toBe(200);
    const log = (await huangli.call(getOrderOp, { query: { id: refund.id } })).data.log;
    expect(log.map((l) => l.action)).toEqual(['save', 'submit', 'approve', 'pay']);
  });

  it('paying again is refused, and so is a transaction number used before', async () => {
    const again = await huangli.call(payOrderOp, { body: { ops: [{ id: refund.id }], method: 'paypal', account: 'x@example.com', transactionNo: 'PP-TEST-0002', paidAt: new Date().toISOString() } });
    expect(again.resCode).toBe(409);
    expect(again.resDes).toMatch(/已付款，不能重复付款/);
    const payable = (await huangli.call(payableOpList, { query: {} })).data.rows[0]!;
    const reused = await huangli.call(payOrderOp, { body: { ops: [{ id: payable.id }], method: 'paypal', account: 'x@example.com', transactionNo: 'PP-TEST-0001', paidAt: new Date().toISOString() } });
    expect(reused.resCode).toBe(409);
    expect(reused.resDes).toMatch(/^交易号已用于付款 FK/);
    expect((await opRow(payable.id)).status).toBe('approved');
    expect(await t.db.select().from(reviewOrderPayments).where(eq(reviewOrderPayments.transactionNo, 'PP-TEST-0002'))).toHaveLength(0);
  });

  it('销售订单 shows the order paid, in CNY; the export is a report-centre task', async () => {
    const row = (await huangli.call(soOrderList, { query: { marketOrderNo: '113-9000001' } })).data.rows[0]!;
    expect(row.payState).toBe('paid');
    expect(Number(row.paidCny)).toBeGreaterThan(45);
    const task = await xuming.call(exportSoOrder, { query: { marketOrderNo: '113-9000001' } });
    expect(task.resCode, task.resDes).toBe(200);
    expect(task.data.taskId).toBeGreaterThan(0);
  });
});

describe('audit rules, delete and batch audit', () => {
  it('nobody audits their own operation; a pending cancellation keeps refunds out', async () => {
    const blocked = await admin.call(saveOrderOp, { body: { detailId: ordered, type: 'refund', amount: '1', submit: false } });
    expect(blocked.resDes).toMatch(/^该订单已申请取消（OP\d+）$/);
    // The demo's rejected refund: 黄丽 deletes it, which frees the order for a new refund.
    const rejected = (await huangli.call(orderOpList, { query: { status: 'rejected', type: 'refund' } })).data.rows[0]!;
    expect((await huangli.call(deleteOrderOp, { params: { id: rejected.id }, body: { version: rejected.version } })).resCode).toBe(200);
    const own = await admin.call(saveOrderOp, { body: { detailId: rejected.detailId, type: 'refund', amount: '10', submit: true } });
    expect(own.resCode, own.resDes).toBe(200);
    const self = await admin.call(auditOrderOp, { params: { id: own.data.id }, body: { pass: true } });
    expect(self.resDes).toBe('不能审核通过自己提交的订单操作');
    expect((await opRow(own.data.id)).status).toBe('pending_audit');
  });

  it('a rejection needs a reason; the creator deletes a rejected one and may raise it again', async () => {
    const draft = (await huangli.call(orderOpList, { query: { status: 'draft' } })).data.rows[0]!;
    expect((await huangli.call(commitOrderOp, { body: { id: draft.id, version: draft.version } })).resCode).toBe(200);
    const noReason = await xuming.call(auditOrderOp, { params: { id: draft.id }, body: { pass: false } });
    expect([noReason.resCode, noReason.resDes]).toEqual([400, '请填写驳回原因']);
    expect((await xuming.call(auditOrderOp, { params: { id: draft.id }, body: { pass: false, comment: '金额待确认' } })).resCode).toBe(200);
    expect((await xuming.call(deleteOrderOp, { params: { id: draft.id }, body: {} })).resCode).toBe(403);
    expect((await huangli.call(deleteOrderOp, { params: { id: draft.id }, body: {} })).resCode).toBe(200);
    expect((await huangli.call(orderOpList, { query: { serialNo: draft.serialNo } })).data.rows).toHaveLength(0);
    const again = await huangli.call(saveOrderOp, { body: { detailId: draft.detailId, type: draft.type as 'commission', submit: false } });
    expect(again.resCode, again.resDes).toBe(200);
  });

  it('批量审核 passes what waits for audit and names what it could not', async () => {
    const pending = (await xuming.call(orderOpList, { query: { status: 'pending_audit' } })).data.rows;
    const draft = (await xuming.call(orderOpList, { query: { status: 'draft' } })).data.rows[0]!;
    const cancel = pending.find((r) => r.type === 'cancel')!;
    const others = pending.filter((r) => r.type !== 'cancel' && r.creatorName === '黄丽');
    const res = await xuming.call(batchAuditOrderOp, { body: { items: [...others, draft].map((r) => ({ id: r.id, version: r.version })), pass: true } });
    expect(res.data.done).toBe(others.length);
    expect(res.data.failed).toEqual([expect.objectContaining({ id: draft.id, serialNo: draft.serialNo, message: expect.stringContaining('当前状态：草稿') })]);
    // The cancellation was left out of the batch: it still waits for audit, for the next test.
    const stillPending = (await xuming.call(orderOpList, { query: { status: 'pending_audit' } })).data.rows;
    expect(stillPending.map((r) => r.id)).toContain(cancel.id);
  });
});

describe('cancellation', () => {
  it('approved, the detail goes back to 地址已提交 with its order number cleared; the log keeps the order', async () => {
    const cancel = (await xuming.call(orderOpList, { query: { status: 'pending_audit', type: 'cancel' } })).data.rows[0]!;
    expect(cancel.detailId).toBe(ordered);
    const res = await xuming.call(auditOrderOp, { params: { id: cancel.id }, body: { version: cancel.version, pass: true } });
    expect(res.resCode, res.resDes).toBe(200);
    const [detail] = await t.db.select().from(reviewPlanOrderDetails).where(eq(reviewPlanOrderDetails.id, ordered));
    expect(detail).toMatchObject({ status: 'address_committed', marketOrderNo: null, orderAmount: null });
    const log = (await huangli.call(queryBizLog, { query: { bizType: 'review_plan_order_detail', bizId: ordered } })).data;
    expect(log.at(-1)).toMatchObject({ action: 'cancelOrder', comment: `取消订单 ${cancel.marketOrderNo}（${cancel.serialNo}）` });
    // The order is gone: nothing more can be raised on it.
    const refund = await huangli.call(saveOrderOp, { body: { detailId: ordered, type: 'refund', amount: '1' } });
    expect(refund.resDes).toBe('只有已下单或已归档、有订单号的订单可以处理');
  });
});
