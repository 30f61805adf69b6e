import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryByPlanOrderId } from '@shared/api/review/detail';
import {
  getCurrencyInGiftCard,
  getSkuInfoBySkuAndPlatform,
  operationExistCountry,
  queryExistPermissionSku,
  queryExitPlatform,
  queryMallSkuAndProductStatus,
  queryPermissionSkuByPlatform,
  queryUpdateUser,
} from '@shared/api/review/lookups';
import { operationInfoList } from '@shared/api/review/operationInfo';
import { exportOrderFee, exportPlanOrderDetail, importOrderFee } from '@shared/api/review/orderFee';
import { planOrderList } from '@shared/api/review/planOrder';
import { queryBizLog } from '@shared/api/review/bizLog';
import { soOrderList } from '@shared/api/review/soOrders';
import { reviewPlanOrderDetails } from '../../../server/db/schema';
import { createTestApp, type TestApp } from '../../support/app';
import { expectRefused } from '../../support/contract';
import { as, type As } from '../admin/support';
import { exportThroughTask, sheetRows, xlsxOf } from '../report/support';

let t: TestApp;
let wangfang: As, xuming: As, huangli: As, zhangwei: As;
let xumingToken: string, huangliToken: string;
let running: { id: number; serialNo: string };

beforeAll(async () => {
  t = await createTestApp();
  const tokens = await Promise.all(['wangfang', 'xuming', 'huangli', 'zhangwei'].map((u) => t.login(u)));
  [wangfang, xuming, huangli, zhangwei] = tokens.map((tk) => as(t, tk)) as [As, As, As, As];
  [, xumingToken, huangliToken] = tokens as [string, string, string];
  running = (await xuming.call(planOrderList, { query: { status: 'in_progress' } })).data.rows[0]!;
});
afterAll(() => t.close());

describe('look-ups', () => {
  it('SKUs on a platform: the caller’s, with a listing there, marked when registered', async () => {
    const info = (await wangfang.call(operationInfoList, { query: {} })).data.rows[0]!;
    const skus = (await wangfang.call(queryPermissionSkuByPlatform, { query: { platformId: info.platformId, sku: info.sku.slice(0, 4) } })).data;
    expect(skus.length).toBeGreaterThan(0);
    expect(skus.every((s) => s.status !== 'off_sale')).toBe(true);
    expect(skus.find((s) => s.sku === info.sku)?.registered).toBe(true);
    const existing = (await wangfang.call(queryExistPermissionSku, { query: { sku: info.sku } })).data;
    expect(existing).toEqual([expect.objectContaining({ sku: info.sku, platforms: expect.arrayContaining([info.platformName]) })]);

    const product = (await wangfang.call(getSkuInfoBySkuAndPlatform, { query: { platformId: info.platformId, sku: info.sku.toLowerCase() } })).data;
    expect(product).toMatchObject({ sku: info.sku, productStatus: 'on_sale', productStatusLabel: '在售', operationInfoId: info.id, remainingVolume: info.remainingVolume });
    const mall = (await wangfang.call(queryMallSkuAndProductStatus, { query: { platformId: info.platformId, sku: info.sku } })).data;
    expect(mall.mallSkus.length).toBeGreaterThan(0);
    const missing = await wangfang.call(queryMallSkuAndProductStatus, { query: { platformId: info.platformId, sku: 'NO-SUCH' } });
    expect([missing.resCode, missing.resDes]).toEqual([-2, 'SKU NO-SUCH 不在商品库中']);
  });

  it('countries, currencies, platforms with details and the people who changed them', async () => {
    expect((await wangfang.call(operationExistCountry)).data.map((c) => c.country)).toEqual(expect.arrayContaining(['US', 'DE']));
    const currencies = (await wangfang.call(getCurrencyInGiftCard)).data;
    expect(currencies.map((c) => c.code)).toContain('CNY');
    expect(currencies.find((c) => c.code === 'USD')).toMatchObject({ cards: expect.any(Number) });
    expect((await huangli.call(queryExitPlatform)).data.reduce((n, p) => n + p.count, 0)).toBeGreaterThan(0);
    expect((await huangli.call(queryUpdateUser)).data.map((u) => u.name)).toContain('黄丽');
    expect((await zhangwei.call(queryExitPlatform)).resCode).toBe(403);
  });
});

describe('order fees', () => {
  it('exports the fees of a plan order as the template, with the CNY amount', async () => {
    const file = await xuming.blob(exportOrderFee, { body: { planOrderId: running.id } });
    const rows = await sheetRows(file.bytes);
    expect(rows[0]).toEqual(['计划单号', '行号', '邀请码', '订单号', '订单费用', '币种', '折合人民币']);
    // Six lines, one merged: five rows.
    expect(rows.slice(1)).toHaveLength(5);
    expect(rows[1]).toEqual(expect.arrayContaining([running.serialNo, '5.00', 'USD']));
    expect((await wangfang.blob(exportOrderFee, { body: { planOrderId: running.id } })).status).toBe(200);
    expect((await huangli.call(exportOrderFee, { body: { planOrderId: 999999 } })).resCode).toBe(404);
  });

  it('imports all rows or none, with an error file; each change is in the detail’s log', async () => {
    const details = (await huangli.call(queryByPlanOrderId, { query: { planOrderId: running.id } })).data;
    const [a, b] = details as [(typeof details)[0], (typeof details)[0]];
    const merged = details.find((d) => d.status === 'merged')!;
    const header = ['邀请码', '订单费用', '币种'];
    // Row rules first (amount, currency); the data rules (unknown code, merged, repeated) once every row reads well.
    const unreadable = await xuming.upload(importOrderFee, { bytes: await xlsxOf(header, [[a.invitationCode, '6.5', 'USD'], [b.invitationCode, 'x', 'USD'], [b.invitationCode, '5', 'XYZ']]), name: '费用.xlsx' });
    expectRefused(unreadable, 400, '2 行数据有误');
    const bad = await xuming.upload(importOrderFee, { bytes: await xlsxOf(header, [[a.invitationCode, '6.5', 'USD'], [merged.invitationCode, '5', 'USD'], ['NOPE', '5', 'USD'], [a.invitationCode, '5', 'USD']]), name: '费用.xlsx' });
    expectRefused(bad, 400, '3 行数据有误');
    const [untouched] = await t.db.select().from(reviewPlanOrderDetails).where(eq(reviewPlanOrderDetails.id, a.id));
    expect(untouched!.orderFee).toBeNull();

    const ok = await xuming.upload(importOrderFee, { bytes: await xlsxOf(header, [[a.invitationCode.toLowerCase(), '6.5', 'usd'], [b.invitationCode, '4', 'EUR']]), name: '费用.xlsx' });
    expect(ok.resCode, ok.resDes).toBe(200);
    const stored = await t.db.select().from(reviewPlanOrderDetails).where(eq(reviewPlanOrderDetails.planOrderId, running.id));
    expect(stored.find((d) => d.id === a.id)).toMatchObject({ orderFee: '6.50', feeCurrency: 'USD' });
    expect(stored.find((d) => d.id === b.id)).toMatchObject({ orderFee: '4.00', feeCurrency: 'EUR' });
    const log = (await xuming.call(queryBizLog, { query: { bizType: 'review_plan_order_detail', bizId: a.id } })).data;
    expect(log.map((l) => l.comment)).toContain('订单费用：6.5 USD');
    expect((await huangli.upload(importOrderFee, { bytes: await xlsxOf(header, [[a.invitationCode, '1', 'USD']]), name: 'x.xlsx' })).resCode).toBe(200);
    expect((await wangfang.upload(importOrderFee, { bytes: await xlsxOf(header, [[a.invitationCode, '1', 'USD']]), name: 'x.xlsx' })).resCode).toBe(403);
  });
});

describe('detail export', () => {
  it('exports the list’s filters through the report centre, addresses masked unless the asker ships', async () => {
    const full = await exportThroughTask(t, huangliToken, exportPlanOrderDetail, { planOrderId: running.id });
    expect(full[0]).toEqual(expect.arrayContaining(['计划单号', '邀请码', '收件人', '订单费用']));
    expect(full.slice(1)).toHaveLength(6);
    const receiver = (full[0] as string[]).indexOf('收件人');
    const masked = await exportThroughTask(t, xumingToken, exportPlanOrderDetail, { planOrderId: running.id, status: 'ordered' });
    expect(masked.slice(1)).toHaveLength(1);
    expect(String(masked[1]![receiver])).toContain('*');
    expect(full.slice(1).some((r) => r[receiver] && !String(r[receiver]).includes('*'))).toBe(true);
    expect((await wangfang.call(exportPlanOrderDetail, { query: {} })).resCode).toBe(403);
  });
});

describe('sales orders (销售订单)', () => {
  it('lists the programme’s marketplace orders with their money in CNY, within the caller’s scope', async () => {
    const list = (await huangli.call(soOrderList, { query: { planOrderSerialNo: running.serialNo } })).data;
    // The running demo plan order has one ordered and one archived detail (the merged one is not an order of its own).
    expect(list.rows.map((r) => r.status).sort()).toEqual(['archived', 'ordered']);
    for (const order of list.rows) {
      expect(order).toMatchObject({ orderCurrency: 'USD', planOrderSerialNo: running.serialNo });
      expect(order.marketOrderNo).toMatch(/^113-/);
      expect(Number(order.orderAmountCny)).toBeGreaterThan(Number(order.orderAmount));
    }
    expect((await xuming.call(soOrderList, { query: {} })).data.total).toBeGreaterThanOrEqual(list.total);
    expect((await zhangwei.call(soOrderList, { query: {} })).resCode).toBe(403);
  });
});
