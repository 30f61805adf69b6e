import Big from 'big.js';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { auditBudget, deleteBudget, invalidBudget, submitBudget } from '@shared/api/sales/budget';
import { auditForecast } from '@shared/api/sales/forecast';
import { auditForecastSku, stopForecastSku } from '@shared/api/sales/forecastSku';
import { assignSpu, auditSpu, replaceSpu } from '@shared/api/sales/spuAssign';
import { forecastMachine } from '@shared/workflow';
import { addWeeks, isoWeekOf } from '@shared/api/sales/weeks';
import { loadUserCodes } from '../../http/auth/codes';
import { actualsByMonth } from './budgets/actuals';
import { storeOfBudget, writeBudget } from './budgets/write';
import { draftForecast } from './forecasts/generate';
import { saveForecast } from './forecasts/save';
import { addForecastSkus } from './forecastSkus/write';
import { changeSpuOperator, saveSpuAssign } from './spuAssigns/write';
import { givePlatformsOnce, latestRate, upsertRates } from '../reference';
import { runTransition, runTransitionAs, type Actor } from '../../workflow';
import type { Db } from '../../db/connection';
import { baseSkus, platforms, saleForecastVersions, saleSpuAssigns, saleWeeklySales, settings, stores, users } from '../../db/schema';

const FLAG = 'sales_demo_loaded';
const ASSIGN_FLAG = 'sales_assign_demo_loaded';
/** wangfang's stores that get a sales history, and how many on-sale SKUs each sells. */
const HISTORY_STORES = ['AMZUS-HOME', 'AMZUS-TECH', 'AMZDE-HOME', 'WMTUS-WFS'];
const SKUS_PER_STORE = 6;
/** Two years of weeks: the forecast's seasonality looks a year back. */
export const HISTORY_WEEKS = 104;

async function actorOf(db: Db, username: string): Promise<Actor | undefined> {
  const [u] = await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.username, username));
  return u && { userId: u.id, name: u.name, elements: (await loadUserCodes(db, u.id)).elements };
}

/** A seeded random number in [0, 1): the same demo every time. */
function random(seed: number): () => number {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
}

/** Weekly sales of the demo stores up to last week: a base level per SKU, a yearly season (Q4 peak) and noise. */
async function loadWeeklySales(db: Db, storeRows: Array<{ id: number; currency: string }>, skuRows: Array<{ id: number }>): Promise<number> {
  const lastWeek = addWeeks(isoWeekOf(new Date()), -1);
  const next = random(20251124);
  const rows = storeRows.flatMap((store, si) =>
    skuRows.slice(si, si + SKUS_PER_STORE).flatMap((sku, k) => {
      const base = 20 + Math.floor(next() * 80);
      const price = new Big(15 + ((sku.id * 7 + k * 3) % 40)).plus('0.99');
      return Array.from({ length: HISTORY_WEEKS }, (_, i) => {
        const week = addWeeks(lastWeek, i - HISTORY_WEEKS + 1);
        const weekNo = Number(week.slice(6));
        const season = 1 + 0.35 * Math.sin(((weekNo - 30) / 52) * 2 * Math.PI);
        const qty = Math.max(0, Math.round(base * season * (0.85 + next() * 0.3)));
        return { skuId: sku.id, storeId: store.id, week, qty, amount: price.times(qty).toFixed(2), currency: store.currency };
      });
    }),
  );
  for (let i = 0; i < rows.length; i += 1000) await db.insert(saleWeeklySales).values(rows.slice(i, i + 1000)).onConflictDoNothing();
  return rows.length;
}

/** The SPUs an operator budgets in a store, assigned to her and approved (an operator budgets only her own SPUs). */
async function assignOwnSpus(db: Db, storeId: number, spus: string[], operator: Actor, manager: Actor): Promise<void> {
  const held = new Set((await db.select({ spu: saleSpuAssigns.spu }).from(saleSpuAssigns).where(eq(saleSpuAssigns.storeId, storeId))).map((r) => r.spu));
  for (const spu of new Set(spus)) {
    if (held.has(spu)) continue;
    const { id } = await saveSpuAssign(db, operator, { id: undefined, version: undefined, storeId, spu, operatorId: operator.userId, remark: '预算SPU' }, { all: true });
    await runTransitionAs(db, operator, assignSpu, 'assign', { id });
    await runTransitionAs(db, manager, auditSpu, 'approve', { id });
  }
}

/** Budgets in every state, made through the budget module itself (logs, tab counts and Lark cards are right). */
async function loadBudgets(db: Db, storeIds: Map<string, number>, operator: Actor, manager: Actor): Promise<void> {
  const year = new Date().getFullYear();
  const budget = async (code: string, forYear: number, fromYear: number) => {
    const store = (await storeOfBudget(db, storeIds.get(code)!))!;
    const lines = await actualsByMonth(db, store.id, fromYear);
    await assignOwnSpus(db, store.id, lines.map((l) => l.spu), operator, manager);
    const { id } = await db.transaction((tx) => writeBudget(tx, operator, store, forYear, lines));
    return id;
  };
  const run = (endpoint: Parameters<typeof runTransitionAs>[2], actor: Actor, action: string, id: number, comment?: string) =>
    runTransitionAs(db, actor, endpoint, action, { id, ...(comment ? { comment } : {}) });

  const approved = await budget('AMZUS-HOME', year, year - 1);
  await run(submitBudget, operator, 'submit', approved);
  await run(auditBudget, manager, 'approve', approved, '同意，注意Q4备货');

  const pending = await budget('AMZUS-TECH', year, year - 1);
  await run(submitBudget, operator, 'submit', pending);

  const rejected = await budget('AMZDE-HOME', year, year - 1);
  await run(submitBudget, operator, 'submit', rejected);
  await run(auditBudget, manager, 'reject', rejected, '德国站Q4销量偏高，请按去年实际下调后重新提交');

  await budget('WMTUS-WFS', year, year - 1);

  const invalid = await budget('AMZUS-TECH', year - 1, year - 1);
  await run(submitBudget, operator, 'submit', invalid);
  await run(auditBudget, manager, 'approve', invalid);
  await run(invalidBudget, manager, 'invalidate', invalid, '店铺调整，按新品规划重做');

  const dropped = await budget('WMTUS-WFS', year + 1, year - 1);
  await run(deleteBudget, operator, 'delete', dropped);
}

/** How many weeks back the demo's earlier, approved forecasts start: the past weeks 预测准确率 compares with actual sales. */
const PAST_FORECAST_WEEKS = 6;

/**
 * Forecasts made and approved weeks ago (drafted from the history before their start week), so the
 * weeks since have both a forecast in force and actual sales: 首页's 预测准确率 shows real numbers.
 */
async function loadPastForecasts(db: Db, storeId: number, skuIds: number[], operator: Actor, manager: Actor): Promise<void> {
  const startWeek = addWeeks(isoWeekOf(new Date()), -PAST_FORECAST_WEEKS);
  for (const skuId of skuIds) {
    const { weeks } = await draftForecast(db, skuId, storeId, startWeek);
    const { id } = await saveForecast(db, operator, { id: undefined, version: undefined, skuId, storeId, startWeek, weeks, submit: true, remark: '按历史销量生成（上月）' }, { all: true });
    await runTransitionAs(db, manager, auditForecast, 'approve', { id });
  }
}

/** Forecast versions of the first demo store's SKUs in every state, drafted from their history; earlier approved ones before them. */
async function loadForecasts(db: Db, storeId: number, skuIds: number[], operator: Actor, manager: Actor): Promise<void> {
  await loadPastForecasts(db, storeId, skuIds, operator, manager);
  const startWeek = isoWeekOf(new Date());
  const states = ['approved', 'pending_audit', 'draft', 'rejected', 'withdrawn'];
  for (const [i, skuId] of skuIds.slice(0, states.length).entries()) {
    const { weeks } = await draftForecast(db, skuId, storeId, startWeek);
    const state = states[i]!;
    const { id } = await saveForecast(db, operator, { id: undefined, version: undefined, skuId, storeId, startWeek, weeks, submit: state !== 'draft', remark: '按历史销量生成' }, { all: true });
    if (state === 'approved') await runTransitionAs(db, manager, auditForecast, 'approve', { id });
    if (state === 'rejected') await runTransitionAs(db, manager, auditForecast, 'reject', { id, comment: '旺季备货不足，请上调第4-8周' });
    if (state === 'withdrawn') await runTransition(db, forecastMachine, saleForecastVersions, { id, action: 'withdraw', actor: operator });
  }
}

/**
 * Forecast SKUs in every state: the forecast store's SKUs approved by 吴昊 (one still pending), one
 * rejected and one stopped in the German store.
 */
async function loadForecastSkus(db: Db, storeIds: number[], skuIds: number[], operator: Actor, manager: Actor): Promise<void> {
  const all = { all: true } as const;
  const [us, , de] = storeIds as [number, number, number];
  const { ids } = await addForecastSkus(db, operator, { storeId: us, skuIds: skuIds.slice(0, SKUS_PER_STORE), auditorId: manager.userId, remark: '主力款，每周预测' }, all);
  for (const id of ids.slice(0, -1)) await runTransitionAs(db, manager, auditForecastSku, 'approve', { id });
  const [rejected, stopped] = (await addForecastSkus(db, operator, { storeId: de, skuIds: skuIds.slice(2, 4), auditorId: manager.userId }, all)).ids as [number, number];
  await runTransitionAs(db, manager, auditForecastSku, 'reject', { id: rejected, comment: '德国站该款已清仓，无需预测' });
  await runTransitionAs(db, manager, auditForecastSku, 'approve', { id: stopped });
  await runTransitionAs(db, operator, stopForecastSku, 'stop', { id: stopped, comment: '该款下架，停止预测' });
}

/** SPU assignments in every state through the module's own functions; one SPU handed to 李强. */
async function loadSpuAssigns(db: Db, storeId: number, spus: string[], operator: Actor, manager: Actor, second: Actor | undefined): Promise<void> {
  const all = { all: true } as const;
  const save = async (spu: string) => (await saveSpuAssign(db, operator, { id: undefined, version: undefined, storeId, spu, operatorId: operator.userId }, all)).id;
  const [draftSpu, pendingSpu, assignedSpu, rejectedSpu, replacedSpu, handedSpu, spareSpu] = spus;
  await save(draftSpu!);
  const submitted = async (spu: string) => {
    const id = await save(spu);
    await runTransitionAs(db, operator, assignSpu, 'assign', { id });
    return id;
  };
  await submitted(pendingSpu!);
  const assigned = await submitted(assignedSpu!);
  await runTransitionAs(db, manager, auditSpu, 'approve', { id: assigned, comment: '同意' });
  await runTransitionAs(db, manager, auditSpu, 'reject', { id: await submitted(rejectedSpu!), comment: '该SPU由沃尔玛组负责' });
  const replacing = await submitted(replacedSpu!);
  await runTransitionAs(db, manager, auditSpu, 'approve', { id: replacing });
  if (spareSpu) await runTransitionAs(db, operator, replaceSpu, 'replace', { id: replacing, newSpu: spareSpu, comment: '旧款停产，换成新款' });
  if (second && handedSpu) {
    const handed = await submitted(handedSpu);
    await runTransitionAs(db, manager, auditSpu, 'approve', { id: handed });
    await changeSpuOperator(db, manager, { id: handed, operatorId: second.userId, comment: '沃尔玛组接手' });
  }
}

/**
 * The budget overview converts at the rate of 1 January; the reference demo keeps only 90 days of
 * rates, so the budgets' currencies get a 1 January rate (their current one) for last year and this when none is kept.
 */
async function loadNewYearRates(db: Db, currencies: string[]): Promise<void> {
  const year = new Date().getFullYear();
  for (const currency of new Set(currencies)) {
    const known = await latestRate(db, currency);
    if (!known) continue;
    const days = [`${year - 1}-01-01`, `${year}-01-01`];
    const missing = [];
    for (const day of days) if (!(await latestRate(db, currency, day))) missing.push(day);
    await upsertRates(db, missing.map((rateDate) => ({ currency, rateDate, rate: known.rate })), 'demo', null);
  }
}

/** The forecast SKUs and SPU assignments, once (a database loaded before they existed gets them too). */
async function loadAssignDemo(db: Db, storeIds: number[], skuIds: number[], operator: Actor, manager: Actor): Promise<void> {
  const inserted = await db.insert(settings).values({ key: ASSIGN_FLAG, value: new Date().toISOString() }).onConflictDoNothing().returning();
  if (!inserted.length) return;
  await loadForecastSkus(db, storeIds, skuIds, operator, manager);
  const currencies = await db.select({ currency: platforms.currency }).from(stores).innerJoin(platforms, eq(platforms.id, stores.platformId)).where(inArray(stores.id, storeIds));
  await loadNewYearRates(db, currencies.map((c) => c.currency));
  const held = new Set((await db.select({ spu: saleSpuAssigns.spu }).from(saleSpuAssigns).where(eq(saleSpuAssigns.storeId, storeIds[0]!))).map((r) => r.spu));
  const spus = [...new Set((await db.select({ spu: baseSkus.spu }).from(baseSkus).where(eq(baseSkus.status, 'on_sale')).orderBy(asc(baseSkus.spu))).map((r) => r.spu))].filter((s) => !held.has(s));
  await loadSpuAssigns(db, storeIds[0]!, spus.slice(0, 7), operator, manager, await actorOf(db, 'liqiang'));
}

/** The platforms 运营主管 oversees: those of his operators (王芳, 李强). */
const MANAGED_PLATFORMS = ['AMZ-US', 'AMZ-DE', 'WMT-US'];

/**
 * Loads the sales-planning demo once, after the reference and product demos (nothing happens while
 * there are no stores or SKUs yet): two years of weekly sales and budgets in every state.
 */
export async function loadSalesDemo(db: Db): Promise<boolean> {
  // 运营主管 audits and oversees his operators' platforms: his store pickers list their stores.
  await givePlatformsOnce(db, 'ops_manager', MANAGED_PLATFORMS);
  const storeRows = await db
    .select({ id: stores.id, code: stores.code, currency: platforms.currency })
    .from(stores)
    .innerJoin(platforms, eq(platforms.id, stores.platformId))
    .where(inArray(stores.code, HISTORY_STORES))
    .orderBy(asc(stores.id));
  const skuRows = await db.select({ id: baseSkus.id }).from(baseSkus).where(and(eq(baseSkus.status, 'on_sale'))).orderBy(asc(baseSkus.id)).limit(HISTORY_STORES.length + SKUS_PER_STORE);
  const [operator, manager] = await Promise.all([actorOf(db, 'wangfang'), actorOf(db, 'wuhao')]);
  if (storeRows.length < HISTORY_STORES.length || skuRows.length < SKUS_PER_STORE || !operator || !manager) return false;
  const [done] = await db.select().from(settings).where(eq(settings.key, FLAG));
  if (done) {
    await loadAssignDemo(db, storeRows.map((s) => s.id), skuRows.map((s) => s.id), operator, manager);
    return false;
  }
  const inserted = await db.insert(settings).values({ key: FLAG, value: new Date().toISOString() }).onConflictDoNothing().returning();
  if (!inserted.length) return false;
  await loadWeeklySales(db, storeRows, skuRows);
  await loadBudgets(db, new Map(storeRows.map((s) => [s.code, s.id])), operator, manager);
  await loadForecasts(db, storeRows[0]!.id, skuRows.slice(0, SKUS_PER_STORE).map((s) => s.id), operator, manager);
  await loadAssignDemo(db, storeRows.map((s) => s.id), skuRows.map((s) => s.id), operator, manager);
  return true;
}
