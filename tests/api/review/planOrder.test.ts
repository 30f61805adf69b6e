import { and, count, eq, ne, type SQL } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getEnum } from '@shared/api/reference/enums';
import { checkSku, getAllPlatform, insertOrUpdateInfo, refreshVolume } from '@shared/api/review/operationInfo';
import { auditPlanOrder, batchSendLetter, cancelPlanOrder, commitAddressReset, commitPlanOrder, createInvitationCode, deletePlanOrder, getPlanOrder, insertOrUpdatePlanOrder, planOrderList, updateSendLetterStatus } from '@shared/api/review/planOrder';
import { ALL_PLATFORMS_CODE } from '@shared/api/reference/screens';
import { commitAddress, exportAddress, mergeOrder, orderArchive, queryByPlanOrderId, queryDetailByCondition, saveAddress, savePlanOrderDetail } from '@shared/api/review/detail';
import { queryUsableOrderAddress } from '@shared/api/review/address';
import { getWorkOrderReport } from '@shared/api/review/report';
import { queryBizLog } from '@shared/api/review/bizLog';
import { planOrderDetailMachine } from '@shared/workflow';
import { baseSkus, elements as elementsTable, gateLogs, groupElements, groupMembers, groupMenus, groups, reviewOperationInfos, reviewPlanOrderDetails, users } from '../../../server/db/schema';
import { hashPassword } from '../../../server/modules/auth/passwords';
import { expectRefused } from '../../support/contract';
import { createTestApp, type TestApp } from '../../support/app';
import { loggedCalls } from '../../support/gateLog';
import { as, userId, type As } from '../admin/support';

let t: TestApp;
let wangfang: As, xuming: As, huangli: As, zhangwei: As;
let wangfangId: number, huangliId: number;
let platformId: number;
let sku: string;
let totalsBefore: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  [wangfang, xuming, huangli, zhangwei] = (await Promise.all(['wangfang', 'xuming', 'huangli', 'zhangwei'].map((u) => t.login(u)))).map((tk) => as(t, tk)) as [As, As, As, As];
  wangfangId = await userId(t, 'wangfang');
  huangliId = await userId(t, 'huangli');
  const platforms = (await wangfang.call(getAllPlatform, {})).data;
  platformId = platforms[0]!.id;
  // The demo registers some SKUs already: take the first one still free on the platform.
  const onSale = await t.db.select({ sku: baseSkus.sku }).from(baseSkus).where(eq(baseSkus.status, 'on_sale')).limit(50);
  for (const s of onSale) {
    if ((await wangfang.call(checkSku, { query: { platformId, sku: s.sku } })).resCode === 200) {
      sku = s.sku;
      break;
    }
  }
  totalsBefore = (await xuming.call(getWorkOrderReport, { query: {} })).data.totals;
});
afterAll(() => t.close());

async function operationInfo(volume = 10) {
  const res = await wangfang.call(insertOrUpdateInfo, { body: { platformId, sku, operationUserId: wangfangId, volume, platformSkus: [{ msku: `${sku}-US`, asin: 'B0TEST0001' }] } });
  expect(res.resCode, res.resDes).toBe(200);
  return res.data.id;
}

let operationId: number;
const plan = (o: Record<string, unknown> = {}) =>
  wangfang.call(insertOrUpdatePlanOrder, {
    body: { operationId, orderCount: 3, giftName: 'Amazon礼品卡', giftValue: '20', giftCurrency: 'USD', feePerOrder: '5', feeCurrency: 'USD', overseasUserId: huangliId, ...o },
  });

describe('operation info', () => {
  it('registers a SKU on a platform once; a second registration is a warning (resCode -2)', async () => {
    operationId = await operationInfo(5);
    const again = await wangfang.call(insertOrUpdateInfo, { body: { platformId, sku, operationUserId: wangfangId, volume: 5 } });
    expect(again.resCode).toBe(-2);
    expect(again.resDes).toContain('该平台已登记过');
    const check = await wangfang.call(checkSku, { query: { platformId, sku: 'NO-SUCH-SKU' } });
    expect([check.resCode, check.resDes]).toEqual([-2, 'SKU NO-SUCH-SKU 不在商品库中']);
  });

  it('refuses bad input with a Chinese message and no row', async () => {
    const before = await t.db.select().from(reviewOperationInfos);
    const res = await wangfang.call(insertOrUpdateInfo, { body: { platformId, sku: '', operationUserId: wangfangId, volume: 0 } as never });
    expect(res.resCode).toBe(400);
    expect(res.resDes).toMatch(/SKU|单量/);
    expect(await t.db.select().from(reviewOperationInfos)).toHaveLength(before.length);
  });

  it('is refused without the operation-info codes', async () => {
    expect((await zhangwei.call(insertOrUpdateInfo, { body: { platformId, sku, operationUserId: wangfangId, volume: 5 } })).resCode).toBe(403);
  });
});

describe('plan order flow', () => {
  let id: number;

  it('the enums answer from the state machines', async () => {
    const statuses = (await zhangwei.call(getEnum, { params: { key: 'PlanOrderStatusEnum' } })).data.map((s) => s.value);
    expect(statuses).toEqual(['draft', 'pending_audit', 'rejected', 'approved', 'in_progress', 'completed', 'cancelled']);
  });

  it('commits within the volume and refuses beyond it', async () => {
    const res = await plan({ commit: true });
    expect(res.resCode, res.resDes).toBe(200);
    expect(res.data).toMatchObject({ status: 'pending_audit' });
    id = res.data.id;
    expect(res.data.serialNo).toMatch(/^JH\d{14}$/);
    const [info] = await t.db.select().from(reviewOperationInfos).where(eq(reviewOperationInfos.id, operationId));
    expect(info!.usedVolume).toBe(3);
    const tooMany = await plan({ commit: true });
    expect(tooMany.resCode).toBe(500);
    expect(tooMany.resDes).toBe('超出可测评单量：剩余 2 单，本计划 3 单');
    const draft = await plan();
    expect((await wangfang.call(deletePlanOrder, { params: { id: draft.data.id }, body: {} })).resCode).toBe(200);
    expect((await wangfang.call(getPlanOrder, { query: { id: draft.data.id } })).resCode).toBe(404);
  });

  it('audit: not by the creator, not without the code, rejection needs a reason; approval once', async () => {
    expect((await wangfang.call(auditPlanOrder, { params: { id }, body: { pass: true } })).resCode).toBe(403);
    const noReason = await xuming.call(auditPlanOrder, { params: { id }, body: { pass: false } });
    expect([noReason.resCode, noReason.resDes]).toEqual([400, '请填写驳回原因']);
    const ok = await xuming.call(auditPlanOrder, { params: { id }, body: { pass: true, version: 2 } });
    expect(ok.resCode, ok.resDes).toBe(200);
    const twice = await xuming.call(auditPlanOrder, { params: { id }, body: { pass: true } });
    expect(twice.resCode).toBe(409);
    expect(twice.resDes).toContain('徐明');
  });

  it('invitation codes: one unique unguessable code per order, once', async () => {
    expect((await wangfang.call(createInvitationCode, { params: { id }, body: {} })).resCode).toBe(403);
    const res = await huangli.call(createInvitationCode, { params: { id }, body: {} });
    expect(res.resCode, res.resDes).toBe(200);
    expect((await huangli.call(createInvitationCode, { params: { id }, body: {} })).resCode).toBe(409);
    const details = (await huangli.call(queryByPlanOrderId, { query: { planOrderId: id } })).data;
    expect(details.map((d) => d.lineNo)).toEqual([1, 2, 3]);
    const codes = details.map((d) => d.invitationCode);
    expect(new Set(codes).size).toBe(3);
    for (const c of codes) expect(c).toMatch(/^[A-HJKMNP-Z2-9]{12}$/);
  });

  it('addresses: saved, committed, masked for those who do not ship, exported as a zip and logged', async () => {
    const details = (await huangli.call(queryByPlanOrderId, { query: { planOrderId: id } })).data;
    const [a, b, c] = details as [(typeof details)[0], (typeof details)[0], (typeof details)[0]];
    const noAddress = await huangli.call(commitAddress, { body: { id: a.id } });
    expect([noAddress.resCode, noAddress.resDes]).toEqual([500, '请先录入收货地址']);
    const bad = await huangli.call(saveAddress, { body: { detailId: a.id, receiver: 'John Smith', phone: 'abc', street: '1 Main St', city: 'Austin', postcode: '73301', country: 'USA' } });
    expect(bad.resCode).toBe(400);
    for (const d of [a, b, c]) {
      const saved = await huangli.call(saveAddress, { body: { detailId: d.id, receiver: 'John Smith', phone: '+1 512 555 0100', street: '1 Main Street', city: 'Austin', region: 'TX', postcode: '73301', country: 'us' } });
      expect(saved.resCode, saved.resDes).toBe(200);
      expect(saved.data).toMatchObject({ receiver: 'John Smith', country: 'US', masked: false });
      expect((await huangli.call(commitAddress, { body: { id: d.id } })).resCode).toBe(200);
    }
    const masked = (await xuming.call(queryByPlanOrderId, { query: { planOrderId: id } })).data[0]!.address!;
    expect(masked.masked).toBe(true);
    expect(masked.receiver).not.toContain('Smith');
    expect((await xuming.call(queryUsableOrderAddress, { query: {} })).data.rows[0]!.masked).toBe(true);

    const res = await huangli.blob(exportAddress, { body: { planOrderId: id } });
    expect(res.headers['content-type']).toBe('application/zip');
    const zip = await JSZip.loadAsync(res.bytes);
    expect(Object.keys(zip.files)[0]).toMatch(/^收货地址_JH\d+\.xlsx$/);
    // The gate log is written once the answer has gone out.
    const [log] = await loggedCalls(t, eq(gateLogs.path, exportAddress.path));
    expect(log).toMatchObject({ username: 'huangli' });
    expect(log!.body).toContain('"exportedAddresses":3');
  });

  it('address reset, orders, merge with history, archive completes the plan order', async () => {
    const [a, b, c] = (await huangli.call(queryByPlanOrderId, { query: { planOrderId: id } })).data as Array<{ id: number; version: number }>;
    expect((await huangli.call(commitAddressReset, { params: { id }, body: { comment: '地址有误' } })).resCode).toBe(403);
    const reset = await xuming.call(commitAddressReset, { params: { id }, body: { comment: '地址有误' } });
    expect(reset.data).toEqual({ reset: 3 });
    for (const d of [a!, b!, c!]) expect((await huangli.call(commitAddress, { body: { id: d.id } })).resCode).toBe(200);
    const early = await huangli.call(orderArchive, { body: { id: a!.id } });
    expect(early.resCode).toBe(409);
    expect((await huangli.call(savePlanOrderDetail, { body: { id: a!.id, marketOrderNo: '111-2222222-3333333', orderAmount: '29.99', orderCurrency: 'USD' } })).data).toMatchObject({ status: 'ordered' });
    expect((await huangli.call(savePlanOrderDetail, { body: { id: b!.id, marketOrderNo: '111-2222222-4444444' } })).data).toMatchObject({ status: 'ordered' });
    const merged = await huangli.call(mergeOrder, { body: { id: c!.id, targetId: b!.id, comment: '同一测评人' } });
    expect(merged.resCode, merged.resDes).toBe(200);
    expect((await huangli.call(mergeOrder, { body: { id: a!.id, targetId: a!.id, comment: 'x' } })).resCode).toBe(400);
    const log = (await huangli.call(queryBizLog, { query: { bizType: 'review_plan_order_detail', bizId: b!.id } })).data;
    expect(log.map((l) => l.action)).toContain('mergeIn');
    for (const open of [a!, b!]) expect((await huangli.call(updateSendLetterStatus, { body: { detailId: open.id, sendLetterStatus: 'sent' } })).data).toMatchObject({ sendLetterStatus: 'sent' });
    expectRefused(await huangli.call(updateSendLetterStatus, { body: { detailId: c!.id, sendLetterStatus: 'sent' } }), 409, '该订单明细已归档或已合并，不能修改发信状态');
    expect((await huangli.call(orderArchive, { body: { id: a!.id } })).resCode).toBe(200);
    expect((await huangli.call(orderArchive, { body: { id: b!.id } })).resCode).toBe(200);
    expect((await wangfang.call(getPlanOrder, { query: { id } })).data.status).toBe('completed');
    const report = (await xuming.call(getWorkOrderReport, { query: {} })).data;
    expect(report.totals).toMatchObject({ archived: (totalsBefore.archived ?? 0) + 2, merged: (totalsBefore.merged ?? 0) + 1 });
  });

  it('the detail list’s tab counts and totals match the details after every change, filtered or not', async () => {
    const d = reviewPlanOrderDetails;
    const stored = async (where?: SQL) => {
      const rows = await t.db.select({ status: d.status, n: count() }).from(d).where(where).groupBy(d.status);
      return Object.fromEntries(planOrderDetailMachine.tabs.map((s) => [s, rows.find((r) => r.status === s)?.n ?? 0]));
    };
    const admin = as(t, await t.login());
    // Status alone: from the maintained counts, exact.
    const all = (await admin.call(queryDetailByCondition, { query: { status: 'archived' } })).data;
    const everyDetail = await stored();
    expect(all.counts).toEqual(everyDetail);
    expect([all.total, all.totalCapped]).toEqual([everyDetail.archived, false]);
    // Another filter: counted under it.
    const one = (await admin.call(queryDetailByCondition, { query: { planOrderId: id, status: 'archived' } })).data;
    expect(one.counts).toEqual(await stored(eq(d.planOrderId, id)));
    expect(one.total).toBe(2);
    expect(one.rows.map((r) => r.status)).toEqual(['archived', 'archived']);
  });

  it('refresh volume recounts; other users do not see someone else’s plan orders', async () => {
    expect((await xuming.call(refreshVolume, { query: { id: operationId } })).data).toMatchObject({ usedVolume: 3, remainingVolume: 2 });
    const list = (await zhangwei.call(planOrderList, { query: {} })).resCode;
    expect(list).toBe(403);
    expect((await wangfang.call(commitPlanOrder, { body: { id: 999999 } })).resCode).toBe(404);
  });

  it('an approved plan order that will not run is cancelled with a reason; its orders go back to the volume', async () => {
    const raised = await plan({ commit: true, orderCount: 1 });
    expect(raised.resCode, raised.resDes).toBe(200);
    const used = async () => (await t.db.select().from(reviewOperationInfos).where(eq(reviewOperationInfos.id, operationId)))[0]!.usedVolume;
    expect(await used()).toBe(4);
    expect((await xuming.call(auditPlanOrder, { params: { id: raised.data.id }, body: { pass: true } })).resCode).toBe(200);
    expectRefused(await xuming.call(cancelPlanOrder, { params: { id: raised.data.id }, body: {} }), 400, '请填写取消计划单原因');
    expect((await huangli.call(cancelPlanOrder, { params: { id: raised.data.id }, body: { comment: '不做了' } })).resCode).toBe(403);
    const done = await xuming.call(cancelPlanOrder, { params: { id: raised.data.id }, body: { comment: 'SKU 停售，不再测评' } });
    expect(done.data).toMatchObject({ from: 'approved', to: 'cancelled' });
    expect(await used()).toBe(3);
    // Cancelled: it can neither run nor be cancelled again.
    expectRefused(await huangli.call(createInvitationCode, { params: { id: raised.data.id }, body: {} }), 409);
    expectRefused(await xuming.call(cancelPlanOrder, { params: { id: raised.data.id }, body: { comment: '再取消' } }), 409);
  });
});

describe('letters within the caller’s platforms', () => {
  /** A user holding every grant of the overseas handlers but working on no platform. */
  async function overseasWithoutPlatforms(): Promise<As> {
    const [overseas] = await t.db.select().from(groups).where(eq(groups.code, 'overseas'));
    const [copy] = await t.db.insert(groups).values({ code: 'overseas-none', name: '海外专员（无平台）', groupTypeId: overseas!.groupTypeId }).returning({ id: groups.id });
    const menus = await t.db.select({ menuId: groupMenus.menuId }).from(groupMenus).where(eq(groupMenus.groupId, overseas!.id));
    const elements = await t.db.select({ elementId: groupElements.elementId }).from(groupElements).innerJoin(elementsTable, eq(elementsTable.id, groupElements.elementId)).where(and(eq(groupElements.groupId, overseas!.id), ne(elementsTable.code, ALL_PLATFORMS_CODE)));
    await t.db.insert(groupMenus).values(menus.map((m) => ({ groupId: copy!.id, menuId: m.menuId })));
    await t.db.insert(groupElements).values(elements.map((e) => ({ groupId: copy!.id, elementId: e.elementId })));
    const [user] = await t.db.insert(users).values({ username: 'overseas-none', name: '无平台专员', passwordHash: await hashPassword('overseas-none-1') }).returning({ id: users.id });
    await t.db.insert(groupMembers).values({ groupId: copy!.id, userId: user!.id });
    return as(t, await t.login('overseas-none', 'overseas-none-1'));
  }

  it('refuses a letter status on a detail outside the caller’s platforms, alone or in a batch, and changes nothing', async () => {
    const open = and(eq(reviewPlanOrderDetails.status, 'pending_address'), eq(reviewPlanOrderDetails.sendLetterStatus, 'not_sent'));
    const [detail] = await t.db.select().from(reviewPlanOrderDetails).where(open).limit(1);
    expect(detail).toBeDefined();
    const outsider = await overseasWithoutPlatforms();
    expectRefused(await outsider.call(updateSendLetterStatus, { body: { detailId: detail!.id, sendLetterStatus: 'failed' } }), 404, '订单明细不存在');
    expectRefused(await outsider.call(batchSendLetter, { body: { detailIds: [detail!.id], accountId: 1, templateId: 1 } }), 404, '订单明细不存在');
    const [after] = await t.db.select().from(reviewPlanOrderDetails).where(eq(reviewPlanOrderDetails.id, detail!.id));
    expect({ letter: after!.sendLetterStatus, version: after!.version }).toEqual({ letter: 'not_sent', version: detail!.version });
    // The overseas handler of the platform still can.
    expect((await huangli.call(updateSendLetterStatus, { body: { detailId: detail!.id, sendLetterStatus: 'failed' } })).data).toEqual({ id: detail!.id, sendLetterStatus: 'failed' });
  });
});
