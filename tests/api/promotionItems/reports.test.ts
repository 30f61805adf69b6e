import Big from 'big.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitAddOrUpdItemDetail } from '@shared/api/promotionItems/items';
import { auditItem } from '@shared/api/promotionItems/process';
import { addOtherCost, costReport, costReportExport, monthReport, monthReportExport, otherCostPage, spanReport, spanReportExport } from '@shared/api/promotionItems/reports';
import { createTestApp, type TestApp } from '../../support/app';
import { expectRefused } from '../../support/contract';
import { as, type As } from '../admin/support';
import { itemFixture, itemInput, type ItemFixture } from './fixtures';

let t: TestApp;
let operator: As; // wangfang
let manager: As; // wuhao
let finance: As; // lina
let sales: As; // zhangwei
let fx: ItemFixture;
// A month range far from the demo data: only this test's items are in it.
const RANGE = { fromMonth: '2031-01', toMonth: '2031-03' };

beforeAll(async () => {
  t = await createTestApp();
  [operator, manager, finance, sales] = (await Promise.all(['wangfang', 'wuhao', 'lina', 'zhangwei'].map((u) => t.login(u)))).map((token) => as(t, token));
  fx = await itemFixture(t);
  // 31 days from 2031-01-20 to 2031-02-19: 12 days in January, 19 in February; USD 1000 at 7.1 = CNY 7100.
  const item = (await operator.call(submitAddOrUpdItemDetail, { body: { item: itemInput(fx, { name: '跨期项目', periodStart: '2031-01-20', periodEnd: '2031-02-19' }) } })).data!;
  expect((await manager.call(auditItem, { body: { id: item.id, pass: true } })).resCode).toBe(200);
  // Submitted but not approved: not a cost yet.
  await operator.call(submitAddOrUpdItemDetail, { body: { item: itemInput(fx, { name: '未审批', periodStart: '2031-01-01', periodEnd: '2031-01-31' }) } });
  const other = await operator.call(addOtherCost, { body: { platformId: fx.platformId, storeId: fx.storeId, month: '2031-03', currency: 'CNY', amount: '500', exchangeRate: '1', remark: '展会' } });
  expect(other.resCode, other.resDes).toBe(200);
}, 180_000);
afterAll(() => t.close());

describe('cost reports', () => {
  it('spreads an approved item over its months by days, the parts adding up to its amount', async () => {
    const report = (await operator.call(spanReport, { query: RANGE })).data!;
    const parts = report.rows.filter((r) => r.name === '跨期项目');
    expect(parts.map((p) => [p.month, p.days, p.monthAmountCny])).toEqual([
      ['2031-01', 12, '2748.39'],
      ['2031-02', 19, '4351.61'],
    ]);
    expect(report.rows.find((r) => r.source === 'other')).toMatchObject({ month: '2031-03', monthAmountCny: '500.00' });
    expect(report.rows.some((r) => r.name === '未审批')).toBe(false);
    expect(report.totalCny).toBe('7600.00');
  });

  it('sums items and other costs per month in CNY', async () => {
    const rows = (await finance.call(monthReport, { query: RANGE })).data!;
    expect(rows.map((r) => [r.month, r.itemCny, r.otherCny, r.costCny])).toEqual([
      ['2031-01', '2748.39', '0.00', '2748.39'],
      ['2031-02', '4351.61', '0.00', '4351.61'],
      ['2031-03', '0.00', '500.00', '500.00'],
    ]);
    expect(rows.every((r) => r.feeRate === null)).toBe(true);
  });

  it('reads cost by platform, classification and SKU', async () => {
    const byPlatform = (await finance.call(costReport, { query: { ...RANGE, dimension: 'platform' } })).data!;
    expect(byPlatform).toHaveLength(1);
    expect(byPlatform[0]).toMatchObject({ key: String(fx.platformId), costCny: '7600.00', itemCny: '7100.00', otherCny: '500.00' });
    const byClass = (await finance.call(costReport, { query: { ...RANGE, dimension: 'classify' } })).data!;
    expect(byClass.map((r) => [r.label, r.costCny])).toEqual([
      ['秒杀/折扣', '7100.00'],
      ['其他', '500.00'],
    ]);
    const bySku = (await finance.call(costReport, { query: { ...RANGE, dimension: 'sku' } })).data!;
    expect(bySku).toHaveLength(2);
    expect(bySku.reduce((n, r) => n.plus(r.costCny), new Big(0)).toFixed(2)).toBe('7100.00');
  });

  it('refuses a wrong range and callers without the screen', async () => {
    expectRefused(await finance.call(monthReport, { query: { fromMonth: '2031-03', toMonth: '2031-01' } }), 400, '结束月份不能早于开始月份');
    expectRefused(await finance.callUnchecked(monthReport, { query: { fromMonth: '2031-13', toMonth: '2031-01' } }), 400, '月份格式应为 yyyy-MM');
    expectRefused(await finance.call(monthReport, { query: { fromMonth: '2029-01', toMonth: '2031-01' } }), 400, '最多24个月');
    expectRefused(await sales.call(costReport, { query: RANGE }), 403);
    expectRefused(await operator.call(addOtherCost, { body: { platformId: fx.platformId, storeId: fx.otherStoreId, month: '2031-03', currency: 'CNY', amount: '1', exchangeRate: '1' } }), 400, '店铺不属于所选平台');
    expect((await operator.call(otherCostPage, { query: {} })).data!.rows.filter((r) => r.month === '2031-03')).toHaveLength(1);
  });

  it('exports the three reports as report-centre tasks', async () => {
    for (const e of [spanReportExport, costReportExport, monthReportExport] as const) {
      const res = await finance.call(e as typeof monthReportExport, { query: RANGE });
      expect(res.resCode, res.resDes).toBe(200);
      expect(res.data!.taskId).toBeGreaterThan(0);
    }
  });
});
