import { count, desc, eq, inArray } from 'drizzle-orm';
import { addProductCostExcelTask, COST_IMPORT_KIND, costManageProductList, getProductCostOrigin, importProductCost, updateProductCost } from '@shared/api/products/cost';
import { downloadImportErrors, downloadImportTemplate } from '@shared/api/report';
import { productCostListScreen } from '@shared/api/products/screens';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseSkus, productCostHistory, productCosts, users } from '../../../server/db/schema';
import { createTestApp, type TestApp } from '../../support/app';
import { expectRefused, type Client } from '../../support/contract';
import { exportThroughTask, sheetRows, xlsxOf } from '../report/support';
import { categoryId, expectOk, leavesOf } from './support';

let t: TestApp;
let wangfang: Client;
let lina: Client;
let zhangwei: Client;
let homeSku: number;
let outdoorSku: number;
let wangfangId: number;

beforeAll(async () => {
  t = await createTestApp();
  [wangfang, lina, zhangwei] = await Promise.all(['wangfang', 'lina', 'zhangwei'].map(async (n) => t.as(await t.login(n))));
  const home = await leavesOf(t, '家居');
  homeSku = (await t.db.select({ id: baseSkus.id }).from(baseSkus).where(inArray(baseSkus.categoryId, home)).limit(1))[0]!.id;
  outdoorSku = (await t.db.select({ id: baseSkus.id }).from(baseSkus).where(eq(baseSkus.categoryId, await categoryId(t, '帐篷'))).limit(1))[0]!.id;
  wangfangId = (await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'wangfang')))[0]!.id;
});
afterAll(() => t.close());

const historyOf = (skuId: number) => t.db.select().from(productCostHistory).where(eq(productCostHistory.skuId, skuId)).orderBy(desc(productCostHistory.id));

describe('product cost list', () => {
  it('shows wangfang the SKUs of her categories and finance every SKU, with the demo costs', async () => {
    const mine = expectOk(await wangfang.call(costManageProductList, { query: { limit: 200 } }));
    expect(mine.rows.length).toBeGreaterThan(0);
    expect(mine.rows.every((r) => r.categoryPath === null || r.categoryPath.startsWith('家居 > '))).toBe(true);
    const all = expectOk(await lina.call(costManageProductList));
    expect(all.total).toBe((await t.db.select({ n: count() }).from(baseSkus))[0]!.n);
    const withCost = expectOk(await lina.call(costManageProductList, { query: { hasCost: 'true', origin: 'accounting', limit: 50 } }));
    expect(withCost.rows.length).toBeGreaterThan(0);
    expect(withCost.rows.every((r) => r.unitCost !== null && r.origin === 'accounting')).toBe(true);
    const without = expectOk(await lina.call(costManageProductList, { query: { hasCost: 'false', limit: 50 } }));
    expect(without.rows.every((r) => r.unitCost === null && r.costVersion === 0)).toBe(true);
    const tents = expectOk(await lina.call(costManageProductList, { query: { categoryId: await categoryId(t, '露营') } }));
    expect(tents.rows.every((r) => r.categoryPath?.startsWith('户外 > 露营 > '))).toBe(true);
    expect((await zhangwei.call(costManageProductList)).resCode).toBe(403);
    expect((await lina.callUnchecked(costManageProductList, { query: { hasCost: 'maybe' } })).resCode).toBe(400);
  });
});

describe('updating a cost', () => {
  it('records who, when, old, new and origin; getProductCostOrigin shows the trail', async () => {
    const before = expectOk(await wangfang.call(getProductCostOrigin, { query: { skuId: homeSku } }));
    const saved = expectOk(await wangfang.call(updateProductCost, { body: { skuId: homeSku, unitCost: '88.80', origin: 'purchase', remark: '新合同', costVersion: before.current.costVersion } }));
    expect(saved).toMatchObject({ unitCost: '88.80', origin: 'purchase', remark: '新合同', costVersion: before.current.costVersion + 1, updatedByName: '王芳' });
    expect((await t.db.select().from(productCosts).where(eq(productCosts.skuId, homeSku)))[0]).toMatchObject({ unitCost: '88.80', origin: 'purchase', updatedBy: wangfangId });
    const [last] = await historyOf(homeSku);
    expect(last).toMatchObject({ oldCost: before.current.unitCost, newCost: '88.80', origin: 'purchase', remark: '新合同', changedBy: wangfangId });
    const after = expectOk(await wangfang.call(getProductCostOrigin, { query: { skuId: homeSku } }));
    expect(after.history[0]).toMatchObject({ oldCost: before.current.unitCost, newCost: '88.80', origin: 'purchase', changedBy: { userId: wangfangId, name: '王芳' } });
    expect(after.history.length).toBe(before.history.length + 1);
  });

  it('refuses a stale version, the same value, bad input and SKUs out of view, changing nothing', async () => {
    const { current } = expectOk(await lina.call(getProductCostOrigin, { query: { skuId: homeSku } }));
    const trail = (await historyOf(homeSku)).length;
    expect(await lina.call(updateProductCost, { body: { skuId: homeSku, unitCost: '1.00', origin: 'manual', costVersion: current.costVersion - 1 } })).toMatchObject({ resCode: 409, resDes: '该SKU的成本价已被他人修改，请刷新后重试' });
    expect((await lina.call(updateProductCost, { body: { skuId: homeSku, unitCost: Number(current.unitCost), origin: 'manual' } })).resDes).toContain('相同');
    for (const [change, message] of [
      [{ unitCost: '-3' }, '成本价格式不正确'],
      [{ unitCost: '1.234' }, '成本价格式不正确'],
      [{ unitCost: '0' }, '成本价必须大于0'],
      [{ unitCost: '' }, '请填写成本价'],
      [{ origin: 'import' }, '请选择成本来源'],
      [{ skuId: 'x' }, 'SKU不正确'],
    ] as const) {
      const base: Record<string, unknown> = { skuId: homeSku, unitCost: '9.99', origin: 'manual' };
      const res = await lina.callUnchecked(updateProductCost, { body: { ...base, ...change } });
      expect(res.resCode, JSON.stringify(change)).toBe(400);
      expect(res.resDes).toContain(message);
    }
    expect(await wangfang.call(updateProductCost, { body: { skuId: outdoorSku, unitCost: '5.00', origin: 'manual' } })).toMatchObject({ resCode: 404, resDes: 'SKU不存在' });
    expect(await wangfang.call(getProductCostOrigin, { query: { skuId: outdoorSku } })).toMatchObject({ resCode: 404 });
    expect((await zhangwei.call(updateProductCost, { body: { skuId: homeSku, unitCost: '5.00', origin: 'manual' } })).resCode).toBe(403);
    expect((await historyOf(homeSku)).length).toBe(trail);
  });

  it('two changes at once are both recorded, one after the other', async () => {
    const trail = (await historyOf(outdoorSku)).length;
    const results = await Promise.all([
      lina.call(updateProductCost, { body: { skuId: outdoorSku, unitCost: '21.00', origin: 'manual' } }),
      lina.call(updateProductCost, { body: { skuId: outdoorSku, unitCost: '22.00', origin: 'manual' } }),
    ]);
    expect(results.map((r) => r.resCode)).toEqual([200, 200]);
    const history = await historyOf(outdoorSku);
    expect(history.length).toBe(trail + 2);
    expect(history[0]!.oldCost).toBe(history[1]!.newCost);
  });
});

describe('cost export', () => {
  it('exports the list with its filters and the asker’s scope through the report centre', async () => {
    const rows = await exportThroughTask(t, wangfang.token!, addProductCostExcelTask, { hasCost: 'true' });
    expect(rows[0]).toEqual(['SKU', 'SPU', '产品名称', '品牌', '品类', '产品状态', '成本价(元)', '成本来源', '备注', '修改人', '修改时间']);
    const data = rows.slice(1);
    const expected = expectOk(await wangfang.call(costManageProductList, { query: { hasCost: 'true', limit: 200 } }));
    expect(data.length).toBe(expected.total);
    expect(data.every((r) => String(r[4]).startsWith('家居 > ') && typeof r[6] === 'number')).toBe(true);
    expect((await lina.call(addProductCostExcelTask)).resCode).toBe(200);
    expect((await zhangwei.call(addProductCostExcelTask)).resCode).toBe(403);
    expect(productCostListScreen.code('export')).toBe('product-cost-list:btn_export');
  });
});

describe('产品成本导入', () => {
  const file = async (rows: unknown[][]) => ({ bytes: await xlsxOf(['SKU*', '成本价(元)*', '备注'], rows), name: '成本价.xlsx' });
  const skuOf = async (id: number) => (await t.db.select({ sku: baseSkus.sku }).from(baseSkus).where(eq(baseSkus.id, id)))[0]!.sku;
  const costOf = async (id: number) => (await t.db.select().from(productCosts).where(eq(productCosts.skuId, id)))[0];

  it('downloads the template under its Chinese name', async () => {
    const res = await lina.blob(downloadImportTemplate, { query: { kind: COST_IMPORT_KIND } });
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain('产品成本导入模板.xlsx');
    expect((await sheetRows(res.bytes))[0]).toEqual(['SKU*', '成本价(元)*', '备注']);
  });

  it('stores every row with origin import and its history; a row equal to the current cost changes nothing', async () => {
    const [home, outdoor] = [await skuOf(homeSku), await skuOf(outdoorSku)];
    const same = (await costOf(outdoorSku))!.unitCost;
    const trail = (await historyOf(outdoorSku)).length;
    const res = await lina.upload(importProductCost, await file([[home.toLowerCase(), '66.60', '2026年合同价'], [outdoor, same]]));
    expect(res.data).toMatchObject({ status: 'ok', rowCount: 2, errorCount: 0 });
    expect(await costOf(homeSku)).toMatchObject({ unitCost: '66.60', origin: 'import', remark: '2026年合同价' });
    expect((await historyOf(homeSku))[0]).toMatchObject({ newCost: '66.60', origin: 'import' });
    expect((await historyOf(outdoorSku)).length).toBe(trail);
  });

  it('stores nothing when a row is wrong, out of the importer’s scope or repeated, with the reasons in the error file', async () => {
    const [home, outdoor] = [await skuOf(homeSku), await skuOf(outdoorSku)];
    const before = await costOf(homeSku);
    const res = await wangfang.upload(importProductCost, await file([[home, '77.70'], [outdoor, '5.00'], ['NO-SUCH-SKU', '1.00'], [home, '78.00']]));
    expectRefused(res, 400, '3 行数据有误，未保存任何数据');
    expect(await costOf(homeSku)).toEqual(before);
    // The refusal carries the import record: its error file is the importer's to download.
    const recordId = (res.data as unknown as { recordId: number }).recordId;
    const errors = await sheetRows((await wangfang.blob(downloadImportErrors, { params: { id: recordId } })).bytes);
    expect(errors.slice(1).map((r) => r[3] ?? null)).toEqual([null, `SKU ${outdoor} 不存在或不在你的范围内`, 'SKU NO-SUCH-SKU 不存在或不在你的范围内', `SKU ${home} 在文件中重复`]);
    const bad = await wangfang.upload(importProductCost, await file([[home, '0'], ['', '3']]));
    expectRefused(bad, 400, '2 行数据有误');
    expect((await zhangwei.upload(importProductCost, await file([[home, '3.00']]))).resCode).toBe(403);
    expect(await costOf(homeSku)).toEqual(before);
  });
});
