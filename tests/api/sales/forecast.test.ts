import { eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditForecast,
  beforeWeekSale,
  forecastDetailGet,
  forecastList,
  forecastTabNum,
  generateForecast,
  historyForecast,
  NO_HISTORY_CODE,
  saveOrSubmitForecast,
  submitBatchForecast,
  trendChart,
  withdrawBatchForecast,
} from '@shared/api/sales/forecast';
import { addWeeks, isoWeekOf, sameWeekLastYear } from '@shared/api/sales/weeks';
import { addForecastSku, auditForecastSku } from '@shared/api/sales/forecastSku';
import { baseSkus, saleForecastVersions, saleWeeklySales, stores, users } from '../../../server/db/schema';
import { forecastInForce } from '../../../server/modules/sales';
import { createTestApp, type TestApp } from '../../support/app';
import { expectRefused } from '../../support/contract';
import { as, type As } from '../admin/support';

let t: TestApp;
let operator: As;
let manager: As;
let sales: As;
let skuId = 0;
let storeId = 0;
let emptyStoreId = 0;
const startWeek = addWeeks(isoWeekOf(new Date()), 2);

beforeAll(async () => {
  t = await createTestApp();
  [operator, manager, sales] = (await Promise.all(['wangfang', 'wuhao', 'zhangwei'].map((u) => t.login(u)))).map((tk) => as(t, tk));
  const [row] = await t.db.select({ skuId: saleWeeklySales.skuId, storeId: saleWeeklySales.storeId }).from(saleWeeklySales).limit(1);
  ({ skuId, storeId } = row!);
  [{ id: emptyStoreId }] = (await t.db.select({ id: stores.id }).from(stores).where(eq(stores.code, 'WMTUS-FBM'))) as [{ id: number }];
});
afterAll(() => t.close());

describe('销量预测', () => {
  it('drafts 12 weeks from history, and answers -1 without history', async () => {
    const draft = await operator.call(generateForecast, { query: { skuId, storeId, startWeek } });
    expect(draft.data!.weeks).toHaveLength(12);
    expect(draft.data!.weeks[0]!.week).toBe(startWeek);
    expect(draft.data!.weeks.every((w) => Number.isInteger(w.qty) && w.qty >= 0)).toBe(true);
    const none = await operator.callUnchecked(generateForecast, { query: { skuId, storeId: emptyStoreId, startWeek } });
    expect(none.resCode).toBe(NO_HISTORY_CODE);
    expectRefused(await operator.callUnchecked(generateForecast, { query: { skuId, storeId, startWeek: '2026-13' } }), 400, '周的格式');
  });

  it('drafts the numbers of its formula from known history: 8-week mean times last year\'s season', async () => {
    // A SKU with no sales in WMTUS-FBM gets a known history there.
    const [other] = await t.db.select({ id: baseSkus.id }).from(baseSkus).where(ne(baseSkus.id, skuId)).limit(1);
    const sku = other!.id;
    // Two weeks whose weeks last year differ: a 53rd week shares last year's 52nd with the 52nd.
    const start = sameWeekLastYear(startWeek) === sameWeekLastYear(addWeeks(startWeek, 1)) ? addWeeks(startWeek, 2) : startWeek;
    const row = (week: string, qty: number) => ({ skuId: sku, storeId: emptyStoreId, week, qty, amount: `${qty}.00`, currency: 'USD' });
    await t.db.insert(saleWeeklySales).values([
      // The 8 weeks before the start: 6 × 8 + 4 × 8 = 80 units, a base of 10 a week.
      ...Array.from({ length: 8 }, (_, i) => row(addWeeks(start, -8 + i), i % 2 ? 6 : 14)),
      // Last year: the start's week sold 30, the next 10 (a mean of 20): seasons 1.5 and 0.5.
      row(sameWeekLastYear(start), 30),
      row(sameWeekLastYear(addWeeks(start, 1)), 10),
    ]);
    const draft = (await operator.call(generateForecast, { query: { skuId: sku, storeId: emptyStoreId, startWeek: start } })).data!;
    expect(draft.base).toBe(10);
    expect(draft.weeks.map((w) => w.qty)).toEqual([15, 5, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10]);
    expect(draft.weeks.map((w) => w.week)).toEqual(Array.from({ length: 12 }, (_, i) => addWeeks(start, i)));
  });

  it('saves, edits, submits, and the manager approves; the version is in force for supply planning', async () => {
    const { weeks } = (await operator.call(generateForecast, { query: { skuId, storeId, startWeek } })).data!;
    const saved = (await operator.call(saveOrSubmitForecast, { body: { skuId, storeId, startWeek, weeks } })).data!;
    expect(saved).toMatchObject({ status: 'draft', version: 1 });
    const edited = weeks.map((w, i) => (i === 0 ? { ...w, qty: 777 } : w));
    const again = (await operator.call(saveOrSubmitForecast, { body: { id: saved.id, version: 1, skuId, storeId, startWeek, weeks: edited, submit: true } })).data!;
    expect(again).toMatchObject({ status: 'pending_audit', version: 3 });
    expectRefused(await operator.call(saveOrSubmitForecast, { body: { id: saved.id, skuId, storeId, startWeek, weeks: edited } }), 409, '不能修改');
    expectRefused(await operator.call(auditForecast, { query: { id: saved.id, pass: true } }), 403);
    expect((await manager.call(auditForecast, { query: { id: saved.id, version: 3, pass: true } })).data).toMatchObject({ to: 'approved' });
    expectRefused(await manager.call(auditForecast, { query: { id: saved.id, pass: false, comment: 'x' } }), 409);

    const chart = (await operator.call(trendChart, { query: { id: saved.id } })).data!;
    expect(chart.forecast[0]).toEqual({ week: startWeek, qty: 777 });
    expect(chart.inForce[0]!.qty).toBe(777);
    expect(chart.actual.length).toBeGreaterThan(0);
    const inForce = await forecastInForce(t.db, { skuIds: [skuId], storeIds: [storeId], fromWeek: startWeek, toWeek: startWeek });
    expect(inForce).toEqual([{ skuId, storeId, week: startWeek, qty: 777 }]);
    const history = (await operator.call(historyForecast, { query: { skuId, storeId } })).data!;
    expect(history[0]!.id).toBe(saved.id);
  });

  it('a version of a SKU listed under forecast is audited by the SKU\'s named auditor only', async () => {
    const admin = as(t, await t.login('admin'));
    const [{ id: adminId, name: adminName }] = await t.db.select({ id: users.id, name: users.name }).from(users).where(eq(users.username, 'admin'));
    const listed = (await operator.call(addForecastSku, { body: { storeId: emptyStoreId, skuIds: [skuId], auditorId: adminId } })).data!;
    await admin.call(auditForecastSku, { body: { id: listed.ids[0]!, pass: true } });
    const weeks = Array.from({ length: 12 }, (_, i) => ({ week: addWeeks(startWeek, i), qty: 10 + i }));
    const saved = (await operator.call(saveOrSubmitForecast, { body: { skuId, storeId: emptyStoreId, startWeek, weeks, submit: true } })).data!;

    expect((await manager.call(forecastDetailGet, { query: { id: saved.id } })).data!.actions).toEqual([]);
    expectRefused(await manager.call(auditForecast, { query: { id: saved.id, pass: true } }), 500, `该SKU在该店铺的预测由${adminName}审核`);
    expectRefused(await manager.call(auditForecast, { query: { id: saved.id, pass: false, comment: '偏高' } }), 500, `由${adminName}审核`);
    expect((await t.db.select().from(saleForecastVersions).where(eq(saleForecastVersions.id, saved.id)))[0]).toMatchObject({ status: 'pending_audit', version: saved.version, auditedBy: null });

    expect((await admin.call(forecastDetailGet, { query: { id: saved.id } })).data!.actions.map((a) => a.action).sort()).toEqual(['approve', 'reject']);
    expect((await admin.call(auditForecast, { query: { id: saved.id, version: saved.version, pass: true } })).data).toMatchObject({ to: 'approved' });
    expect((await t.db.select().from(saleForecastVersions).where(eq(saleForecastVersions.id, saved.id)))[0]).toMatchObject({ status: 'approved', auditedBy: adminId });
  });

  it('refuses bad weeks and quantities', async () => {
    const weeks = Array.from({ length: 12 }, (_, i) => ({ week: addWeeks(startWeek, i * 2), qty: 1 }));
    expectRefused(await operator.call(saveOrSubmitForecast, { body: { skuId, storeId, startWeek, weeks } }), 400, '连续12周');
    expectRefused(await operator.callUnchecked(saveOrSubmitForecast, { body: { skuId, storeId, startWeek, weeks: [{ week: startWeek, qty: -1 }] } }), 400);
    expectRefused(await operator.callUnchecked(saveOrSubmitForecast, { body: { skuId, storeId, startWeek, weeks: weeks.map((w) => ({ ...w, qty: 1.5 })) } }), 400, '整数');
    expectRefused(await sales.call(forecastList), 403);
  });

  it('submits and withdraws in batches, saying why some did not move', async () => {
    const { weeks } = (await operator.call(generateForecast, { query: { skuId, storeId, startWeek } })).data!;
    const a = (await operator.call(saveOrSubmitForecast, { body: { skuId, storeId, startWeek, weeks } })).data!;
    const b = (await operator.call(saveOrSubmitForecast, { body: { skuId, storeId, startWeek, weeks } })).data!;
    const submitted = (await operator.call(submitBatchForecast, { query: { ids: [a.id, b.id, 999999] } })).data!;
    expect(submitted.done.sort()).toEqual([a.id, b.id].sort());
    expect(submitted.failed).toEqual([{ id: 999999, message: '销量预测不存在' }]);
    const withdrawn = (await operator.call(withdrawBatchForecast, { query: { ids: [a.id] } })).data!;
    expect(withdrawn.done).toEqual([a.id]);
    const twice = (await operator.call(withdrawBatchForecast, { query: { ids: [a.id] } })).data!;
    expect(twice.failed[0]!.message).toContain('当前状态：已撤回');
    const detail = (await operator.call(forecastDetailGet, { query: { id: a.id } })).data!;
    expect(detail.log.map((l) => l.action)).toEqual(['save', 'submit', 'withdraw']);
    expect(detail.actions.map((x) => x.action)).toEqual(['submit']);
  });

  it('shows operators only their own forecasts', async () => {
    const mine = (await operator.call(forecastList)).data!;
    const all = (await manager.call(forecastList)).data!;
    const [wangfang] = mine.rows;
    expect(mine.rows.every((r) => r.createdBy === wangfang!.createdBy)).toBe(true);
    expect(all.total).toBeGreaterThanOrEqual(mine.total);
    const tabs = (await manager.call(forecastTabNum)).data!;
    for (const s of ['draft', 'pending_audit', 'approved', 'rejected', 'withdrawn']) expect(tabs[s], s).toBeGreaterThan(0);
    const before = (await operator.call(beforeWeekSale, { query: { skuId, storeId, week: startWeek, weeks: 4 } })).data!;
    expect(before.length).toBeLessThanOrEqual(4);
  });
});
