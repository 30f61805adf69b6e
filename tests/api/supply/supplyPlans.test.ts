import Big from 'big.js';
import { and, desc, eq, gte, lt, lte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARTIAL_SUCCESS } from '@shared/api/supply/common';
import { changeInventory, inventoryPage, movementPage, psiPage } from '@shared/api/supply/inventory';
import {
  addSupplySkuLog,
  confirmSupplyPlan,
  deleteSupplyPlan,
  querySupplyPlanDetail,
  querySupplySkuLog,
  replenishmentSuggestions,
  saveSupplyPlan,
  signSupplyPlan,
  supplyChannelCategory,
  supplyPlanPage,
  type SuggestionRow,
} from '@shared/api/supply/plans';
import { supplyPlanTabNum } from '@shared/api/supply/plans';
import { supplyPlanTrackTabNum } from '@shared/api/supply/tracks';
import { supplyPlanMachine, supplyTrackMachine } from '@shared/workflow';
import { getWarehouseTransportWay, saveSupplyStore, supplyPlanLogistics, supplyStoreList } from '@shared/api/supply/stores';
import {
  auditSupplyPlanTrack,
  batchConfirmPlanTrack,
  exportLogisticsTrack,
  importLogisticsTrack,
  importSupplyPlanPo,
  logisticsTrackPage,
  saveConfirmSupplyPlanTrack,
  splitPlanTrack,
  supplyPlanTrackPage,
  withdrawPlanTrack,
} from '@shared/api/supply/tracks';
import { isoWeekOf } from '@shared/api/sales/weeks';
import { getAllChannelShow } from '@shared/api/reference/platforms';
import { exchangeRates, inventoryBalances, inventoryMovements, stores, supplyPlans, warehouses } from '../../../server/db/schema';
import { createTestApp, type TestApp } from '../../support/app';
import { expectRefused } from '../../support/contract';
import { as, type As } from '../admin/support';
import { sheetRows, xlsxOf } from '../report/support';

let t: TestApp;
let operator: As; // wangfang 运营: plans
let manager: As; // wuhao 运营主管: audits
let supply: As; // gaofeng 供应链主管: confirms, imports, signs
let outsider: As; // zhangwei 销售: no supply screen
let storeId = 0;
let warehouseId = 0;
let suggestion: SuggestionRow;
const planWeek = isoWeekOf(new Date());
const xlsx = async (header: string[], rows: unknown[][], name: string) => ({ bytes: await xlsxOf(header, rows), name });
const tracksOf = async (planId: number) => (await operator.call(supplyPlanTrackPage, { query: { planId, limit: 50 } })).data!.rows.sort((a, b) => a.id - b.id);

beforeAll(async () => {
  t = await createTestApp();
  [operator, manager, supply, outsider] = (await Promise.all(['wangfang', 'wuhao', 'gaofeng', 'zhangwei'].map((u) => t.login(u)))).map((tk) => as(t, tk));
  [{ id: storeId }] = (await t.db.select({ id: stores.id }).from(stores).where(eq(stores.code, 'AMZUS-HOME'))) as [{ id: number }];
  [{ id: warehouseId }] = (await t.db.select({ id: warehouses.id }).from(warehouses).where(eq(warehouses.code, 'FBA-ONT8'))) as [{ id: number }];
  const saved = await manager.call(saveSupplyStore, { body: { storeId, warehouseId, transportMode: 'sea', safetyWeeks: 2, enabled: true } });
  expect(saved.resCode, saved.resDes).toBe(200);
});
afterAll(() => t.close());

describe('演示数据', () => {
  it('holds plans and tracks in every state, made from the demo forecasts', async () => {
    const plans = (await manager.call(supplyPlanTabNum)).data!;
    for (const state of supplyPlanMachine.tabs) expect(plans[state], state).toBeGreaterThan(0);
    const tracks = (await manager.call(supplyPlanTrackTabNum)).data!;
    for (const state of supplyTrackMachine.tabs) expect(tracks[state], state).toBeGreaterThan(0);
  });

  it('gives 运营主管 his operators’ platforms and 供应链主管 every supplied store’s platform', async () => {
    // 吴昊's sales store picker lists his operators' stores (Amazon US/DE, Walmart US), not Amazon JP's.
    const seen = (await manager.call(getAllChannelShow, { query: { limit: 500 } })).data!.map((s) => s.storeCode);
    expect(seen).toEqual(expect.arrayContaining(['AMZUS-HOME', 'AMZDE-HOME', 'WMTUS-WFS']));
    expect(seen).not.toContain('AMZJP-HOME');
    // 高峰's FBA补货计划 holds suggestions for the demo's supplied stores.
    const suggested = new Set((await supply.call(replenishmentSuggestions, { query: { planWeek } })).data!.map((r) => r.storeId));
    expect(suggested).toContain(storeId);
  });
});

describe('补货建议', () => {
  it('suggests from the forecast in force, on hand and in transit, rounded up to the carton, with its formula', async () => {
    const rows = (await operator.call(replenishmentSuggestions, { query: { storeId, planWeek } })).data!;
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      const need = r.demandQty + r.safetyQty - r.onHandQty - r.inTransitQty;
      expect(r.suggestedQty).toBe(need <= 0 ? 0 : Math.ceil(need / r.cartonQty) * r.cartonQty);
      expect(r.leadWeeks).toBe(5);
      expect(r.formula).toContain(`在库 ${r.onHandQty}`);
    }
    suggestion = rows.find((r) => r.demandQty > 0)!;
    expect(suggestion).toBeDefined();
    const ways = (await operator.call(getWarehouseTransportWay, { query: { warehouseId } })).data!;
    expect(ways.map((w) => [w.label, w.leadDays])).toEqual([['海运', 35], ['空运', 10], ['快递', 5], ['铁路', 25]]);
    expectRefused(await outsider.call(replenishmentSuggestions, { query: { storeId } }), 403);
  });
});

describe('供货计划 to shipment', () => {
  let planId = 0;

  it('makes a plan from suggestions, splits a line, submits, audits, batch-confirms with one bad line, imports PO and logistics, and PSI follows', async () => {
    const plan = (await operator.call(saveSupplyPlan, { body: { storeId, planWeek, lines: [{ skuId: suggestion.skuId, qty: 100 }] } })).data!;
    planId = plan.id;
    expect(plan).toMatchObject({ status: 'draft' });
    const detail = (await operator.call(querySupplyPlanDetail, { query: { id: planId } })).data!;
    expect(detail.lines[0]).toMatchObject({ skuId: suggestion.skuId, qty: 100, suggestedQty: suggestion.suggestedQty, demandQty: suggestion.demandQty });
    expect(detail.actions.map((a) => a.action).sort()).toEqual(['confirm', 'delete']);

    const [track] = await tracksOf(planId);
    expect(track).toMatchObject({ qty: 100, status: 'draft' });
    expectRefused(await operator.call(splitPlanTrack, { body: { id: track!.id, qtys: [60, 50] } }), 400, '合计 110');
    expectRefused(await manager.call(splitPlanTrack, { body: { id: track!.id, qtys: [60, 40] } }), 403);
    expect((await operator.call(splitPlanTrack, { body: { id: track!.id, qtys: [60, 40] } })).data!.ids).toHaveLength(2);
    const [first, second] = await tracksOf(planId);
    expect([first!.qty, second!.qty]).toEqual([60, 40]);
    expect(second!.splitFrom).toBe(first!.id);
    expect((await operator.call(querySupplyPlanDetail, { query: { id: planId } })).data!.totalQty).toBe(100);

    expectRefused(await manager.call(confirmSupplyPlan, { query: { id: planId } }), 403);
    expect((await operator.call(confirmSupplyPlan, { query: { id: planId, version: detail.version } })).data).toMatchObject({ to: 'submitted' });
    expectRefused(await operator.call(confirmSupplyPlan, { query: { id: planId } }), 409, '当前状态：已提交');
    expect((await tracksOf(planId)).map((x) => x.status)).toEqual(['pending_audit', 'pending_audit']);
    expectRefused(await supply.call(signSupplyPlan, { query: { id: planId } }), 500, '未审核');

    await operator.call(withdrawPlanTrack, { body: { id: second!.id } });
    expect((await operator.call(saveConfirmSupplyPlanTrack, { body: { id: second!.id, qty: 30, shipDate: '2026-12-01' } })).data).toMatchObject({ to: 'pending_audit' });
    expect((await operator.call(querySupplyPlanDetail, { query: { id: planId } })).data!.totalQty).toBe(90);

    expectRefused(await operator.call(auditSupplyPlanTrack, { body: { id: first!.id, pass: true } }), 403);
    await manager.call(auditSupplyPlanTrack, { body: { id: first!.id, pass: true } });
    expectRefused(await manager.call(auditSupplyPlanTrack, { body: { id: second!.id, pass: false } }), 400, '请填写驳回原因');
    await manager.call(auditSupplyPlanTrack, { body: { id: second!.id, pass: false, comment: '数量偏少' } });
    expect((await supply.call(signSupplyPlan, { query: { id: planId } })).data).toMatchObject({ to: 'signed' });

    const batch = await supply.call(batchConfirmPlanTrack, { body: { ids: [first!.id, second!.id] } });
    expect(batch.resCode).toBe(PARTIAL_SUCCESS);
    expect(batch.data).toMatchObject({ done: [first!.id], failed: [{ id: second!.id, serialNo: second!.serialNo }] });
    expect((batch.data as { failed: Array<{ message: string }> }).failed[0]!.message).toContain('已驳回');
    const again = await supply.call(batchConfirmPlanTrack, { body: { ids: [first!.id] } });
    expect(again.resCode).toBe(PARTIAL_SUCCESS);

    const PO = ['跟踪单号', 'PO号', '供应商'];
    expect((await supply.upload(importSupplyPlanPo, await xlsx(PO, [[first!.serialNo, 'PO-1', '宁波家居'], [second!.serialNo, 'PO-2', '宁波家居']], 'po.xlsx'))).data).toMatchObject({ status: 'failed', errorCount: 1 });
    expect((await tracksOf(planId))[0]!.status).toBe('confirmed');
    expect((await supply.upload(importSupplyPlanPo, await xlsx(PO, [[first!.serialNo, 'PO-1', '宁波家居']], 'po.xlsx'))).data).toMatchObject({ status: 'ok' });

    const before = (await supply.call(inventoryPage, { query: { warehouseId } })).data!.rows.find((r) => r.skuId === suggestion.skuId)?.qty ?? 0;
    const exported = await supply.blob(exportLogisticsTrack, { query: { planId } });
    expect(decodeURIComponent(String(exported.headers['content-disposition']))).toContain('物流跟踪.xlsx');
    const sheet = await sheetRows(exported.bytes);
    const header = sheet[0] as string[];
    const row = sheet.find((r) => r[0] === first!.serialNo)!.slice();
    row[header.indexOf('物流商')] = 'Matson';
    row[header.indexOf('运单号')] = 'MATS001';
    row[header.indexOf('发货日期')] = '2026-11-02';
    row[header.indexOf('到货日期')] = '2026-11-20';
    const badRow = [...row];
    badRow[0] = second!.serialNo;
    expect((await supply.upload(importLogisticsTrack, await xlsx(header, [row, badRow], '物流跟踪.xlsx'))).data).toMatchObject({ status: 'failed', errorCount: 1 });
    expect((await supply.upload(importLogisticsTrack, await xlsx(header, [row], '物流跟踪.xlsx'))).data).toMatchObject({ status: 'ok' });
    const shipped = (await supply.call(logisticsTrackPage, { query: { planId } })).data!.rows;
    expect(shipped).toHaveLength(1);
    expect(shipped[0]).toMatchObject({ status: 'arrived', carrier: 'Matson', trackingNo: 'MATS001', shippedOn: '2026-11-02', arrivedOn: '2026-11-20', poNo: 'PO-1' });
    const after = (await supply.call(inventoryPage, { query: { warehouseId } })).data!.rows.find((r) => r.skuId === suggestion.skuId)!.qty;
    expect(after).toBe(before + 60);

    const psiAnswer = await supply.call(psiPage, { query: { month: '2026-11', warehouseId } });
    expect(psiAnswer.resCode, psiAnswer.resDes).toBe(200);
    const psi = psiAnswer.data!.rows.find((r) => r.skuId === suggestion.skuId)!;
    expect(psi.purchaseQty).toBeGreaterThanOrEqual(60);
  });

  it('changes inventory with a reason and a log, never below zero', async () => {
    expectRefused(await operator.call(changeInventory, { body: { skuId: suggestion.skuId, warehouseId, qty: 5, reason: '盘盈' } }), 403);
    expectRefused(await supply.callUnchecked(changeInventory, { body: { skuId: suggestion.skuId, warehouseId, qty: 5 } }), 400, '请填写调整原因');
    expectRefused(await supply.call(changeInventory, { body: { skuId: suggestion.skuId, warehouseId, qty: -1_000_000, reason: '盘亏' } }), 500, '库存不足');
    const changed = (await supply.call(changeInventory, { body: { skuId: suggestion.skuId, warehouseId, qty: -5, reason: '盘亏：破损' } })).data!;
    const log = (await supply.call(movementPage, { query: { kind: 'adjust', warehouseId } })).data!.rows[0]!;
    expect(log).toMatchObject({ id: changed.movementId, qty: -5, reason: '盘亏：破损', creatorName: '高峰' });
  });

  it('PSI of every month is consistent with the movements that made it', async () => {
    const month = new Date().toISOString().slice(0, 7);
    for (const m of ['2026-11', month]) {
      const rows = (await supply.call(psiPage, { query: { month: m, limit: 200 } })).data!.rows;
      const end = new Date(Date.UTC(Number(m.slice(0, 4)), Number(m.slice(5)), 1)).toISOString().slice(0, 10);
      for (const r of rows) {
        expect(r.openingQty + r.purchaseQty - r.saleQty + r.adjustQty).toBe(r.closingQty);
        const [sum] = await t.db
          .select({ n: sql<number>`coalesce(sum(${inventoryMovements.qty}), 0)::int` })
          .from(inventoryMovements)
          .where(and(eq(inventoryMovements.skuId, r.skuId), eq(inventoryMovements.warehouseId, r.warehouseId), lt(inventoryMovements.movedOn, end)));
        expect(r.closingQty).toBe(sum!.n);
        const [bought] = await t.db
          .select({ n: sql<number>`coalesce(sum(${inventoryMovements.qty}), 0)::int` })
          .from(inventoryMovements)
          .where(and(eq(inventoryMovements.skuId, r.skuId), eq(inventoryMovements.warehouseId, r.warehouseId), eq(inventoryMovements.kind, 'purchase'), gte(inventoryMovements.movedOn, `${m}-01`), lt(inventoryMovements.movedOn, end)));
        expect(r.purchaseQty).toBe(bought!.n);
      }
    }
    const balances = await t.db.select().from(inventoryBalances);
    for (const b of balances) {
      const [sum] = await t.db
        .select({ n: sql<number>`coalesce(sum(${inventoryMovements.qty}), 0)::int` })
        .from(inventoryMovements)
        .where(and(eq(inventoryMovements.skuId, b.skuId), eq(inventoryMovements.warehouseId, b.warehouseId)));
      expect(b.qty).toBe(sum!.n);
    }
  });

  it('shows the plan’s log, edits a draft’s units, and estimates the logistics cost per line in USD and CNY', async () => {
    const log = (await manager.call(querySupplyPlanDetail, { query: { id: planId } })).data!.log;
    expect(log.map((e) => [e.action, e.toStatus, e.actorName])).toEqual(expect.arrayContaining([['save', 'draft', '王芳'], ['confirm', 'submitted', '王芳']]));

    const draft = (await operator.call(saveSupplyPlan, { body: { storeId, planWeek, lines: [{ skuId: suggestion.skuId, qty: 20 }] } })).data!;
    const edit = (qty: number, version = draft.version) => ({ body: { id: draft.id, version, storeId, planWeek, lines: [{ skuId: suggestion.skuId, qty }] } });
    expectRefused(await manager.call(saveSupplyPlan, edit(40)), 403);
    expectRefused(await operator.call(saveSupplyPlan, edit(0)), 400, '计划数量必须大于0');
    expect((await operator.call(saveSupplyPlan, edit(40))).data).toMatchObject({ id: draft.id, status: 'draft' });
    expectRefused(await operator.call(saveSupplyPlan, edit(60)), 409);
    const edited = (await operator.call(querySupplyPlanDetail, { query: { id: draft.id } })).data!;
    expect([edited.lines[0]!.qty, edited.totalQty, (await tracksOf(draft.id))[0]!.qty]).toEqual([40, 40, 40]);
    expect(edited.log.map((e) => e.action)).toEqual(['save', 'edit']);
    expectRefused(await operator.call(saveSupplyPlan, { body: { id: planId, storeId, planWeek, lines: [{ skuId: suggestion.skuId, qty: 10 }] } }), 500, '不能修改');

    const cost = (await operator.call(supplyPlanLogistics, { query: { planId: draft.id } })).data!;
    expect(cost).toMatchObject({ currency: 'USD', missing: [] });
    expect(cost.lines).toHaveLength(1);
    expect(cost.lines[0]).toMatchObject({ skuId: suggestion.skuId, qty: 40 });
    expect(cost.lines[0]!.cost).toBe(new Big(cost.lines[0]!.weightKg!).times(cost.costPerKg!).toFixed(2));
    expect(cost.totalCost).toBe(cost.lines[0]!.cost);
    const [usd] = await t.db.select().from(exchangeRates).where(and(eq(exchangeRates.currency, 'USD'), lte(exchangeRates.rateDate, new Date().toISOString().slice(0, 10)))).orderBy(desc(exchangeRates.rateDate)).limit(1);
    expect(new Big(cost.rate!).eq(usd!.rate)).toBe(true);
    expect(cost.totalCostCny).toBe(new Big(cost.totalCost!).times(usd!.rate).toFixed(2));
    await operator.call(deleteSupplyPlan, { body: { id: draft.id } });
  });

  it('keeps SKU notes, estimates logistics cost, deletes a draft with its tracks, and shows plans by scope', async () => {
    const note = (await operator.call(addSupplySkuLog, { body: { planId, skuId: suggestion.skuId, content: '旺季前多备一箱' } })).data!;
    expect((await manager.call(querySupplySkuLog, { query: { planId } })).data![0]).toMatchObject({ id: note.id, content: '旺季前多备一箱', creatorName: '王芳' });
    expectRefused(await operator.call(addSupplySkuLog, { body: { planId, skuId: 999999, content: 'x' } }), 400, '不在此供货计划');
    const cost = (await operator.call(supplyPlanLogistics, { query: { planId } })).data!;
    expect(cost.totalKg).toMatch(/^\d+\.\d{2}$/);

    const draft = (await operator.call(saveSupplyPlan, { body: { storeId, planWeek, lines: [{ skuId: suggestion.skuId, qty: 20 }] } })).data!;
    expectRefused(await operator.call(saveSupplyPlan, { body: { storeId, planWeek, lines: [{ skuId: suggestion.skuId, qty: 1 }, { skuId: suggestion.skuId, qty: 2 }] } }), 400, '只能出现一次');
    await operator.call(deleteSupplyPlan, { body: { id: draft.id } });
    expect(await tracksOf(draft.id)).toHaveLength(0);
    expectRefused(await operator.call(querySupplyPlanDetail, { query: { id: draft.id } }), 404, '供货计划不存在');

    const own = (await operator.call(supplyPlanPage)).data!;
    const all = (await manager.call(supplyPlanPage)).data!;
    expect(own.rows.map((p) => p.id)).toContain(planId);
    expect(own.total).toBe(own.rows.length); // the maintained total beside the page, not 0
    expect(all.total).toBeGreaterThanOrEqual(own.total);
    const tracks = (await operator.call(supplyPlanTrackPage)).data!;
    expect(tracks.total).toBe(tracks.rows.length);
    expectRefused(await outsider.call(supplyPlanPage), 403);

    // By the stores' channel (as supplyChannelCategory lists it): AMZUS-HOME is an FBA store.
    const channels = (await manager.call(supplyChannelCategory)).data!;
    expect(channels.find((c) => c.channel === 'FBA')?.stores.map((s) => s.id)).toContain(storeId);
    const fba = (await manager.call(supplyPlanPage, { query: { channel: 'FBA' } })).data!;
    expect(fba.rows.map((p) => p.id)).toContain(planId);
    const wfs = (await manager.call(supplyPlanPage, { query: { channel: 'WFS' } })).data!;
    expect(wfs.rows.map((p) => p.id)).not.toContain(planId);
    expect((await manager.call(supplyPlanPage, { query: { channel: 'FBA', storeId } })).data!.rows.every((p) => p.storeId === storeId)).toBe(true);
    expectRefused(await manager.callUnchecked(supplyPlanPage, { query: { channel: 'F'.repeat(33) } }), 400, '渠道最多32字');
    // The plan list's store picker searches the stores taking part in supply.
    expect((await operator.call(supplyStoreList, { query: { name: 'AMZUS-HOME', enabled: 'true', pick: 50 } })).data.map((s) => s.storeId)).toEqual([storeId]);
  });
});

describe('供货计划 scope', () => {
  it('refuses a plan for a store outside the operator’s platforms and stores nothing', async () => {
    // crossdock.shop (Shopify) is not on the operators' platforms; the supply chain sets it up for supply.
    const [{ id: shopStore }] = (await t.db.select({ id: stores.id }).from(stores).where(eq(stores.code, 'SHOP-MAIN'))) as [{ id: number }];
    expect((await supply.call(saveSupplyStore, { body: { storeId: shopStore, warehouseId, transportMode: 'sea', safetyWeeks: 2, enabled: true } })).resCode).toBe(200);
    const before = await t.db.select({ id: supplyPlans.id }).from(supplyPlans).where(eq(supplyPlans.storeId, shopStore));
    expectRefused(await operator.call(saveSupplyPlan, { body: { storeId: shopStore, planWeek, lines: [{ skuId: suggestion.skuId, qty: 10 }] } }), 404, '不在你负责的平台');
    expect(await t.db.select({ id: supplyPlans.id }).from(supplyPlans).where(eq(supplyPlans.storeId, shopStore))).toEqual(before);
  });
});
