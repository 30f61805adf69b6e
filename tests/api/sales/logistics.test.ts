import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logisticsCosts } from '@shared/api/sales/logistics';
import { createTestApp, type TestApp } from '../../support/app';
import { expectRefused } from '../../support/contract';
import { as, type As } from '../admin/support';
import { sheetRows, xlsxOf } from '../report/support';

let t: TestApp;
let manager: As; // wuhao 运营主管: imports
let operator: As; // wangfang 运营: looks only
const HEADER = ['国家*', '运输方式*', '币种*', '单价(每公斤)*', '生效日期*'];
const { page: logisticsCostPage, import: costImport } = logisticsCosts;
const { upload: importLogisticsCost } = costImport!;
const logisticsCostTemplate = costImport!.template!;
const logisticsTransportModes = logisticsCosts.lookups.options[1]!.endpoint;
const file = async (rows: unknown[][]) => ({ bytes: await xlsxOf(HEADER, rows), name: '物流费用.xlsx' });

beforeAll(async () => {
  t = await createTestApp();
  [manager, operator] = (await Promise.all(['wuhao', 'wangfang'].map((u) => t.login(u)))).map((tk) => as(t, tk));
});
afterAll(() => t.close());

describe('物流费用', () => {
  it('downloads the template under the name 物流费用', async () => {
    const res = await manager.blob(logisticsCostTemplate);
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain('物流费用.xlsx');
    expect((await sheetRows(res.bytes))[0]).toEqual(HEADER);
  });

  it('imports all rows or none, and overwrites a stored day', async () => {
    const before = (await manager.call(logisticsCostPage)).data!.total; // the demo's US costs
    const bad = await manager.upload(importLogisticsCost, await file([['US', '海运', 'CNY', '12.5', '2026-01-01'], ['XX', '空运', 'CNY', '40', '2026-01-01'], ['US', '海运', 'CNY', '13', '2026-01-01']]));
    expect(bad.data).toMatchObject({ status: 'failed', errorCount: 2 });
    expect((await manager.call(logisticsCostPage)).data!.total).toBe(before);
    const badMode = await manager.upload(importLogisticsCost, await file([['US', '火箭', 'CNY', '1', '2026-01-01']]));
    expect(badMode.data).toMatchObject({ status: 'failed', errorCount: 1 });
    expect((await manager.upload(importLogisticsCost, await file([['US', '海运', 'CNY', '12.5', '2026-01-01'], ['DE', '空运', 'EUR', '4.2', '2026-01-01']]))).data).toMatchObject({ status: 'ok', rowCount: 2 });
    await manager.upload(importLogisticsCost, await file([['US', '海运', 'CNY', '11', '2026-01-01']]));
    const sea = (await operator.call(logisticsCostPage, { query: { country: 'US', transportMode: 'sea' } })).data!;
    expect(sea.rows).toHaveLength(1);
    expect(sea.rows[0]).toMatchObject({ costPerKg: '11.00', currency: 'CNY', countryName: '美国' });
  });

  it('lets only holders of the import code import', async () => {
    expectRefused(await operator.upload(importLogisticsCost, await file([['US', '海运', 'CNY', '1', '2026-02-01']])), 403);
    expect((await operator.call(logisticsTransportModes)).data!.map((m) => m.label)).toEqual(['海运', '空运', '快递', '铁路']);
  });
});
