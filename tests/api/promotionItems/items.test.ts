import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addOrUpdItemDetail,
  checkItemLimit,
  deleteItemDetail,
  getAllItemClassIfy,
  getItemDetailById,
  itemExport,
  itemLog,
  itemPage,
  itemTabNum,
  submitAddOrUpdItemDetail,
} from '@shared/api/promotionItems/items';
import { auditItem, auditItemLimit, getItemProcessById, payItem, payItems } from '@shared/api/promotionItems/process';
import { checkLimits, productLimitCalls } from '@shared/api/promotion/limits';
import { itemSpends, toCny } from '@shared/api/promotionItems/spread';
import { paymentDetailExport } from '@shared/api/promotionItems/reports';
import { eq, inArray, ne } from 'drizzle-orm';
import { promotionItemMachine } from '@shared/workflow';
import { PROMOTE_TYPES } from '@shared/api/promotion/types';
import { groupMembers, groups, promoteItems, promotionAccountCompanies, users } from '../../../server/db/schema';
import { hashPassword } from '../../../server/modules/auth/passwords';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../support/app';
import { expectRefused } from '../../support/contract';
import { as, type As } from '../admin/support';
import { itemFixture, itemInput, type ItemFixture } from './fixtures';

let t: TestApp;
let operator: As; // wangfang: creates and submits
let peer: As; // liqiang: another operator
let manager: As; // wuhao: approves
let finance: As; // lina: sets limits, sees every item
let marketing: As; // zhaolei: the over-limit step
let cashier: As; // zhouxin: pays
let sales: As; // zhangwei: no promotion screen
let fx: ItemFixture;

/** What the item form sends to the live check: the item's spends, computed as the server records them. */
const formCheck = (item: ReturnType<typeof itemInput>) =>
  operator.call(checkLimits, {
    body: { platformId: Number(item.platformId), spends: itemSpends({ platformId: Number(item.platformId), skuIds: item.skuIds.map(Number), periodStart: item.periodStart, periodEnd: item.periodEnd, amountCny: toCny(String(item.amount), String(item.exchangeRate)) }).map(({ skuId, month, amountCny }) => ({ skuId, month, amountCny })) },
  });

async function submitted(over = {}) {
  const res = await operator.call(submitAddOrUpdItemDetail, { body: { item: itemInput(fx, over) } });
  expect(res.resCode, res.resDes).toBe(200);
  return res.data!;
}

beforeAll(async () => {
  t = await createTestApp();
  [operator, peer, manager, finance, sales, marketing, cashier] = (await Promise.all(['wangfang', 'liqiang', 'wuhao', 'lina', 'zhangwei', 'zhaolei', 'zhouxin'].map((u) => t.login(u)))).map((token) => as(t, token));
  fx = await itemFixture(t);
}, 180_000);
afterAll(() => t.close());

describe('promotion items', () => {
  it('lists the classifications', async () => {
    const res = await operator.call(getAllItemClassIfy);
    expect(res.data!.map((c) => c.name)).toContain('站外推广');
  });

  it('saves a draft with its CNY amount, lists it and reads it back', async () => {
    const saved = (await operator.call(addOrUpdItemDetail, { body: { item: itemInput(fx, { name: '草稿项目' }) } })).data!;
    expect(saved.status).toBe('draft');
    const detail = (await operator.call(getItemDetailById, { query: { id: saved.id } })).data!;
    expect(detail).toMatchObject({ name: '草稿项目', amount: '1000.00', exchangeRate: '7.1', amountCny: '7100.00', periodStart: '2026-01-20', editable: true });
    expect(detail.skus).toHaveLength(2);
    const page = (await operator.call(itemPage, { query: { serialNo: saved.serialNo } })).data!;
    expect(page.rows.map((r) => r.id)).toEqual([saved.id]);
    const edited = await operator.call(addOrUpdItemDetail, { body: { id: saved.id, version: saved.version, item: itemInput(fx, { name: '草稿项目', amount: '10', currency: 'CNY', exchangeRate: '1' }) } });
    expect(edited.resCode, edited.resDes).toBe(200);
    expect((await operator.call(getItemDetailById, { query: { id: saved.id } })).data!.amountCny).toBe('10.00');
    const stale = await operator.call(addOrUpdItemDetail, { body: { id: saved.id, version: saved.version, item: itemInput(fx) } });
    expectRefused(stale, 409, '已被他人修改');
    const deleted = await operator.call(deleteItemDetail, { body: { id: saved.id } });
    expect(deleted.data!.to).toBe('deleted');
    expect((await operator.call(itemPage, { query: { serialNo: saved.serialNo } })).data!.rows).toHaveLength(0);
  });

  it('refuses wrong input with a clear message and stores nothing', async () => {
    const before = (await t.db.select({ id: promoteItems.id }).from(promoteItems)).length;
    expectRefused(await operator.call(submitAddOrUpdItemDetail, { body: { item: itemInput(fx, { periodEnd: '2026-01-01' }) } }), 400, '结束日期不能早于开始日期');
    expectRefused(await operator.call(submitAddOrUpdItemDetail, { body: { item: itemInput(fx, { storeId: fx.otherStoreId }) } }), 400, '店铺不属于所选平台');
    expectRefused(await operator.call(submitAddOrUpdItemDetail, { body: { item: itemInput(fx, { currency: 'CNY', exchangeRate: '7' }) } }), 400, '人民币的汇率必须为1');
    expectRefused(await operator.callUnchecked(submitAddOrUpdItemDetail, { body: { item: { ...itemInput(fx), skuIds: [] } } }), 400, '请选择SKU');
    expectRefused(await operator.callUnchecked(submitAddOrUpdItemDetail, { body: { item: { ...itemInput(fx), amount: 'abc' } } }), 400, '金额');
    expect((await t.db.select({ id: promoteItems.id }).from(promoteItems)).length).toBe(before);
  });

  it('goes submit → manager approval → payment, with its process and log', async () => {
    const item = await submitted({ name: '站外推广' });
    expect(item.status).toBe('pending_manager');
    expect(item.overAmount).toBe('0.00');
    let process = (await manager.call(getItemProcessById, { query: { id: item.id } })).data!;
    expect(process.steps.map((s) => s.state)).toEqual(['done', 'skipped', 'current', 'waiting']);
    expectRefused(await operator.call(addOrUpdItemDetail, { body: { id: item.id, item: itemInput(fx) } }), 500, '不能修改');
    expectRefused(await operator.call(auditItem, { body: { id: item.id, pass: true } }), 403);
    expectRefused(await manager.call(auditItem, { body: { id: item.id, pass: false } }), 400, '请填写驳回原因');
    const approved = await manager.call(auditItem, { body: { id: item.id, version: item.version, pass: true, comment: '同意' } });
    expect(approved.data!.to).toBe('approved');
    expectRefused(await manager.call(auditItem, { body: { id: item.id, pass: true } }), 409, '已被吴昊处理');
    expectRefused(await operator.call(payItem, { body: { id: item.id, paidDate: '2026-02-01', paidReference: 'BANK-1' } }), 403);
    const paid = await cashier.call(payItem, { body: { id: item.id, paidDate: '2026-02-01', paidReference: 'BANK-1', payRemark: '招行' } });
    expect(paid.data!.to).toBe('paid');
    const detail = (await operator.call(getItemDetailById, { query: { id: item.id } })).data!;
    expect(detail).toMatchObject({ status: 'paid', paidDate: '2026-02-01', paidReference: 'BANK-1', payerName: '周鑫' });
    process = (await operator.call(getItemProcessById, { query: { id: item.id } })).data!;
    expect(process.steps.find((s) => s.step === 'manager')).toMatchObject({ state: 'done', actorName: '吴昊', comment: '同意' });
    const log = (await operator.call(itemLog, { query: { itemId: item.id } })).data!;
    expect(log.map((l) => l.action)).toEqual(['save', 'submit', 'approve', 'pay']);
  });

  it('a rejected item is edited and submitted again', async () => {
    const item = await submitted({ name: '驳回再提交' });
    await manager.call(auditItem, { body: { id: item.id, pass: false, comment: '金额过高' } });
    const again = await operator.call(submitAddOrUpdItemDetail, { body: { id: item.id, item: itemInput(fx, { name: '驳回再提交', amount: '500' }) } });
    expect(again.data!.status).toBe('pending_manager');
    const process = (await operator.call(getItemProcessById, { query: { id: item.id } })).data!;
    expect(process.steps.find((s) => s.step === 'manager')!.state).toBe('current');
  });

  it('pays several items at once, all or nothing', async () => {
    const a = await submitted({ name: '批量付款A' });
    const b = await submitted({ name: '批量付款B' });
    for (const i of [a, b]) await manager.call(auditItem, { body: { id: i.id, pass: true } });
    const draft = (await operator.call(addOrUpdItemDetail, { body: { item: itemInput(fx) } })).data!;
    const refused = await cashier.call(payItems, { body: { items: [{ id: a.id }, { id: draft.id }], paidDate: '2026-02-02', paidReference: 'BANK-2' } });
    expectRefused(refused, 409, '当前状态：草稿');
    expect((await cashier.call(getItemDetailById, { query: { id: a.id } })).data!.status).toBe('approved');
    const paid = await cashier.call(payItems, { body: { items: [{ id: a.id }, { id: b.id }], paidDate: '2026-02-02', paidReference: 'BANK-2' } });
    expect(paid.data!.map((p) => p.status)).toEqual(['paid', 'paid']);
    const list = (await finance.call(itemPage, { query: { status: 'paid', name: '批量付款' } })).data!;
    expect(list.rows.map((r) => r.paidReference)).toEqual(['BANK-2', 'BANK-2']);
  });

  it('two approvers at once: one wins, the other is told who handled it', async () => {
    const item = await submitted({ name: '并发审批' });
    const results = await Promise.all([manager.call(auditItem, { body: { id: item.id, pass: true } }), manager.call(auditItem, { body: { id: item.id, pass: false, comment: '不同意' } })]);
    expect(results.map((r) => r.resCode).sort()).toEqual([200, 409]);
  });

  it('keeps items in view of their creator and the approvers only', async () => {
    const item = await submitted({ name: '可见范围' });
    expectRefused(await peer.call(getItemDetailById, { query: { id: item.id } }), 404, '推广项目不存在');
    expect((await peer.call(itemPage, { query: { name: '可见范围' } })).data!.rows).toHaveLength(0);
    expect((await manager.call(itemPage, { query: { name: '可见范围' } })).data!.rows).toHaveLength(1);
    const todo = (await manager.call(itemPage, { query: { todo: 'true', name: '可见范围' } as never })).data!;
    expect(todo.rows.map((r) => r.id)).toEqual([item.id]);
    expect((await marketing.call(itemPage, { query: { todo: 'true', name: '可见范围' } as never })).data!.rows).toHaveLength(0);
    const counts = (await operator.call(itemTabNum)).data!;
    expect(counts.pending_manager).toBeGreaterThan(0);
    expectRefused(await sales.call(itemPage), 403);
    expectRefused(await peer.call(deleteItemDetail, { body: { id: item.id } }), 404);
  });

  it('checks the limit before submitting and exports as report-centre tasks', async () => {
    const check = (await operator.call(checkItemLimit, { body: { item: itemInput(fx) } })).data!;
    expect(check.amountCny).toBe('7100.00');
    const task = await operator.call(itemExport, { query: {} });
    expect(task.data!.taskId).toBeGreaterThan(0);
    const payments = await cashier.call(paymentDetailExport, { query: {} });
    expect(payments.data!.taskId).toBeGreaterThan(0);
    expectRefused(await operator.call(paymentDetailExport, { query: {} }), 403);
  });
});


describe('limits', () => {
  it('an item over its product limit says by how much, asks for a reason and takes the extra step', async () => {
    const month = '2030-05';
    const limit = await finance.call(productLimitCalls.save, { body: { targetKind: 'sku', code: fx.skuCodes[0]!, month, amountCny: '1000' } });
    expect(limit.resCode, limit.resDes).toBe(200);
    const over = itemInput(fx, { name: '超限项目', periodStart: '2030-05-01', periodEnd: '2030-05-31' });
    const check = (await operator.call(checkItemLimit, { body: { item: over } })).data!;
    // USD 1000 x 7.1 = CNY 7100 over two SKUs: 3550 on the limited one, 2550 over its 1000.
    expect(check).toMatchObject({ overAmount: '2550.00', amountCny: '7100.00' });
    expect(check.limitName).toContain(fx.skuCodes[0]!);
    // The form, as it is filled, is told the same: 3550 added against 1000, 2550 over.
    const typed = (await formCheck(over)).data!;
    expect(typed).toEqual([expect.objectContaining({ kind: 'product', label: check.limitName, limitCny: '1000.00', addedCny: '3550.00', overCny: '2550.00' })]);
    const before = (await operator.call(itemPage, { query: { name: '超限项目' } })).data!.total;
    expectRefused(await operator.call(submitAddOrUpdItemDetail, { body: { item: over } }), 400, '超出限额 2,550.00 元');
    expect((await operator.call(itemPage, { query: { name: '超限项目' } })).data!.total).toBe(before);
    const item = (await operator.call(submitAddOrUpdItemDetail, { body: { item: { ...over, overReason: '大促加投' } } })).data!;
    expect(item).toMatchObject({ status: 'pending_limit', overAmount: '2550.00' });
    // 超限提交 is a submission: 提交时间 is kept.
    expect((await operator.call(getItemDetailById, { query: { id: item.id } })).data!.submittedAt).toEqual(expect.stringMatching(/^\d{4}-\d{2}-\d{2}/));
    expectRefused(await manager.call(auditItem, { body: { id: item.id, pass: true } }), 409, '超限待审批');
    expectRefused(await manager.call(auditItemLimit, { body: { id: item.id, pass: true } }), 403);
    const limited = await marketing.call(auditItemLimit, { body: { id: item.id, pass: true, comment: '同意超限' } });
    expect(limited.data!.to).toBe('pending_manager');
    expect((await manager.call(auditItem, { body: { id: item.id, pass: true } })).data!.to).toBe('approved');
    const process = (await operator.call(getItemProcessById, { query: { id: item.id } })).data!;
    expect(process.steps.map((s) => [s.step, s.state])).toEqual([
      ['submit', 'done'],
      ['limit', 'done'],
      ['manager', 'done'],
      ['pay', 'current'],
    ]);
    // Its spend is on the ledger: the next item on that SKU finds the limit used up (3550 + 50 - 1000).
    const next = (await operator.call(checkItemLimit, { body: { item: itemInput(fx, { periodStart: '2030-05-01', periodEnd: '2030-05-31', amount: '100', currency: 'CNY', exchangeRate: '1' }) } })).data!;
    expect(next.overAmount).toBe('2600.00');
  });

  it('an item across two months is checked per month in the form as on submission', async () => {
    const limit = await finance.call(productLimitCalls.save, { body: { targetKind: 'sku', code: fx.skuCodes[1]!, month: '2030-08', amountCny: '500' } });
    expect(limit.resCode, limit.resDes).toBe(200);
    // CNY 3100 over 2030-07-22..2030-08-21 (31 days): July 10 days 1000.00, August 2100.00; the last SKU's half 1050.00.
    const item = itemInput(fx, { name: '跨月超限', amount: '3100', currency: 'CNY', exchangeRate: '1', periodStart: '2030-07-22', periodEnd: '2030-08-21', overReason: '跨月大促' });
    const typed = (await formCheck(item)).data!;
    expect(typed.map((e) => [e.kind, e.month, e.addedCny, e.overCny])).toEqual([['product', '2030-08', '1050.00', '550.00']]);
    const saved = await submitted(item);
    expect(saved).toMatchObject({ status: 'pending_limit', overAmount: typed[0]!.overCny });
    const [stored] = await t.db.select({ overAmount: promoteItems.overAmount, overLimitName: promoteItems.overLimitName }).from(promoteItems).where(eq(promoteItems.id, saved.id));
    expect(stored).toEqual({ overAmount: '550.00', overLimitName: typed[0]!.label });
  });

  it('lists the classifications to every screen of the group, in order', async () => {
    const res = await finance.call(getAllItemClassIfy);
    expect(res.data).toEqual(Object.entries(PROMOTE_TYPES).map(([code, name]) => ({ code, name })));
    expectRefused(await sales.call(getAllItemClassIfy), 403);
  });

  it('refuses an account company of another platform', async () => {
    const [other] = await t.db.select({ id: promotionAccountCompanies.id }).from(promotionAccountCompanies).where(ne(promotionAccountCompanies.platformId, fx.platformId)).limit(1);
    expectRefused(await operator.call(submitAddOrUpdItemDetail, { body: { item: itemInput(fx, { accountCompanyId: other!.id }) } }), 400, '账户公司不属于所选平台');
  });
});

describe('项目流程 tab counts', () => {
  /** A manager who also raises items: in the operators' group and the managers' group, like 吴昊 and 王芳 at once. */
  async function managerWhoClaims(): Promise<As> {
    const [user] = await t.db.insert(users).values({ username: 'leadop', name: '运营组长', passwordHash: await hashPassword(DEMO_PASSWORD) }).returning({ id: users.id });
    const roleGroups = await t.db.select({ id: groups.id }).from(groups).where(inArray(groups.code, ['operations', 'ops_manager']));
    expect(roleGroups).toHaveLength(2);
    await t.db.insert(groupMembers).values(roleGroups.map((g) => ({ groupId: g.id, userId: user!.id })));
    return as(t, await t.login('leadop'));
  }

  it('count exactly what the list shows under each tab; 只看待我审批 leaves out the approver’s own items', async () => {
    const lead = await managerWhoClaims();
    const own = await lead.call(submitAddOrUpdItemDetail, { body: { item: itemInput(fx, { name: '组长自建项目' }) } });
    expect(own.resCode, own.resDes).toBe(200);
    expect(own.data!.status).toBe('pending_manager');
    await submitted({ name: '组长待审项目' });

    const todo = { submitted: 'true', todo: 'true' } as const;
    expect((await lead.call(itemPage, { query: { ...todo, name: '组长自建' } as never })).data!.total).toBe(0);
    expect((await lead.call(itemTabNum, { query: { ...todo, name: '组长自建' } as never })).data!.pending_manager).toBe(0);
    expect((await lead.call(itemTabNum, { query: { submitted: 'true', name: '组长自建' } as never })).data!.pending_manager).toBe(1);

    for (const filter of [todo, { submitted: 'true' }, { ...todo, name: '组长' }, {}]) {
      const counts = (await lead.call(itemTabNum, { query: filter as never })).data!;
      for (const status of promotionItemMachine.tabs) {
        const list = (await lead.call(itemPage, { query: { ...filter, status, limit: 1 } as never })).data!;
        expect(counts[status], `${JSON.stringify(filter)} ${status}`).toBe(list.total);
      }
      expect(counts.all, JSON.stringify(filter)).toBe((await lead.call(itemPage, { query: { ...filter, limit: 1 } as never })).data!.total);
    }
    // With 只看待我审批 the approver's pending items are everyone's but their own.
    const all = (await lead.call(itemTabNum, { query: { submitted: 'true' } as never })).data!;
    const mine = (await lead.call(itemTabNum, { query: todo as never })).data!;
    expect(mine.pending_manager).toBe(all.pending_manager! - 1);
    expect(mine.approved).toBe(0);
  });
});
