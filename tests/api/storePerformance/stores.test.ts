import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadImportErrors } from '@shared/api/report';
import { addOrUpdKeywordTask, delKeywordTask, queryKeywordTaskList, type KeywordTaskInput } from '@shared/api/storePerformance/keywords';
import {
  getHrmDepartmentInfo,
  getStoreDetail,
  getStoreInfo,
  healthTemplate,
  importStoreHealth,
  queryStoreGeneralSituation,
  queryStoreList,
  updStoreListById,
} from '@shared/api/storePerformance/stores';
import { perfKeywordTasks, perfStoreHealth, perfStoreSettings, stores } from '../../../server/db/schema';
import { createTestApp, type TestApp } from '../../support/app';
import { expectRefused } from '../../support/contract';
import { as, userId, type As } from '../admin/support';
import { sheetRows, xlsxOf } from '../report/support';

let t: TestApp;
let manager: As; // songyu 店铺经理: every store
let op: As; // wangfang 运营: stores of Amazon US/DE, Walmart US
let sales: As;
const store = { us: 0, jp: 0, de: 0 };
let wangfang = 0;

const HEADER = ['店铺代码*', '周（周一）*', '订单缺陷率%*', '迟发率%*', '取消率%*', '有效追踪率%*', '政策违规数*', '差评率%*'];
const sheet = async (rows: unknown[][], header = HEADER) => ({ bytes: await xlsxOf(header, rows), name: '店铺绩效.xlsx' });
/** The weeks of 2020 (the tests' own; the demo holds the last 52 weeks). */
const weeksOf = (id: number) => t.db.select().from(perfStoreHealth).where(and(eq(perfStoreHealth.storeId, id), like(perfStoreHealth.week, '2020-%'))).orderBy(perfStoreHealth.week);

beforeAll(async () => {
  t = await createTestApp();
  [manager, op, sales] = (await Promise.all(['songyu', 'wangfang', 'zhangwei'].map((u) => t.login(u)))).map((token) => as(t, token));
  wangfang = await userId(t, 'wangfang');
  const idOf = async (code: string) => (await t.db.select({ id: stores.id }).from(stores).where(eq(stores.code, code)))[0]!.id;
  store.us = await idOf('AMZUS-TECH');
  store.jp = await idOf('AMZJP-TECH');
  store.de = await idOf('AMZDE-FBM');
}, 60_000);
afterAll(() => t.close());

describe('store health import (店铺绩效导入)', () => {
  it('downloads the template and stores every row, replacing a store-week imported again', async () => {
    const template = await manager.blob(healthTemplate);
    expect((await sheetRows(template.bytes))[0]).toEqual(HEADER);
    const ok = await manager.upload(importStoreHealth, await sheet([
      ['AMZUS-TECH', '2020-01-06', '0.40', '1.10', '0.50', '99.20', '0', '1.50'],
      ['amzus-tech', '2020-01-13', '1.60%', '5.00', '0.50', '93.00', '2', '1.50'],
    ]));
    expect(ok.resCode, ok.resDes).toBe(200);
    expect(ok.data).toMatchObject({ status: 'ok', rowCount: 2, errorCount: 0 });
    expect((await weeksOf(store.us)).map((w) => [w.week, w.orderDefectRate, w.policyViolations])).toEqual([
      ['2020-01-06', '0.40', 0],
      ['2020-01-13', '1.60', 2],
    ]);
    expect((await manager.upload(importStoreHealth, await sheet([['AMZUS-TECH', '2020-01-13', '0.90', '1.00', '0.50', '99.00', '0', '1.00']]))).resCode).toBe(200);
    expect((await weeksOf(store.us)).map((w) => w.orderDefectRate)).toEqual(['0.40', '0.90']);
  });

  it('stores nothing when any row is wrong, with every reason in the error file', async () => {
    const res = await manager.upload(importStoreHealth, await sheet([
      ['AMZDE-FBM', '2020-01-06', '0.40', '1.10', '0.50', '99.20', '0', '1.50'],
      ['AMZDE-FBM', '2020-01-07', '0.40', '1.10', '0.50', '99.20', '0', '1.50'],
      ['AMZDE-FBM', '2020-01-13', '120', '1.10', '0.50', '99.20', '-1', '1.50'],
    ]));
    expectRefused(res, 400, '2 行数据有误，未保存任何数据');
    expect(await weeksOf(store.de)).toHaveLength(0);
    const errors = await sheetRows((await manager.blob(downloadImportErrors, { params: { id: (res.data as unknown as { recordId: number }).recordId } })).bytes);
    expect(errors.slice(1).map((r) => r[8] ?? null)).toEqual([null, '周请填写该周的周一日期', '订单缺陷率应为0到100的数字，最多两位小数；政策违规数应为不小于0的整数']);
    const again = await op.upload(importStoreHealth, await sheet([['NOPE', '2020-01-06', '1', '1', '1', '99', '0', '1'], ['AMZUS-TECH', '2020-01-20', '1', '1', '1', '99', '0', '1']]));
    expect(again.resCode).toBe(403);
    const dup = await manager.upload(importStoreHealth, await sheet([['NOPE', '2020-01-06', '1', '1', '1', '99', '0', '1'], ['AMZDE-FBM', '2020-01-20', '1', '1', '1', '99', '0', '1'], ['AMZDE-FBM', '2020-01-20', '1', '1', '1', '99', '0', '1']]));
    expectRefused(dup, 400, '2 行数据有误');
    const reasons = (await sheetRows((await manager.blob(downloadImportErrors, { params: { id: (dup.data as unknown as { recordId: number }).recordId } })).bytes)).slice(1).map((r) => r[8] ?? null);
    expect(reasons).toEqual(['店铺代码 NOPE 不存在或不在您的店铺范围内', null, '同一店铺同一周在文件中重复']);
    expect(await weeksOf(store.de)).toHaveLength(0);
    expectRefused(await manager.upload(importStoreHealth), 501);
  });
});

describe('stores (绩效店铺, 店铺概况, 店铺详情)', () => {
  it('saves department and owner with a version; a stale or wrong save changes nothing', async () => {
    const departments = (await manager.call(getHrmDepartmentInfo)).data!;
    expect(departments.find((d) => d.department === '运营部')?.members).toBeGreaterThan(0);
    const before = (await manager.call(queryStoreList, { query: { name: 'AMZUS-TECH' } })).data!.rows[0]!.version;
    const body = { storeId: store.us, department: '运营部', ownerId: wangfang, remark: '主推店铺', version: before };
    expect((await manager.call(updStoreListById, { body })).data).toEqual({ storeId: store.us, version: before + 1 });
    expectRefused(await manager.call(updStoreListById, { body }), 409, '已被他人修改');
    const now = before + 1;
    expectRefused(await manager.call(updStoreListById, { body: { ...body, version: now, department: '不存在的部门' } }), 400, '部门不在员工档案中');
    expectRefused(await manager.call(updStoreListById, { body: { ...body, version: now, ownerId: 999999 } }), 400, '负责人不存在或已停用');
    expectRefused(await op.call(updStoreListById, { body: { ...body, version: now } }), 403);
    const [saved] = await t.db.select().from(perfStoreSettings).where(eq(perfStoreSettings.storeId, store.us));
    expect(saved).toMatchObject({ department: '运营部', ownerId: wangfang, remark: '主推店铺', version: now });
    const listed = (await manager.call(queryStoreList, { query: { name: 'AMZUS-TECH' } })).data!.rows;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ department: '运营部', ownerName: '王芳', version: now });
    expect(listed[0]!.latest).toMatchObject({ week: expect.any(String) });
  });

  it('scope: the store manager sees every store, an operator the stores of her platforms', async () => {
    const codes = async (who: As) => (await who.call(queryStoreList, { query: { limit: 200 } })).data!.rows.map((r) => r.storeCode);
    expect(await codes(manager)).toEqual(expect.arrayContaining(['AMZUS-TECH', 'AMZJP-TECH']));
    expectRefused(await op.call(queryStoreList), 403);
    const options = (await op.call(getStoreInfo, { query: { name: 'AMZ' } })).data!.map((s) => s.storeCode);
    expect(options).toContain('AMZUS-TECH');
    expect(options).not.toContain('AMZJP-TECH');
    expectRefused(await sales.call(getStoreInfo), 403);
  });

  it('the overview counts stores at risk per figure; the detail holds every week', async () => {
    const res = await manager.upload(importStoreHealth, await sheet([
      ['AMZJP-TECH', '2020-01-13', '2.00', '1.00', '0.50', '99.00', '0', '1.00'],
      ['AMZJP-TECH', '2020-01-06', '0.50', '1.00', '0.50', '99.00', '0', '1.00'],
    ]));
    expect(res.resCode, res.resDes).toBe(200);
    const overview = (await manager.call(queryStoreGeneralSituation, { query: { week: '2020-01-13' } })).data!;
    expect(overview.week).toBe('2020-01-13');
    const jp = overview.rows.find((r) => r.storeId === store.jp)!;
    expect(jp.risks).toEqual(['orderDefectRate']);
    expect(overview.risks.orderDefectRate).toBeGreaterThanOrEqual(1);
    expect(overview.trend.some((p) => p.week === '2020-01-13' && p.figure === 'orderDefectRate')).toBe(true);
    expectRefused(await manager.call(queryStoreGeneralSituation, { query: { week: '2020-01-14' } }), 400, '周请填写该周的周一日期');
    const detail = (await manager.call(getStoreDetail, { query: { storeId: store.jp } })).data!;
    expect(detail.weeks.map((w) => w.week).slice(-2)).toEqual(['2020-01-13', '2020-01-06']);
    expect(detail.weeks.at(-2)!.risks).toEqual(['orderDefectRate']);
    expect(detail.weeks.length).toBeGreaterThanOrEqual(52);
    const atRisk = (await manager.call(queryStoreList, { query: { atRisk: 'true', limit: 200 } })).data!.rows;
    expect(atRisk.every((r) => r.latest!.risks.length > 0)).toBe(true);
    const healthy = (await manager.call(queryStoreList, { query: { atRisk: 'false', limit: 200 } })).data!.rows;
    expect(healthy.every((r) => !r.latest || r.latest.risks.length === 0)).toBe(true);
    expect(atRisk.length + healthy.length).toBe((await manager.call(queryStoreList, { query: { limit: 200 } })).data!.total);
    expectRefused(await manager.call(getStoreDetail, { query: { storeId: 999999 } }), 404, '店铺不存在');
  });
});

describe('keyword tasks (关键词任务)', () => {
  const input = (over: Partial<KeywordTaskInput> = {}): KeywordTaskInput => ({ storeId: store.us, asin: 'b0test0001', keyword: 'kitchen organizer', targetRank: 5, currentRank: 12, ownerId: wangfang, ...over });
  const live = () => t.db.select().from(perfKeywordTasks).where(and(like(perfKeywordTasks.asin, 'B0TEST%')));

  it('are added, edited with a version, listed, and deleted over GET idempotently', async () => {
    const added = await op.call(addOrUpdKeywordTask, { body: input() });
    expect(added.resCode, added.resDes).toBe(200);
    const { id, version } = added.data!;
    expectRefused(await op.call(addOrUpdKeywordTask, { body: input() }), -2, '已有此关键词任务');
    expect((await op.call(addOrUpdKeywordTask, { body: input({ id, version, currentRank: 4 }) })).data!.version).toBe(version + 1);
    expectRefused(await op.call(addOrUpdKeywordTask, { body: input({ id, version, currentRank: 3 }) }), 409, '已被他人修改');
    const rows = (await op.call(queryKeywordTaskList, { query: { asin: 'B0TEST' } })).data!.rows;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ asin: 'B0TEST0001', currentRank: 4, reached: true, ownerName: '王芳' });
    expect((await op.call(queryKeywordTaskList, { query: { asin: 'B0TEST', reached: 'false' } })).data!.rows).toHaveLength(0);
    expectRefused(await op.call(delKeywordTask, { query: { id, version } }), 409);
    const [a, b] = await Promise.all([op.call(delKeywordTask, { query: { id, version: version + 1 } }), op.call(delKeywordTask, { query: { id, version: version + 1 } })]);
    expect([a.resCode, b.resCode]).toEqual([200, 200]);
    const [row] = await live();
    expect(row!.deletedAt).not.toBeNull();
    expect(row!.version).toBe(version + 2);
    expect((await op.call(queryKeywordTaskList, { query: { asin: 'B0TEST' } })).data!.rows).toHaveLength(0);
  });

  it('refuses bad input, stores out of view and callers without the code', async () => {
    expectRefused(await op.call(addOrUpdKeywordTask, { body: input({ asin: 'B0X' }) }), 400, 'ASIN应为10位字母或数字');
    expectRefused(await op.call(addOrUpdKeywordTask, { body: input({ targetRank: 0 }) }), 400, '目标排名应为1到1000的整数');
    expectRefused(await op.call(addOrUpdKeywordTask, { body: input({ storeId: store.jp, asin: 'B0TEST0002' }) }), 404, '店铺不存在');
    expectRefused(await sales.call(addOrUpdKeywordTask, { body: input({ asin: 'B0TEST0003' }) }), 403);
    expectRefused(await sales.call(delKeywordTask, { query: { id: 1, version: 1 } }), 403);
    expect((await live()).filter((r) => !r.deletedAt)).toHaveLength(0);
  });
});
