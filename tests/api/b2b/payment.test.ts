import { and, eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachments, b2bCompanyBanks, b2bCustomers, b2bInvoiceOrders, b2bInvoices, b2bOrders, b2bPayments, groupMembers, groups, users, workflowLogs } from '../../../server/db/schema';
import { loadPaymentDemo } from '../../../server/modules/b2b/paymentDemo';
import { hashPassword } from '../../../server/modules/auth/passwords';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../support/app';
import { as, userId, type As } from '../admin/support';
import { CSV_ZH, PDF } from '../tool/fixtures';
import { readZip } from '../tool/zip';
import { exportThroughTask } from '../report/support';
import { paymentExportColumns } from '../../../server/modules/b2b/payments/exports';
import { uploadFile, downloadFile } from '@shared/api/tool';
import { auditPayment, paymentBatchDownload, confirmPayment, delPaymentAttach, deletePayment, orderInfoByInvoiceNum, paymentAllStatus, paymentDetailGet, paymentExport, paymentLog, paymentPage, paymentTabNum, saveOrSubmitPayment, savePaymentAttach, submitPayment, type SavePaymentBody } from '@shared/api/b2b/payment';


let t: TestApp;
let sales: As; // zhangwei 销售
let sales2: As; // another 销售: sees only their own requests
let manager: As; // chenjing 销售主管
let manager2: As; // a second 销售主管, for double audits
let finance: As; // lina 财务
let ops: As; // wangfang 运营: no payment screen
let boss: As; // holds 销售 and 销售主管: may not audit their own request
let demoCount = 0;
const fx = { customer: 0, disabledCustomer: 0, otherCustomer: 0, payBank: 0, receiveBank: 0, disabledBank: 0, zhangwei: 0 };

async function addUser(username: string, name: string, roles: string[]): Promise<void> {
  const [u] = await t.db.insert(users).values({ username, name, passwordHash: await hashPassword(DEMO_PASSWORD) }).returning({ id: users.id });
  const rows = await t.db.select({ id: groups.id }).from(groups).where(sql`${groups.code} in ${roles}`);
  await t.db.insert(groupMembers).values(rows.map((g) => ({ groupId: g.id, userId: u!.id, role: 'member' })));
}

async function fixtures() {
  fx.zhangwei = await userId(t, 'zhangwei');
  const other = await userId(t, 'chenjing');
  const customer = (name: string, salesUserId: number, enabled = true) => ({
    code: `KH${name.length}${salesUserId}${enabled ? 1 : 0}`,
    name,
    country: 'US',
    currency: 'USD',
    salesUserId,
    enabled,
    createdBy: salesUserId,
  });
  const [c1, c2, c3] = await t.db
    .insert(b2bCustomers)
    .values([customer('Acme Trading', fx.zhangwei), customer('Old Partner Ltd', fx.zhangwei, false), customer('Beta Import GmbH', other)])
    .returning({ id: b2bCustomers.id });
  fx.customer = c1!.id;
  fx.disabledCustomer = c2!.id;
  fx.otherCustomer = c3!.id;
  const [inv] = await t.db
    .insert(b2bInvoices)
    .values({ invoiceNumber: 'INV-PAY-001', customerId: fx.customer, currency: 'USD', amount: '1500.00', invoiceDate: '2026-10-01', dueDate: '2026-10-31', createdBy: fx.zhangwei })
    .returning({ id: b2bInvoices.id });
  await t.db.insert(b2bInvoices).values({ invoiceNumber: 'INV-OTHER-9', customerId: fx.otherCustomer, currency: 'USD', amount: '10.00', invoiceDate: '2026-10-01', dueDate: '2026-10-01', createdBy: other });
  await t.db.insert(b2bOrders).values(
    ['SO-1001', 'SO-1002'].map((orderNo, i) => ({ orderNo, customerId: fx.customer, status: 'delivered', currency: 'USD', amount: i ? '500.00' : '1000.00', items: [], orderedAt: new Date('2026-09-20T08:00:00Z') })),
  );
  await t.db.insert(b2bInvoiceOrders).values([
    { invoiceId: inv!.id, orderNo: 'SO-1001', amount: '1000.00' },
    { invoiceId: inv!.id, orderNo: 'SO-1002', amount: '500.00' },
  ]);
  const bank = (accountNo: string, purpose: string, enabled = true) => ({ accountName: `Crossdock ${accountNo}`, bankName: '招商银行', accountNo, currency: 'USD', purpose, enabled, createdBy: other });
  const banks = await t.db.insert(b2bCompanyBanks).values([bank('PAY-1', 'pay'), bank('RCV-1', 'receive'), bank('OFF-1', 'both', false)]).returning({ id: b2bCompanyBanks.id });
  [fx.payBank, fx.receiveBank, fx.disabledBank] = banks.map((b) => b.id) as [number, number, number];
}

beforeAll(async () => {
  t = await createTestApp();
  await addUser('zhouqiang', '周强', ['sales_manager']);
  await addUser('sunhao', '孙浩', ['sales']);
  await addUser('boss', '老板', ['sales', 'sales_manager']);
  demoCount = await t.db.$count(b2bPayments, ne(b2bPayments.status, 'deleted'));
  await fixtures();
  const names = ['zhangwei', 'sunhao', 'chenjing', 'zhouqiang', 'lina', 'wangfang', 'boss'];
  const tokens = await Promise.all(names.map((n) => t.login(n)));
  [sales, sales2, manager, manager2, finance, ops, boss] = tokens.map((tk) => as(t, tk)) as [As, As, As, As, As, As, As];
});
afterAll(() => t.close());

const draft = (over: Partial<SavePaymentBody> = {}): SavePaymentBody => ({
  type: 'freight',
  payeeName: 'FastShip Logistics',
  payeeBank: 'HSBC Hong Kong',
  payeeAccount: '001-234567-838',
  payeeSwift: 'HSBCHKHHHKH',
  currency: 'USD',
  amount: '1234.56',
  exchangeRate: '7.123456',
  reason: '10月海运费',
  expectedPayDate: '2026-12-01',
  ...over,
});

type Ref = { id: number; serialNo: string; status: string; version: number };

async function create(who: As = sales, over: Partial<SavePaymentBody> = {}): Promise<Ref> {
  const res = await who.call(saveOrSubmitPayment, { body: draft(over) });
  expect(res.resCode, res.resDes).toBe(200);
  return res.data as Ref;
}

const stored = async (id: number) => (await t.db.select().from(b2bPayments).where(eq(b2bPayments.id, id)))[0]!;
const logOf = async (id: number) =>
  t.db.select().from(workflowLogs).where(and(eq(workflowLogs.entity, 'b2b_payment'), eq(workflowLogs.entityId, id))).orderBy(workflowLogs.id);
const actionsOf = async (id: number) => (await logOf(id)).map((l) => l.action);

async function submitted(who: As = sales, over: Partial<SavePaymentBody> = {}): Promise<Ref> {
  return create(who, { ...over, submit: true });
}
async function audited(): Promise<Ref> {
  const p = await submitted();
  const res = await manager.call(auditPayment, { body: { id: p.id, pass: true, comment: '同意' } });
  expect(res.resCode, res.resDes).toBe(200);
  return { ...p, status: 'pending_finance', version: res.data.version };
}
const confirmBody = (id: number, over: Record<string, unknown> = {}) => ({ id, paidFromBankId: fx.payBank, paidReference: 'TT20261122001', ...over });

describe('saveOrSubmitPayment', () => {
  it('creates a draft with a serial, the CNY amount computed on the server, a log entry and a count', async () => {
    const before = (await sales.call(paymentTabNum)).data;
    const p = await create();
    expect(p.serialNo).toMatch(/^FK\d{8}\d{4}$/);
    expect(p).toMatchObject({ status: 'draft', version: 1 });
    const row = await stored(p.id);
    expect(row).toMatchObject({ amount: '1234.56', exchangeRate: '7.123456', amountCny: '8794.33', status: 'draft', createdBy: fx.zhangwei, payeeSwift: 'HSBCHKHHHKH' });
    expect(await actionsOf(p.id)).toEqual(['save']);
    const after = (await sales.call(paymentTabNum)).data;
    expect(after.draft).toBe(before.draft + 1);
  });

  it('fills customer and orders from the invoice, and refuses a mismatching customer or order', async () => {
    const p = await create(sales, { type: 'refund', invoiceNumber: 'INV-PAY-001' });
    expect(await stored(p.id)).toMatchObject({ customerId: fx.customer, orderNos: ['SO-1001', 'SO-1002'] });
    const one = await create(sales, { invoiceNumber: 'INV-PAY-001', customerId: fx.customer, orderNos: ['SO-1002'] });
    expect((await stored(one.id)).orderNos).toEqual(['SO-1002']);

    const count = await t.db.$count(b2bPayments);
    const refused: Array<[Partial<SavePaymentBody>, string]> = [
      [{ invoiceNumber: 'INV-PAY-001', customerId: fx.otherCustomer }, '发票不属于所选客户'],
      [{ invoiceNumber: 'INV-PAY-001', orderNos: ['SO-9999'] }, '订单“SO-9999”不在发票“INV-PAY-001”中'],
      [{ invoiceNumber: 'NOPE-1' }, '发票“NOPE-1”不存在'],
      [{ invoiceNumber: 'INV-OTHER-9' }, '发票“INV-OTHER-9”不存在'], // another salesperson's customer
      [{ customerId: fx.otherCustomer }, '客户不存在'],
      [{ customerId: 999999 }, '客户不存在'],
      [{ customerId: fx.disabledCustomer }, '客户“Old Partner Ltd”已停用，不能新建付款申请'],
    ];
    for (const [over, message] of refused) {
      const res = await sales.call(saveOrSubmitPayment, { body: draft(over) });
      expect(res.resDes, JSON.stringify(over)).toContain(message);
      expect(res.resCode).not.toBe(200);
    }
    expect(await t.db.$count(b2bPayments)).toBe(count);
  });

  it('saves and submits in one transaction', async () => {
    const p = await submitted();
    expect(p).toMatchObject({ status: 'pending_audit', version: 2 });
    const row = await stored(p.id);
    expect(row.status).toBe('pending_audit');
    expect(row.submittedAt).not.toBeNull();
    expect(await actionsOf(p.id)).toEqual(['save', 'submit']);
  });

  it('edits a draft with the version seen; a stale version is refused and changes nothing', async () => {
    const p = await create();
    const res = await sales.call(saveOrSubmitPayment, { body: draft({ id: p.id, version: 1, amount: '100', currency: 'CNY', exchangeRate: '1' }) });
    expect(res.resCode, res.resDes).toBe(200);
    expect(res.data).toMatchObject({ id: p.id, version: 2, status: 'draft' });
    expect(await stored(p.id)).toMatchObject({ amount: '100.00', amountCny: '100.00', currency: 'CNY', version: 2 });
    const stale = await sales.call(saveOrSubmitPayment, { body: draft({ id: p.id, version: 1, amount: '999' }) });
    expect(stale).toMatchObject({ resCode: 409, resDes: '该付款申请已被他人修改，请刷新后重试' });
    expect((await stored(p.id)).amount).toBe('100.00');
    expect(await actionsOf(p.id)).toEqual(['save', 'edit']);
    // edit and submit at once
    const both = await sales.call(saveOrSubmitPayment, { body: draft({ id: p.id, version: 2, submit: true, reason: '改为人民币' }) });
    expect(both.data).toMatchObject({ status: 'pending_audit', version: 4 });
    expect(await actionsOf(p.id)).toEqual(['save', 'edit', 'edit', 'submit']);
  });

  it('refuses edits after submission, naming the state', async () => {
    const p = await submitted();
    const res = await sales.call(saveOrSubmitPayment, { body: draft({ id: p.id, amount: '1' }) });
    expect(res.resDes).toBe('付款申请当前状态为“待审核”，不能修改');
    expect((await stored(p.id)).amount).toBe('1234.56');
    const q = await audited();
    expect((await sales.call(saveOrSubmitPayment, { body: draft({ id: q.id }) })).resDes).toBe('付款申请当前状态为“待财务确认”，不能修改');
  });

  it('lets only the creator edit; others with the add code do not even see it; without the code 403', async () => {
    const p = await create();
    expect(await sales2.call(saveOrSubmitPayment, { body: draft({ id: p.id }) })).toMatchObject({ resCode: 404, resDes: '付款申请不存在' });
    expect((await manager.call(saveOrSubmitPayment, { body: draft({ id: p.id }) })).resCode).toBe(403);
    expect((await boss.call(saveOrSubmitPayment, { body: draft({ id: p.id }) })).resDes).toBe('只有创建人可以修改该付款申请');
    expect((await ops.call(saveOrSubmitPayment, { body: draft() })).resCode).toBe(403);
    expect((await stored(p.id)).version).toBe(1);
  });

  it('refuses malformed bodies with a clear message and stores nothing', async () => {
    const count = await t.db.$count(b2bPayments);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ type: undefined }, '付款类型不正确'],
      [{ type: 'gift' }, '付款类型不正确'],
      [{ payeeName: '' }, '请填写收款人'],
      [{ payeeAccount: undefined }, '请填写收款账号'],
      [{ amount: '-5' }, '金额格式不正确'],
      [{ amount: '0' }, '金额必须大于0'],
      [{ amount: 'abc' }, '金额格式不正确'],
      [{ amount: '1.234' }, '金额格式不正确'],
      [{ amount: true }, '金额必须是数字'],
      [{ exchangeRate: '0' }, '汇率必须大于0'],
      [{ currency: 'XXX' }, '币种不正确'],
      [{ currency: 'CNY', exchangeRate: '7' }, '人民币的汇率必须为1'],
      [{ reason: '   ' }, '请填写付款事由'],
      [{ expectedPayDate: '2026/12/01' }, '日期格式应为 yyyy-MM-dd'],
      [{ customerId: 'abc' }, '客户不正确'],
      [{ orderNos: 'SO-1' }, '订单号列表不正确'],
      [{ submit: 'yes' }, 'submit 必须是布尔值'],
      [{ id: 999999 }, '付款申请不存在'],
      [{ id: -1 }, '付款申请不正确'],
    ];
    for (const [over, message] of cases) {
      const res = await sales.callUnchecked(saveOrSubmitPayment, { body: { ...draft(), ...over } });
      expect(res.resCode, JSON.stringify(over)).not.toBe(200);
      expect(res.resDes, JSON.stringify(over)).toContain(message);
    }
    expect((await sales.callUnchecked(saveOrSubmitPayment, { body: {} })).resCode).toBe(400);
    expect(await t.db.$count(b2bPayments)).toBe(count);
  });
});

describe('submit and delete (GET ?id=&version=)', () => {
  it('submits a draft; refuses a second submit, a stale version, another user', async () => {
    const p = await create();
    expect((await sales.call(submitPayment, { query: { id: p.id, version: 7 } })).resDes).toBe('该付款申请已被他人修改，请刷新后重试');
    expect((await sales2.call(submitPayment, { query: { id: p.id } })).resDes).toBe('付款申请不存在');
    expect((await boss.call(submitPayment, { query: { id: p.id } })).resDes).toBe('只有创建人可以提交该付款申请'); // boss sees all
    const ok = await sales.call(submitPayment, { query: { id: p.id, version: 1 } });
    expect(ok).toMatchObject({ resCode: 200, data: { from: 'draft', to: 'pending_audit', version: 2 } });
    const again = await sales.call(submitPayment, { query: { id: p.id } });
    expect(again).toMatchObject({ resCode: 409, resDes: '该付款申请已被张伟处理，当前状态：待审核，请刷新后重试' });
    expect(await actionsOf(p.id)).toEqual(['save', 'submit']);
  });

  it('deletes a draft: gone from lists, tabs and detail; its log stays', async () => {
    const p = await create(sales, { payeeName: 'To Be Deleted Co' });
    const tabsBefore = (await sales.call(paymentTabNum)).data;
    expect((await manager.call(deletePayment, { query: { id: p.id } })).resCode).toBe(403); // no del code
    const res = await sales.call(deletePayment, { query: { id: p.id, version: 1 } });
    expect(res).toMatchObject({ resCode: 200, data: { to: 'deleted' } });
    expect((await stored(p.id)).status).toBe('deleted');
    const tabs = (await sales.call(paymentTabNum)).data;
    expect(tabs.draft).toBe(tabsBefore.draft - 1);
    expect(tabs.all).toBe(tabsBefore.all - 1);
    expect((await sales.call(paymentPage, { query: { serialNo: p.serialNo } })).data.total).toBe(0);
    expect((await manager.call(paymentPage, { query: { limit: 100 } })).data.rows.some((r: { id: number }) => r.id === p.id)).toBe(false);
    expect(await sales.call(paymentDetailGet, { params: { id: p.id } })).toMatchObject({ resCode: 404, resDes: '付款申请不存在' });
    expect((await sales.call(submitPayment, { query: { id: p.id } })).resCode).toBe(404);
    const log = await sales.call(paymentLog, { query: { paymentId: p.id } });
    expect(log.data.map((l: { action: string }) => l.action)).toEqual(['save', 'delete']);
  });

  it('refuses to delete a submitted request and malformed queries', async () => {
    const p = await submitted();
    expect((await sales.call(deletePayment, { query: { id: p.id } })).resDes).toBe('该付款申请已被张伟处理，当前状态：待审核，请刷新后重试');
    for (const transition of [submitPayment, deletePayment]) {
      expect((await sales.callUnchecked(transition, { query: {} })).resCode).toBe(400);
      expect((await sales.callUnchecked(transition, { query: { id: 'x' } })).resDes).toContain('id 必须是数字');
      expect((await sales.callUnchecked(transition, { query: { id: 1, version: 'v' } })).resCode).toBe(400);
    }
    expect((await stored(p.id)).status).toBe('pending_audit');
  });
});

describe('auditPayment', () => {
  it('approves: records the auditor; the creator, sales and finance may not audit', async () => {
    const p = await submitted();
    expect((await sales.call(auditPayment, { body: { id: p.id, pass: true } })).resCode).toBe(403);
    expect((await finance.call(auditPayment, { body: { id: p.id, pass: true } })).resCode).toBe(403);
    const res = await manager.call(auditPayment, { body: { id: p.id, version: p.version, pass: true, comment: '同意' } });
    expect(res).toMatchObject({ resCode: 200, data: { from: 'pending_audit', to: 'pending_finance' } });
    const row = await stored(p.id);
    expect(row).toMatchObject({ status: 'pending_finance', auditedBy: await userId(t, 'chenjing') });
    expect(row.auditedAt).not.toBeNull();
    const last = (await logOf(p.id)).at(-1)!;
    expect(last).toMatchObject({ action: 'approve', actorName: '陈静', comment: '同意', fromStatus: 'pending_audit', toStatus: 'pending_finance' });
  });

  it('rejects with a reason back to the creator, who edits and resubmits', async () => {
    const p = await submitted();
    expect((await manager.call(auditPayment, { body: { id: p.id, pass: false } })).resDes).toBe('请填写驳回原因');
    expect((await stored(p.id)).status).toBe('pending_audit');
    expect((await manager.call(auditPayment, { body: { id: p.id, pass: false, comment: '金额不对' } })).resCode).toBe(200);
    expect((await stored(p.id)).status).toBe('rejected');
    const detail = (await sales.call(paymentDetailGet, { params: { id: p.id } })).data;
    expect(detail.editable).toBe(true);
    expect(detail.actions.map((a: { action: string }) => a.action).sort()).toEqual(['delete', 'submit']);
    const res = await sales.call(saveOrSubmitPayment, { body: draft({ id: p.id, version: detail.version, amount: '1000', submit: true }) });
    expect(res.data).toMatchObject({ status: 'pending_audit' });
    expect(await actionsOf(p.id)).toEqual(['save', 'submit', 'reject', 'edit', 'submit']);
  });

  it('refuses auditing your own request and a request in another state', async () => {
    const own = await submitted(boss);
    expect((await boss.call(auditPayment, { body: { id: own.id, pass: true } })).resDes).toBe('不能审核通过自己提交的付款申请');
    expect((await stored(own.id)).status).toBe('pending_audit');
    const d = await create();
    expect((await manager.call(auditPayment, { body: { id: d.id, pass: true } })).resDes).toBe('该付款申请已被张伟处理，当前状态：草稿，请刷新后重试');
  });

  it('two managers at once: exactly one wins, the other is told who handled it; one log entry', async () => {
    const p = await submitted();
    const results = await Promise.all([
      manager.call(auditPayment, { body: { id: p.id, version: p.version, pass: true } }),
      manager2.call(auditPayment, { body: { id: p.id, version: p.version, pass: false, comment: '不同意' } }),
    ]);
    const wins = results.filter((r) => r.resCode === 200);
    const lost = results.find((r) => r.resCode !== 200)!;
    expect(wins).toHaveLength(1);
    expect(lost.resCode).toBe(409);
    const winner = wins[0] === results[0] ? '陈静' : '周强';
    const state = wins[0] === results[0] ? '待财务确认' : '已驳回';
    expect(lost.resDes).toBe(`该付款申请已被${winner}处理，当前状态：${state}，请刷新后重试`);
    const decisions = (await logOf(p.id)).filter((l) => l.action === 'approve' || l.action === 'reject');
    expect(decisions).toHaveLength(1);
  });

  it('refuses malformed bodies', async () => {
    const p = await submitted();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{}, 'id 必须是数字'],
      [{ id: p.id }, '请选择审核结果'],
      [{ id: p.id, pass: 'yes' }, '请选择审核结果'],
      [{ id: 'abc', pass: true }, 'id 必须是数字'],
      [{ id: p.id, pass: false, comment: 'x'.repeat(501) }, '原因最多500字'],
    ];
    for (const [body, message] of cases) expect((await manager.callUnchecked(auditPayment, { body: body })).resDes).toContain(message);
    expect((await manager.call(auditPayment, { body: { id: 999999, pass: true } })).resDes).toBe('付款申请不存在');
    expect(await actionsOf(p.id)).toEqual(['save', 'submit']);
  });
});

describe('confirmPayment', () => {
  it('confirms: records payer, time, account and reference', async () => {
    const p = await audited();
    expect((await manager.call(confirmPayment, { body: confirmBody(p.id) })).resCode).toBe(403);
    const res = await finance.call(confirmPayment, { body: confirmBody(p.id, { version: p.version, paidAt: '2026-11-20', comment: '已电汇' }) });
    expect(res).toMatchObject({ resCode: 200, data: { to: 'paid' } });
    const row = await stored(p.id);
    expect(row).toMatchObject({ status: 'paid', paidBy: await userId(t, 'lina'), paidFromBankId: fx.payBank, paidReference: 'TT20261122001' });
    expect(row.paidAt!.getDate()).toBe(20);
    const detail = (await finance.call(paymentDetailGet, { params: { id: p.id } })).data;
    expect(detail).toMatchObject({ payerName: '李娜', auditorName: '陈静', creatorName: '张伟', paidFromBank: { id: fx.payBank, accountNo: 'PAY-1' }, actions: [] });
    expect(await actionsOf(p.id)).toEqual(['save', 'submit', 'approve', 'confirm']);
  });

  it('refuses accounts that cannot pay and missing payment data; nothing changes', async () => {
    const p = await audited();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ paidFromBankId: fx.receiveBank }, '账户“Crossdock RCV-1”是收款账户，不能用于付款'],
      [{ paidFromBankId: fx.disabledBank }, '付款账户“Crossdock OFF-1”已停用'],
      [{ paidFromBankId: 999999 }, '付款账户不存在'],
      [{ paidFromBankId: undefined }, '请选择付款账户'],
      [{ paidReference: '' }, '请填写付款流水号'],
      [{ paidAt: '20/11/2026' }, '付款时间格式不正确'],
      [{ pass: 'no' }, 'pass 必须是布尔值'],
      [{ id: undefined }, 'id 必须是数字'],
    ];
    for (const [over, message] of cases) {
      const res = await finance.call(confirmPayment, { body: confirmBody(p.id, over) });
      expect(res.resDes, JSON.stringify(over)).toContain(message);
    }
    expect(await stored(p.id)).toMatchObject({ status: 'pending_finance', paidBy: null, paidFromBankId: null });
    expect((await finance.call(confirmPayment, { body: { id: p.id, pass: false } })).resDes).toBe('请填写财务驳回原因');
  });

  it('finance rejects with a reason back to the creator', async () => {
    const p = await audited();
    const res = await finance.call(confirmPayment, { body: { id: p.id, pass: false, comment: '收款账号有误' } });
    expect(res.data).toMatchObject({ from: 'pending_finance', to: 'rejected' });
    expect((await logOf(p.id)).at(-1)).toMatchObject({ action: 'financeReject', comment: '收款账号有误', actorName: '李娜' });
  });

  it('double confirm at once: one wins, one log entry', async () => {
    const p = await audited();
    const results = await Promise.all([finance.call(confirmPayment, { body: confirmBody(p.id) }), finance.call(confirmPayment, { body: confirmBody(p.id) })]);
    expect(results.map((r) => r.resCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.resCode === 409)!.resDes).toBe('该付款申请已被李娜处理，当前状态：已付款，请刷新后重试');
    expect((await logOf(p.id)).filter((l) => l.action === 'confirm')).toHaveLength(1);
  });

  it('refuses confirming in another state', async () => {
    const p = await submitted();
    expect((await finance.call(confirmPayment, { body: confirmBody(p.id) })).resDes).toBe('该付款申请已被张伟处理，当前状态：待审核，请刷新后重试');
  });
});

describe('reads', () => {
  it('detail: names, invoice orders, and only the actions the caller may take now', async () => {
    const p = await submitted(sales, { invoiceNumber: 'INV-PAY-001' });
    const mine = (await sales.call(paymentDetailGet, { params: { id: p.id } })).data;
    expect(mine).toMatchObject({ serialNo: p.serialNo, customerName: 'Acme Trading', creatorName: '张伟', orderNos: ['SO-1001', 'SO-1002'], editable: false, actions: [], attachments: [] });
    const theirs = (await manager.call(paymentDetailGet, { params: { id: p.id } })).data;
    expect(theirs.actions.map((a: { action: string }) => a.action)).toEqual(['approve', 'reject']);
    expect(theirs.actions[1]).toMatchObject({ label: '驳回', comment: 'required', danger: true });
    expect((await finance.call(paymentDetailGet, { params: { id: p.id } })).data.actions).toEqual([]);
    expect((await sales2.call(paymentDetailGet, { params: { id: p.id } })).resCode).toBe(404);
    expect((await ops.call(paymentDetailGet, { params: { id: p.id } })).resCode).toBe(403);
    expect((await sales.call(paymentDetailGet, { params: { id: 'abc' } })).resCode).toBe(400);
    expect((await sales.call(paymentDetailGet, { params: { id: '999999' } })).resCode).toBe(404);
  });

  it('log: oldest first with names; hidden from those who may not see the request', async () => {
    const p = await audited();
    const log = (await finance.call(paymentLog, { query: { paymentId: p.id } })).data;
    expect(log.map((l: { action: string; actorName: string }) => `${l.action}:${l.actorName}`)).toEqual(['save:张伟', 'submit:张伟', 'approve:陈静']);
    expect((await sales2.call(paymentLog, { query: { paymentId: p.id } })).resCode).toBe(404);
    expect((await sales.callUnchecked(paymentLog, { query: {} })).resCode).toBe(400);
    expect((await sales.call(paymentLog, { query: { paymentId: 'x' } })).resDes).toContain('付款申请不正确');
  });

  it('getOrderInfoByInvoiceNum: customer, currency, amount and orders of a visible invoice', async () => {
    const res = await sales.call(orderInfoByInvoiceNum, { body: { invoiceNumber: 'INV-PAY-001' } });
    expect(res.data).toMatchObject({
      invoiceNumber: 'INV-PAY-001',
      customerId: fx.customer,
      customerName: 'Acme Trading',
      currency: 'USD',
      amount: '1500.00',
      orders: [
        { orderNo: 'SO-1001', amount: '1000.00', status: 'delivered' },
        { orderNo: 'SO-1002', amount: '500.00', status: 'delivered' },
      ],
    });
    expect((await sales2.call(orderInfoByInvoiceNum, { body: { invoiceNumber: 'INV-PAY-001' } })).resDes).toBe('发票不存在');
    expect((await manager.call(orderInfoByInvoiceNum, { body: { invoiceNumber: 'INV-PAY-001' } })).resCode).toBe(200);
    expect((await sales.call(orderInfoByInvoiceNum, { body: { invoiceNumber: 'NOPE' } })).resCode).toBe(404);
    expect((await sales.callUnchecked(orderInfoByInvoiceNum, { body: {} })).resDes).toContain('请填写发票号');
    expect((await sales.callUnchecked(orderInfoByInvoiceNum, { body: { invoiceNumber: 12 } })).resCode).toBe(400);
  });

  it('getPaymentAllStatus: the listed states with labels', async () => {
    const res = await ops.call(paymentAllStatus);
    expect(res.resCode).toBe(403);
    const states = (await sales.call(paymentAllStatus)).data;
    expect(states.map((s: { value: string; label: string }) => `${s.value}:${s.label}`)).toEqual([
      'draft:草稿',
      'pending_audit:待审核',
      'pending_finance:待财务确认',
      'paid:已付款',
      'rejected:已驳回',
    ]);
  });

  it('page: filters, owner scope, newest first, totals', async () => {
    const cny = await create(sales2, { currency: 'CNY', exchangeRate: '1', type: 'customs', payeeName: 'Customs Broker' });
    const mine = (await sales2.call(paymentPage)).data;
    expect(mine.rows.map((r: { id: number }) => r.id)).toEqual([cny.id]); // sunhao sees only their own
    expect(mine.total).toBe(1);
    const all = (await manager.call(paymentPage, { query: { limit: 100 } })).data;
    const ids = all.rows.map((r: { id: number }) => r.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
    expect(all.rows[0]).toMatchObject({ id: cny.id, creatorName: '孙浩', amountCny: '1234.56', type: 'customs' });
    const page = async (q: Record<string, string | number>) => (await manager.call(paymentPage, { query: { limit: 100, ...q } })).data;
    expect((await page({ currency: 'CNY', type: 'customs' })).rows.map((r: { id: number }) => r.id)).toContain(cny.id);
    expect((await page({ serialNo: cny.serialNo.slice(0, 10).toLowerCase() })).rows.map((r: { id: number }) => r.id)).toContain(cny.id);
    expect((await page({ serialNo: cny.serialNo })).total).toBe(1);
    expect((await page({ createdBy: await userId(t, 'sunhao') })).total).toBe(1);
    const inv = await page({ invoiceNumber: 'INV-PAY-001' });
    expect(inv.total).toBeGreaterThan(0);
    expect(inv.rows.every((r) => r.invoiceNumber === 'INV-PAY-001')).toBe(true);
    expect((await page({ customerId: fx.customer })).total).toBe(inv.total);
    const today = new Date().toLocaleDateString('sv-SE');
    expect((await page({ createdFrom: today, createdTo: today })).total).toBe(all.total);
    expect((await page({ createdTo: '2020-01-01' })).total).toBe(0);
    expect((await page({ status: 'draft', type: '', currency: '' })).rows.every((r: { status: string }) => r.status === 'draft')).toBe(true);
    const bads: Array<Record<string, string | number>> = [{ status: 'deleted' }, { type: 'x' }, { currency: 'XX' }, { createdFrom: '2026-13-01' }, { limit: 1000 }, { customerId: 'a' }];
    for (const bad of bads) {
      expect((await manager.call(paymentPage, { query: bad })).resCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await ops.call(paymentPage)).resCode).toBe(403);
  });

  it('tab counts equal the records counted in the database, per viewer', async () => {
    const p = await submitted();
    await manager.call(auditPayment, { body: { id: p.id, pass: false, comment: '重填' } });
    await sales.call(deletePayment, { query: { id: p.id } });
    const counted = async (createdBy?: number) => {
      const rows = await t.db
        .select({ status: b2bPayments.status, n: sql<number>`count(*)`.mapWith(Number) })
        .from(b2bPayments)
        .where(and(ne(b2bPayments.status, 'deleted'), createdBy ? eq(b2bPayments.createdBy, createdBy) : undefined))
        .groupBy(b2bPayments.status);
      const byStatus = Object.fromEntries(rows.map((r) => [r.status, r.n]));
      const tabs = ['draft', 'pending_audit', 'pending_finance', 'paid', 'rejected'];
      return { ...Object.fromEntries(tabs.map((s) => [s, byStatus[s] ?? 0])), all: rows.reduce((n, r) => n + r.n, 0) };
    };
    expect((await manager.call(paymentTabNum)).data).toEqual(await counted());
    expect((await sales.call(paymentTabNum)).data).toEqual(await counted(fx.zhangwei));
    const tabs = (await manager.call(paymentTabNum)).data;
    for (const status of ['draft', 'pending_audit', 'pending_finance', 'paid', 'rejected']) {
      expect((await manager.call(paymentPage, { query: { status } })).data.total, status).toBe(tabs[status]);
    }
    expect((await manager.call(paymentPage)).data.total).toBe(tabs.all);
    expect((await ops.call(paymentTabNum)).resCode).toBe(403);
  });
});

describe('attachments', () => {
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    for (const u of ['zhangwei', 'sunhao', 'lina', 'chenjing']) tokens[u] = await t.login(u);
  });
  const uploadAs = async (username: string, bytes: Buffer, name: string): Promise<number> => {
    const res = await t.as(tokens[username]).upload(uploadFile, { bytes, name });
    expect(res.resCode, res.resDes).toBe(200);
    return res.data.id;
  };
  const zip = (username: string, ids: string) =>
    t.as(tokens[username]).blob(paymentBatchDownload, { query: { ids } });
  const fileRow = async (id: number) => (await t.db.select().from(attachments).where(eq(attachments.id, id)))[0]!;

  it('attaches uploads when saving, logged as attach; the detail lists them', async () => {
    const quote = await uploadAs('zhangwei', PDF, '报价单.pdf');
    const p = await create(sales, { fileIds: [quote] });
    expect(await fileRow(quote)).toMatchObject({ entity: 'b2b_payment', entityId: p.id });
    expect((await logOf(p.id)).map((l) => `${l.action}:${l.comment ?? ''}`)).toEqual(['save:', 'attach:报价单.pdf']);
    const detail = (await sales.call(paymentDetailGet, { params: { id: p.id } })).data;
    expect(detail.attachments.map((f: { name: string }) => f.name)).toEqual(['报价单.pdf']);
    // someone else's upload is refused and nothing is saved
    const theirs = await uploadAs('sunhao', CSV_ZH, 'x.csv');
    const count = await t.db.$count(b2bPayments);
    expect((await sales.call(saveOrSubmitPayment, { body: draft({ fileIds: [theirs] }) })).resDes).toBe('附件不存在或不是您上传的');
    expect(await t.db.$count(b2bPayments)).toBe(count);
  });

  it('saveB2bPaymentAttach / delB2bPaymentAttach: creator only, draft or rejected only, logged', async () => {
    const p = await create();
    const a = await uploadAs('zhangwei', PDF, '合同.pdf');
    const b = await uploadAs('zhangwei', CSV_ZH, '明细.csv');
    const added = await sales.call(savePaymentAttach, { body: { paymentId: p.id, fileIds: [a, b] } });
    expect(added.resCode, added.resDes).toBe(200);
    expect(added.data.map((f: { name: string }) => f.name)).toEqual(['合同.pdf', '明细.csv']);
    const removed = await sales.call(delPaymentAttach, { body: { paymentId: p.id, fileId: b } });
    expect(removed.data.map((f: { id: number }) => f.id)).toEqual([a]);
    expect((await fileRow(b)).deletedAt).not.toBeNull();
    expect((await logOf(p.id)).map((l) => `${l.action}:${l.comment ?? ''}`)).toEqual(['save:', 'attach:合同.pdf、明细.csv', 'detach:明细.csv']);

    const c = await uploadAs('zhangwei', PDF, '迟到.pdf');
    expect((await sales2.call(savePaymentAttach, { body: { paymentId: p.id, fileIds: [c] } })).resCode).toBe(404);
    await sales.call(submitPayment, { query: { id: p.id } });
    expect((await sales.call(savePaymentAttach, { body: { paymentId: p.id, fileIds: [c] } })).resDes).toBe('付款申请当前状态为“待审核”，不能修改');
    expect((await sales.call(delPaymentAttach, { body: { paymentId: p.id, fileId: a } })).resDes).toBe('付款申请当前状态为“待审核”，不能修改');
    expect((await fileRow(c)).entity).toBeNull();
    expect((await fileRow(a)).deletedAt).toBeNull();
    const bad: Array<[typeof savePaymentAttach | typeof delPaymentAttach, object, string]> = [
      [savePaymentAttach, { paymentId: p.id }, '请选择附件'],
      [savePaymentAttach, { paymentId: p.id, fileIds: [] }, '请选择附件'],
      [savePaymentAttach, { fileIds: [c] }, '请选择付款申请'],
      [delPaymentAttach, { paymentId: p.id, fileId: 'x' }, '附件不正确'],
      [delPaymentAttach, { paymentId: 999999, fileId: a }, '付款申请不存在'],
    ];
    for (const [e, body, message] of bad) expect((await sales.callUnchecked(e, { body })).resDes, e.path).toContain(message);
  });

  it('batchDownLoad: one zip of the chosen requests the caller may see, in folders named by serial', async () => {
    const f1 = await uploadAs('zhangwei', PDF, '报价单.pdf');
    const f2 = await uploadAs('zhangwei', PDF, '报价单.pdf');
    const p1 = await create(sales, { fileIds: [f1] });
    const p2 = await create(sales, { fileIds: [f2] });
    const mine = await uploadAs('sunhao', PDF, 'sunhao.pdf');
    const p3 = await create(sales2, { currency: 'CNY', exchangeRate: '1', fileIds: [mine] });
    const res = await zip('lina', `${p1.id},${p2.id},${p3.id}`);
    expect(res.headers['content-type']).toBe('application/zip');
    const entries = readZip(res.bytes).map((e) => e.name).sort();
    expect(entries).toEqual([`${p1.serialNo}/报价单.pdf`, `${p2.serialNo}/报价单.pdf`, `${p3.serialNo}/sunhao.pdf`].sort());
    // chenjing also holds download; without viewAll only one's own would be zipped; sales hold no download code
    expect((await zip('zhangwei', `${p1.id}`)).envelope).toMatchObject({ resCode: 403 });
    expect((await zip('lina', 'abc')).envelope).toMatchObject({ resCode: 400 });
    expect((await zip('lina', '999999')).envelope).toMatchObject({ resCode: 404, resDes: '所选付款申请没有附件' });
    const one = await zip('chenjing', `${p1.id}`);
    expect(one.headers['content-disposition']).toContain(encodeURIComponent(`${p1.serialNo}_附件.zip`));
  });

  it('attachments of a request are readable by those who may see it, not by other salespeople', async () => {
    const f = await uploadAs('zhangwei', PDF, '发票.pdf');
    await create(sales, { fileIds: [f] });
    const get = (u: string) => t.as(tokens[u]).blob(downloadFile, { params: { id: f } });
    expect((await get('lina')).headers['content-type']).toBe('application/pdf');
    expect((await get('sunhao')).envelope).toMatchObject({ resCode: 403 });
  });
});

describe('payment demo', () => {
  it('is loaded with the master-data demo: requests in every state made through the module, once', async () => {
    expect(demoCount).toBeGreaterThanOrEqual(38);
    const demo = await t.db
      .select({ status: b2bPayments.status, n: sql<number>`count(*)`.mapWith(Number) })
      .from(b2bPayments)
      .where(eq(b2bPayments.createdBy, fx.zhangwei)) // the template holds only the demo's, all raised by 张伟
      .groupBy(b2bPayments.status);
    const states = new Set(demo.map((d) => d.status));
    for (const s of ['draft', 'pending_audit', 'pending_finance', 'paid', 'rejected', 'deleted']) expect(states.has(s), s).toBe(true);
    const [paid] = await t.db.select().from(b2bPayments).where(eq(b2bPayments.status, 'paid')).orderBy(b2bPayments.id).limit(1);
    expect(await actionsOf(paid!.id)).toEqual(['save', 'submit', 'approve', 'confirm']);
    expect(paid).toMatchObject({ paidBy: await userId(t, 'lina'), auditedBy: await userId(t, 'chenjing') });
    expect(await loadPaymentDemo(t.db)).toBe(false);
  });
});

describe('export/payment', () => {
  it('creates a report-centre task whose file holds the requests the asker may see, with the list filters', async () => {
    const mine = await submitted(sales, { payeeName: 'Export Check Payee' });
    const token = await t.login('zhangwei');
    const rows = await exportThroughTask(t, token, paymentExport, { status: 'pending_audit' });
    const [header, ...data] = rows;
    expect(header).toEqual(paymentExportColumns.map((c) => c.header));
    const ownPending = await t.db.$count(b2bPayments, and(eq(b2bPayments.createdBy, fx.zhangwei), eq(b2bPayments.status, 'pending_audit')));
    expect(data).toHaveLength(ownPending);
    expect(data.map((r) => r[0])).toContain(mine.serialNo);
    expect((await ops.call(paymentExport, { query: {} })).resCode).toBe(403);
  });
});
