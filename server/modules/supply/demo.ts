import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import { addWeeks, isoWeekOf, mondayOf } from '@shared/api/sales/weeks';
import { confirmSupplyPlan, signSupplyPlan } from '@shared/api/supply/plans';
import { auditSupplyPlanTrack, closePlanTrack } from '@shared/api/supply/tracks';
import type { Db } from '../../db/connection';
import { saleForecastVersions, saleWeeklySales, settings, stores, supplyPlanTracks, supplySkuCartons, supplyStores, users, warehouses } from '../../db/schema';
import type { Caller } from '../../http/auth/caller';
import { loadUserCodes } from '../../http/auth/codes';
import { logisticsImport } from '../sales';
import { givePlatformsOnce } from '../reference';
import { bookMovement } from '.';
import { saveSupplyPlan } from './plans/save';
import { batchConfirm } from './tracks/batchConfirm';
import { splitTrack } from './tracks/split';
import { moveTrack, orderTrack } from './tracks/trackImports';
import { runTransitionAs, type Actor } from '../../workflow';

const FLAG = 'supply_demo_loaded';
/** The platforms 供应链主管 supplies: every platform a store of which can take part in supply. */
const SUPPLY_PLATFORMS = ['AMZ-US', 'AMZ-DE', 'AMZ-JP', 'WMT-US', 'SHOPIFY'];
/** [store, destination warehouse, transport mode, safety weeks] */
const SUPPLY_STORES: Array<[string, string, string, number]> = [
  ['AMZUS-HOME', 'FBA-ONT8', 'sea', 2], ['AMZUS-TECH', 'FBA-ONT8', 'air', 1], ['AMZDE-HOME', 'DE-FRA01', 'sea', 3], ['WMTUS-WFS', 'US-LA01', 'rail', 2],
];

/** 物流费用 to the US destinations (through the 物流费用 import), so a plan shows its logistics cost. [mode, USD per kg] */
const US_COSTS: Array<[string, string]> = [['sea', '1.20'], ['rail', '2.10'], ['air', '6.50'], ['express', '9.80']];

async function actorOf(db: Db, username: string): Promise<Actor | undefined> {
  const [u] = await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.username, username));
  return u && { userId: u.id, name: u.name, elements: (await loadUserCodes(db, u.id)).elements };
}

/** Stock at the FBA warehouse: an opening count, then the weeks sold since (sale movements), so PSI has all its columns. */
async function loadStock(db: Db, storeId: number, warehouseId: number, skuIds: number[], by: number): Promise<void> {
  const since = addWeeks(isoWeekOf(new Date()), -8);
  const sold = await db
    .select()
    .from(saleWeeklySales)
    .where(and(eq(saleWeeklySales.storeId, storeId), inArray(saleWeeklySales.skuId, skuIds), gte(saleWeeklySales.week, since)))
    .orderBy(asc(saleWeeklySales.week));
  const opening = mondayOf(addWeeks(since, -1)).toISOString().slice(0, 10);
  await db.transaction(async (tx) => {
    for (const skuId of skuIds) {
      const total = sold.filter((s) => s.skuId === skuId).reduce((n, s) => n + s.qty, 0);
      await bookMovement(tx, { skuId, warehouseId, kind: 'adjust', qty: total + 60, movedOn: opening, reason: '期初盘点', createdBy: by });
    }
    for (const s of sold) {
      if (s.qty) await bookMovement(tx, { skuId: s.skuId, warehouseId, kind: 'sale', qty: -s.qty, movedOn: mondayOf(s.week).toISOString().slice(0, 10), createdBy: by });
    }
  });
}

const tracksOf = (db: Db, planId: number) => db.select().from(supplyPlanTracks).where(eq(supplyPlanTracks.planId, planId)).orderBy(asc(supplyPlanTracks.id));

/**
 * Loads the supply demo once, after the sales demo (nothing happens before its forecasts exist): supply
 * stores, cartons, stock with sales, and plans and tracks in every state, made through the module itself.
 */
export async function loadSupplyDemo(db: Db): Promise<boolean> {
  // 供应链主管 ships for every store taking part in supply (FBA补货计划 lists their suggestions).
  await givePlatformsOnce(db, 'supply_manager', SUPPLY_PLATFORMS);
  const [done] = await db.select().from(settings).where(eq(settings.key, FLAG));
  if (done) return false;
  const forecasts = await db.select({ skuId: saleForecastVersions.skuId, storeId: saleForecastVersions.storeId }).from(saleForecastVersions).orderBy(asc(saleForecastVersions.id));
  const [operator, manager, supply] = await Promise.all([actorOf(db, 'wangfang'), actorOf(db, 'wuhao'), actorOf(db, 'gaofeng')]);
  if (forecasts.length < 5 || !operator || !manager || !supply) return false;
  if (!(await db.insert(settings).values({ key: FLAG, value: new Date().toISOString() }).onConflictDoNothing().returning()).length) return false;

  const storeIds = new Map((await db.select({ id: stores.id, code: stores.code }).from(stores)).map((s) => [s.code, s.id]));
  const warehouseIds = new Map((await db.select({ id: warehouses.id, code: warehouses.code }).from(warehouses)).map((w) => [w.code, w.id]));
  for (const [store, warehouse, transportMode, safetyWeeks] of SUPPLY_STORES) {
    if (storeIds.has(store) && warehouseIds.has(warehouse)) {
      await db.insert(supplyStores).values({ storeId: storeIds.get(store)!, warehouseId: warehouseIds.get(warehouse)!, transportMode, safetyWeeks, updatedBy: supply.userId }).onConflictDoNothing();
    }
  }
  const storeId = forecasts[0]!.storeId;
  const skuIds = [...new Set(forecasts.filter((f) => f.storeId === storeId).map((f) => f.skuId))];
  await db.insert(supplySkuCartons).values(skuIds.map((skuId, i) => ({ skuId, cartonQty: [24, 12, 36, 20, 48][i % 5]! }))).onConflictDoNothing();
  await loadStock(db, storeId, warehouseIds.get('FBA-ONT8')!, skuIds, supply.userId);
  const costs = US_COSTS.map(([transportMode, costPerKg]) => ({ country: 'US', transportMode, currency: 'USD', costPerKg, effectiveFrom: '2026-01-01' }));
  await db.transaction((tx) => logisticsImport.commit(tx as unknown as Db, costs, { userId: manager.userId } as Caller));

  const planWeek = isoWeekOf(new Date());
  const plan = (skus: number[]) => saveSupplyPlan(db, operator, { id: null, version: null, storeId, transportMode: null, planWeek, remark: '按补货建议生成', lines: skus.map((skuId, i) => ({ skuId, qty: 48 + i * 24 })) });
  const audit = (id: number, pass: boolean) => runTransitionAs(db, manager, auditSupplyPlanTrack, pass ? 'approve' : 'reject', { id, ...(pass ? {} : { comment: '数量超过旺季需求，请核减' }) });
  const submit = (id: number) => runTransitionAs(db, operator, confirmSupplyPlan, 'confirm', { id });

  await plan([skuIds[0]!]); // 草稿 with a 待确认 track

  const waiting = await plan([skuIds[1]!]);
  await submit(waiting.id); // 已提交, its track 待审核

  const shipped = await plan(skuIds.slice(2, 5));
  const [first] = await tracksOf(db, shipped.id);
  await splitTrack(db, operator, { id: first!.id, version: null, qtys: [24, first!.qty - 24] });
  await submit(shipped.id);
  const tracks = await tracksOf(db, shipped.id);
  for (const [i, t] of tracks.entries()) await audit(t.id, i < tracks.length - 1);
  await runTransitionAs(db, supply, signSupplyPlan, 'sign', { id: shipped.id });
  await batchConfirm(db, supply, tracks.slice(0, 3).map((t) => t.id)); // 已确认
  const [arrived, inTransit, ordered] = await tracksOf(db, shipped.id);
  const today = new Date().toISOString().slice(0, 10);
  await db.transaction(async (tx) => {
    for (const [i, t] of [arrived!, inTransit!, ordered!].entries()) await orderTrack(tx, supply, t, { poNo: `PO-DEMO-${i + 1}`, supplier: '宁波优品家居有限公司' });
    const info = { carrier: 'Matson', trackingNo: 'MATS2026001', shippedOn: today, arrivedOn: null };
    await moveTrack(tx, supply, arrived!, 'ship', info);
    await moveTrack(tx, supply, { ...arrived! }, 'arrive', { ...info, arrivedOn: today });
    await moveTrack(tx, supply, inTransit!, 'ship', { ...info, trackingNo: 'MATS2026002' });
  });

  const audited = await plan(skuIds.slice(0, 2));
  await submit(audited.id);
  const pair = await tracksOf(db, audited.id);
  for (const t of pair) await audit(t.id, true);
  await batchConfirm(db, supply, [pair[0]!.id]); // one 已确认, one 已审核

  const stuck = await plan([skuIds[2]!]);
  await submit(stuck.id);
  const [lost] = await tracksOf(db, stuck.id);
  await audit(lost!.id, true);
  await batchConfirm(db, supply, [lost!.id]);
  await runTransitionAs(db, supply, closePlanTrack, 'close', { id: lost!.id, comment: '供应商停产，本批不再发货' }); // 已关闭
  return true;
}
