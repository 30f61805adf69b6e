import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addForecastExcelTask, forecastTemplate, importForecastIndicators, importForecastSale, indicatorsTemplate } from '@shared/api/sales/forecastExcel';
import { addWeeks, isoWeekOf } from '@shared/api/sales/weeks';
import { baseSkus, saleForecastSkus, saleForecastVersions, saleWeeklySales, stores } from '../../../server/db/schema';
import { createTestApp, type TestApp } from '../../support/app';
import { expectRefused } from '../../support/contract';
import { as, type As } from '../admin/support';
import { exportThroughTask, sheetRows, xlsxOf } from '../report/support';

let t: TestApp;
let operator: As;
let sales: As;
let sku = '';
let skuId = 0;
let storeId = 0;
const startWeek = addWeeks(isoWeekOf(new Date()), 3);
const WEEK_HEADERS = Array.from({ length: 12 }, (_, i) => `第${i + 1}周*`);
const FORECAST_HEADER = ['店铺编码*', 'SKU*', '起始周*', ...WEEK_HEADERS];
const INDICATOR_HEADER = ['店铺编码*', 'SKU*', '周*', '销量*', '销售额*'];
const twelve = (qty: number) => Array.from({ length: 12 }, () => qty);

beforeAll(async () => {
  t = await createTestApp();
  [operator, sales] = (await Promise.all(['wangfang', 'zhangwei'].map((u) => t.login(u)))).map((tk) => as(t, tk));
  [{ id: storeId }] = (await t.db.select({ id: stores.id }).from(stores).where(eq(stores.code, 'WMTUS-FBM'))) as [{ id: number }];
  [{ id: skuId, sku }] = (await t.db.select({ id: baseSkus.id, sku: baseSkus.sku }).from(baseSkus).where(eq(baseSkus.status, 'on_sale')).limit(1)) as [{ id: number; sku: string }];
});
afterAll(() => t.close());

const versionsHere = () => t.db.select().from(saleForecastVersions).where(and(eq(saleForecastVersions.skuId, skuId), eq(saleForecastVersions.storeId, storeId)));

describe('销量预测 Excel', () => {
  it('downloads both templates', async () => {
    const forecast = await operator.blob(forecastTemplate);
    expect(decodeURIComponent(String(forecast.headers['content-disposition']))).toContain('销量预测.xlsx');
    expect((await sheetRows(forecast.bytes))[0]).toEqual(FORECAST_HEADER);
    const indicators = await operator.blob(indicatorsTemplate);
    expect(decodeURIComponent(String(indicators.headers['content-disposition']))).toContain('销量指标.xlsx');
    expect((await sheetRows(indicators.bytes))[0]).toEqual(INDICATOR_HEADER);
    expect((await sales.blob(forecastTemplate)).status).toBe(200); // an envelope refusal inside the blob answer
    expect((await sales.blob(forecastTemplate)).envelope).toMatchObject({ resCode: 403 });
  });

  it('refuses a whole forecast file with a bad row and stores nothing', async () => {
    const file = await xlsxOf(FORECAST_HEADER, [
      ['WMTUS-FBM', sku, startWeek, ...twelve(10)],
      ['NO-SUCH', sku, startWeek, ...twelve(10)],
      ['WMTUS-FBM', 'NO-SUCH-SKU', startWeek, ...twelve(10)],
      ['WMTUS-FBM', sku, startWeek, ...twelve(10)],
    ]);
    const res = await operator.upload(importForecastSale, { bytes: file, name: '销量预测.xlsx' });
    expect(res.data).toMatchObject({ status: 'failed', rowCount: 4, errorCount: 3 });
    const badCells = await xlsxOf(FORECAST_HEADER, [['WMTUS-FBM', sku, '2026-13', ...twelve(-1)]]);
    expect((await operator.upload(importForecastSale, { bytes: badCells, name: '销量预测.xlsx' })).data).toMatchObject({ status: 'failed', errorCount: 1 });
    expect(await versionsHere()).toHaveLength(0);
  });

  it('imports each good row as a new draft version', async () => {
    const file = await xlsxOf(FORECAST_HEADER, [['WMTUS-FBM', sku, startWeek, ...twelve(10)]]);
    expect((await operator.upload(importForecastSale, { bytes: file, name: '销量预测.xlsx' })).data).toMatchObject({ status: 'ok', rowCount: 1 });
    const versions = await versionsHere();
    expect(versions).toHaveLength(1);
    expect(versions[0]).toMatchObject({ status: 'draft', totalQty: 120, startWeek });
  });

  it('refuses a SKU whose forecast is stopped', async () => {
    const [stopped] = await t.db.select({ skuId: saleForecastSkus.skuId, storeId: saleForecastSkus.storeId }).from(saleForecastSkus).where(eq(saleForecastSkus.status, 'stopped'));
    const [row] = await t.db.select({ sku: baseSkus.sku, code: stores.code }).from(baseSkus).innerJoin(stores, eq(stores.id, stopped!.storeId)).where(eq(baseSkus.id, stopped!.skuId));
    const file = await xlsxOf(FORECAST_HEADER, [[row!.code, row!.sku, startWeek, ...twelve(1)]]);
    expect((await operator.upload(importForecastSale, { bytes: file, name: '销量预测.xlsx' })).data).toMatchObject({ status: 'failed', errorCount: 1 });
  });

  it('imports actual weekly sales, replacing a stored week; refuses weeks not yet over', async () => {
    const week = addWeeks(isoWeekOf(new Date()), -2);
    const bad = await xlsxOf(INDICATOR_HEADER, [['WMTUS-FBM', sku, week, 7, '70.00'], ['WMTUS-FBM', sku, isoWeekOf(new Date()), 7, '70.00']]);
    expect((await operator.upload(importForecastIndicators, { bytes: bad, name: '销量指标.xlsx' })).data).toMatchObject({ status: 'failed', errorCount: 1 });
    const stored = () => t.db.select().from(saleWeeklySales).where(and(eq(saleWeeklySales.skuId, skuId), eq(saleWeeklySales.storeId, storeId), eq(saleWeeklySales.week, week)));
    expect(await stored()).toHaveLength(0);
    await operator.upload(importForecastIndicators, { bytes: await xlsxOf(INDICATOR_HEADER, [['WMTUS-FBM', sku, week, 7, '70.00']]), name: '销量指标.xlsx' });
    await operator.upload(importForecastIndicators, { bytes: await xlsxOf(INDICATOR_HEADER, [['WMTUS-FBM', sku, week, 9, '90.00']]), name: '销量指标.xlsx' });
    expect(await stored()).toMatchObject([{ qty: 9, amount: '90.00', currency: 'USD' }]);
    expectRefused(await sales.upload(importForecastIndicators, { bytes: bad, name: 'x.xlsx' }), 403);
  });

  it('exports the versions through the report centre', async () => {
    const sheet = await exportThroughTask(t, operator.token!, addForecastExcelTask, { storeId });
    expect(sheet[0]).toContain('第1周');
    expect(sheet).toHaveLength(2);
  });
});
