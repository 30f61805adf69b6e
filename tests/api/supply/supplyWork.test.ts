import { and, desc, eq, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importForecastIndicators } from '@shared/api/sales/forecastExcel';
import { addWeeks, isoWeekOf } from '@shared/api/sales/weeks';
import { inventoryPage, inventorySkus, psiPage } from '@shared/api/supply/inventory';
import { PARTIAL_SUCCESS } from '@shared/api/supply/common';
import { confirmSupplyPlan, replenishmentSuggestions, saveSupplyPlan } from '@shared/api/supply/plans';
import { saveSkuCarton } from '@shared/api/supply/stores';
import { batchAuditPlanTrack, closePlanTrack, logisticsTrackPage, supplyPlanTrackPage } from '@shared/api/supply/tracks';
import { groupPlatforms, groups, inventoryMovements, saleWeeklySales, stores, supplyStores } from '../../../server/db/schema';
import { createTestApp, type TestApp } from '../../support/app';
import { expectRefused } from '../../support/contract';
import { as, type As } from '../admin/support';
import { xlsxOf } from '../report/support';

let t: TestApp;
let operator: As; // wangfang 运营: imports weekly sales, plans
let supply: As; // gaofeng 供应链主管: reads stock and PSI, closes tracks
let manager: As; // wuhao 运营主管: audits tracks
const HEADER = ['店铺编码*', 'SKU*', '周*', '销量*', '销售额*'];
const fx = { storeId: 0, storeCode: '', warehouseId: 0, skuId: 0, sku: '' };
const week = addWeeks(isoWeekOf(new Date()), -1);
const sunday = (() => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() || 7) - 1) - 1); // last Sunday: the end of `week`
  return d.toISOString().slice(0, 10);
})();
/** Imports one week's figure; answers the import's status and message (a refusal says why). */
const importWeek = async (qty: number) => {
  const res = await operator.upload(importForecastIndicators, { bytes: await xlsxOf(HEADER, [[fx.storeCode, fx.sku, week, qty, `${qty * 10}.00`]]), name: '销量指标.xlsx' });
  const data = res.data as { status?: string; message?: string; errorCount?: number } | undefined;
  return { status: data?.status, errorCount: data?.errorCount, message: data?.message ?? res.resDes };
};
/** Imports the week's figure and expects it taken; a refusal says why. */
const importsOk = async (qty: number) => {
  const result = await importWeek(qty);
  expect(result.status, result.message).toBe('ok');
};
const onHand = async () => (await supply.call(inventoryPage, { query: { warehouseId: fx.warehouseId, sku: fx.sku } as never })).data!.rows.find((r) => r.skuId === fx.skuId)?.qty ?? 0;
const psiSales = async () => (await supply.call(psiPage, { query: { month: sunday.slice(0, 7), warehouseId: fx.warehouseId, sku: fx.sku } as never })).data!.rows.find((r) => r.skuId === fx.skuId)?.saleQty ?? 0;

beforeAll(async () => {
  t = await createTestApp();
  [operator, supply, manager] = (await Promise.all(['wangfang', 'gaofeng', 'wuhao'].map((u) => t.login(u)))).map((tk) => as(t, tk));
  // A supply store of the operator's platforms, and a SKU it replenishes with stock in its warehouse.
  const mine = await t.db
    .select({ storeId: stores.id, storeCode: stores.code, warehouseId: supplyStores.warehouseId })
    .from(supplyStores)
    .innerJoin(stores, eq(stores.id, supplyStores.storeId))
    .innerJoin(groupPlatforms, eq(groupPlatforms.platformId, stores.platformId))
    .innerJoin(groups, and(eq(groups.id, groupPlatforms.groupId), eq(groups.code, 'operations')))
    .where(eq(stores.enabled, true));
  let row: typeof fx | undefined;
  for (const store of mine) {
    const rows = (await operator.call(replenishmentSuggestions, { query: { storeId: store.storeId } as never })).data!;
    const found = rows.filter((r) => r.onHandQty >= 20).sort((a, b) => b.onHandQty - a.onHandQty)[0];
    if (found) {
      row = { ...store, skuId: found.skuId, sku: found.sku };
      break;
    }
  }
  expect(row).toBeDefined();
  Object.assign(fx, row);
});
afterAll(() => t.close());

describe('weekly sales leave stock (销售出库)', () => {
  it('books the units of an imported week out of the supply store warehouse: stock, PSI and replenishment move', async () => {
    const [before, soldBefore] = [await onHand(), await psiSales()];
    const suggestedBefore = (await operator.call(replenishmentSuggestions, { query: { storeId: fx.storeId, sku: fx.sku } as never })).data!.find((r) => r.skuId === fx.skuId);
    const [held] = await t.db.select({ qty: saleWeeklySales.qty }).from(saleWeeklySales).where(and(eq(saleWeeklySales.skuId, fx.skuId), eq(saleWeeklySales.storeId, fx.storeId), eq(saleWeeklySales.week, week)));
    const stored = 7; // the week may hold demo sales already: only the change is booked
    await importsOk((held?.qty ?? 0) + stored);
    expect(await onHand()).toBe(before - stored);
    expect(await psiSales()).toBe(soldBefore + stored);
    const [movement] = await t.db.select().from(inventoryMovements).where(and(eq(inventoryMovements.skuId, fx.skuId), eq(inventoryMovements.kind, 'sale'))).orderBy(desc(inventoryMovements.id)).limit(1);
    expect(movement).toMatchObject({ warehouseId: fx.warehouseId, qty: -stored, movedOn: sunday, reason: `销量指标 ${week}` });
    if (suggestedBefore) {
      const after = (await operator.call(replenishmentSuggestions, { query: { storeId: fx.storeId, sku: fx.sku } as never })).data!.find((r) => r.skuId === fx.skuId)!;
      expect(after.onHandQty).toBe(suggestedBefore.onHandQty - stored);
      expect(after.suggestedQty).toBeGreaterThanOrEqual(suggestedBefore.suggestedQty);
    }

    // Re-importing the week books only the difference; a lower figure returns units.
    const now = await onHand();
    const base = (held?.qty ?? 0) + stored;
    await importsOk(base + 3);
    expect(await onHand()).toBe(now - 3);
    await importsOk(base - 3);
    expect(await onHand()).toBe(now + 3);
  });

  it('refuses a week that would take stock below zero, storing nothing', async () => {
    const [before, sold] = [await onHand(), await psiSales()];
    const moves = await t.db.$count(inventoryMovements);
    expect(await importWeek(before + 1_000)).toMatchObject({ status: 'failed', errorCount: 1 });
    expect(await onHand()).toBe(before);
    expect(await psiSales()).toBe(sold);
    expect(await t.db.$count(inventoryMovements)).toBe(moves);
  });
});

describe('saveSupplyPlan', () => {
  it('refuses a store outside the caller platforms', async () => {
    const mine = t.db.select({ id: groupPlatforms.platformId }).from(groupPlatforms).innerJoin(groups, and(eq(groups.id, groupPlatforms.groupId), eq(groups.code, 'operations')));
    const [other] = await t.db.select({ id: stores.id }).from(stores).where(notInArray(stores.platformId, mine)).limit(1);
    expect(other).toBeDefined();
    expectRefused(await operator.call(saveSupplyPlan, { body: { storeId: other!.id, planWeek: isoWeekOf(new Date()), lines: [{ skuId: fx.skuId, qty: 10 }] } }), 404, '不在你负责的平台');
  });
});

const suggestionOf = async (query: Record<string, unknown> = {}) =>
  (await operator.call(replenishmentSuggestions, { query: { storeId: fx.storeId, sku: fx.sku, ...query } as never })).data!.find((r) => r.skuId === fx.skuId)!;

describe('plan tracks: batch audit and closing one that will not ship', () => {
  it('audits chosen tracks at once (failed ones named), and a closed track no longer counts as in transit', async () => {
    const before = await suggestionOf();
    const plan = (await operator.call(saveSupplyPlan, { body: { storeId: fx.storeId, planWeek: isoWeekOf(new Date()), lines: [{ skuId: fx.skuId, qty: 40 }] } })).data!;
    expect((await suggestionOf()).inTransitQty).toBe(before.inTransitQty + 40);
    await operator.call(confirmSupplyPlan, { query: { id: plan.id } });
    const [track] = (await operator.call(supplyPlanTrackPage, { query: { planId: plan.id } as never })).data!.rows;
    expect(track).toMatchObject({ status: 'pending_audit' });
    const [done] = (await manager.call(supplyPlanTrackPage, { query: { status: 'arrived', limit: 1 } as never })).data!.rows;

    expectRefused(await operator.call(batchAuditPlanTrack, { body: { ids: [track!.id], pass: true } }), 403);
    expectRefused(await manager.call(batchAuditPlanTrack, { body: { ids: [track!.id], pass: false } }), 400, '请填写驳回原因');
    const batch = await manager.call(batchAuditPlanTrack, { body: { ids: [track!.id, done!.id], pass: true } });
    expect(batch.resCode).toBe(PARTIAL_SUCCESS);
    expect(batch.data).toMatchObject({ done: [track!.id], failed: [{ id: done!.id, serialNo: done!.serialNo }] });

    expectRefused(await operator.call(closePlanTrack, { body: { id: track!.id, comment: '不发了' } }), 403);
    expectRefused(await supply.call(closePlanTrack, { body: { id: track!.id } }), 400);
    expect((await supply.call(closePlanTrack, { body: { id: track!.id, comment: '供应商停产' } })).data).toMatchObject({ from: 'approved', to: 'closed' });
    expect((await suggestionOf()).inTransitQty).toBe(before.inTransitQty);
    expect((await supply.call(logisticsTrackPage, { query: { status: 'closed', planId: plan.id } as never })).data!.rows.map((r) => r.id)).toEqual([track!.id]);
    expectRefused(await supply.call(closePlanTrack, { body: { id: track!.id, comment: '再关' } }), 409);
  });
});

describe('replenishment: transport mode per plan and carton sizes', () => {
  it('computes with the chosen mode\'s lead time and the SKU\'s own carton', async () => {
    expect((await suggestionOf({ transportMode: 'air' })).leadWeeks).toBe(2);
    expect((await suggestionOf({ transportMode: 'sea' })).leadWeeks).toBe(5);
    expectRefused(await operator.callUnchecked(replenishmentSuggestions, { query: { storeId: fx.storeId, transportMode: 'boat' } }), 400, '运输方式');
    expectRefused(await operator.call(saveSkuCarton, { body: { skuId: fx.skuId, cartonQty: 0 } }), 400, '箱规至少为1');
    expect((await operator.call(saveSkuCarton, { body: { skuId: fx.skuId, cartonQty: 7 } })).data).toEqual({ skuId: fx.skuId, cartonQty: 7 });
    const s = await suggestionOf();
    expect(s.cartonQty).toBe(7);
    expect(s.suggestedQty % 7).toBe(0);
    const plan = (await operator.call(saveSupplyPlan, { body: { storeId: fx.storeId, planWeek: isoWeekOf(new Date()), transportMode: 'air', lines: [{ skuId: fx.skuId, qty: 14 }] } })).data!;
    const [track] = (await operator.call(supplyPlanTrackPage, { query: { planId: plan.id } as never })).data!.rows;
    expect(track!.transportMode).toBe('air');
  });
});

describe('库存调整 picks any SKU', () => {
  it('searches the whole catalogue by SKU prefix for the holders of the change code', async () => {
    const found = (await supply.call(inventorySkus, { query: { sku: fx.sku.toLowerCase() } })).data!;
    expect(found.map((s) => s.sku)).toContain(fx.sku);
    expect(found.every((s) => s.sku.startsWith(fx.sku))).toBe(true);
    expectRefused(await operator.call(inventorySkus, { query: { sku: fx.sku } }), 403);
  });
});
