import Big from 'big.js';
import { and, eq, inArray } from 'drizzle-orm';
import { budgetOverviewScreen, forecastScreen } from '@shared/api/sales/screens';
import { addWeeks, isoWeekOf } from '@shared/api/sales/weeks';
import { saleBudgetLines, saleBudgets, saleForecastVersions as v, saleForecastWeeks as w, saleWeeklySales } from '../../db/schema';
import type { HomeFigure } from '../../home/figures';
import { rateOn } from '../reference';
import { actualsByMonth } from './budgets/actuals';
import { budgetVisibility } from './budgets/visibility';
import { forecastVisibility } from './forecasts/visibility';

const pct = (part: Big, whole: Big) => (whole.gt(0) ? Number(part.div(whole).times(100).toFixed(1)) : 0);

/**
 * 年度预算达成: the approved budgets of this year in the caller's view against the actual sales of
 * their own SPUs in their stores (weeks counted in the month of their Thursday), in CNY at the rate of
 * 1 January. Value = actual to date / whole-year budget; the trend is each month's actual / budget.
 */
const budgetAchievement: HomeFigure = {
  key: 'sales.budgetAchievement',
  title: '年度预算达成',
  screen: budgetOverviewScreen,
  async compute({ db }, caller) {
    const year = new Date().getFullYear();
    const thisMonth = new Date().getMonth() + 1;
    const scope = await budgetVisibility.scope(caller);
    const budgets = await db
      .select({ id: saleBudgets.id, storeId: saleBudgets.storeId, currency: saleBudgets.currency })
      .from(saleBudgets)
      .where(and(eq(saleBudgets.year, year), eq(saleBudgets.status, 'approved'), budgetVisibility.where(scope)));
    if (!budgets.length) return null;
    const budget = Array.from({ length: 13 }, () => new Big(0));
    const actual = Array.from({ length: 13 }, () => new Big(0));
    for (const b of budgets) {
      const { rate } = await rateOn(db, b.currency, `${year}-01-01`);
      const lines = await db.select({ spu: saleBudgetLines.spu, month: saleBudgetLines.month, amount: saleBudgetLines.amount }).from(saleBudgetLines).where(eq(saleBudgetLines.budgetId, b.id));
      const spus = new Set(lines.map((l) => l.spu));
      for (const l of lines) budget[l.month] = budget[l.month]!.plus(new Big(l.amount).times(rate));
      for (const a of await actualsByMonth(db, b.storeId, year)) if (spus.has(a.spu)) actual[a.month] = actual[a.month]!.plus(new Big(a.amount).times(rate));
    }
    const sum = (xs: Big[]) => xs.reduce((s, x) => s.plus(x), new Big(0));
    const yearBudget = sum(budget);
    const toDate = sum(actual);
    return {
      value: String(pct(toDate, yearBudget)),
      unit: '%',
      hint: `已实现 ¥${toDate.toFixed(2)} / 年度预算 ¥${yearBudget.toFixed(2)}（${budgets.length} 个预算）`,
      trend: Array.from({ length: thisMonth }, (_, i) => ({ label: `${i + 1}月`, value: pct(actual[i + 1]!, budget[i + 1]!) })),
    };
  },
};

/**
 * 预测准确率: over the last 4 completed ISO weeks and every SKU and store with an approved forecast in
 * the caller's view (the latest approved version holding that week), accuracy = 1 − Σ|forecast − actual|
 * / Σ actual (units; 0 when worse than that), per week in the trend. No forecast to compare: left out.
 */
const forecastAccuracy: HomeFigure = {
  key: 'sales.forecastAccuracy',
  title: '预测准确率',
  screen: forecastScreen,
  async compute({ db }, caller) {
    const thisWeek = isoWeekOf(new Date());
    const weeks = [-4, -3, -2, -1].map((n) => addWeeks(thisWeek, n));
    const scope = await forecastVisibility.scope(caller);
    const rows = await db
      .select({ skuId: w.skuId, storeId: w.storeId, week: w.week, qty: w.qty, versionNo: v.versionNo })
      .from(w)
      .innerJoin(v, eq(v.id, w.versionId))
      .where(and(eq(v.status, 'approved'), inArray(w.week, weeks), forecastVisibility.where(scope)));
    const forecast = new Map<string, { qty: number; versionNo: number }>();
    for (const r of rows) {
      const key = `${r.skuId}|${r.storeId}|${r.week}`;
      if ((forecast.get(key)?.versionNo ?? -1) < r.versionNo) forecast.set(key, r);
    }
    if (!forecast.size) return null;
    const sales = await db
      .select({ skuId: saleWeeklySales.skuId, storeId: saleWeeklySales.storeId, week: saleWeeklySales.week, qty: saleWeeklySales.qty })
      .from(saleWeeklySales)
      .where(and(inArray(saleWeeklySales.skuId, [...new Set(rows.map((r) => r.skuId))]), inArray(saleWeeklySales.week, weeks)));
    const actualOf = new Map(sales.map((s) => [`${s.skuId}|${s.storeId}|${s.week}`, s.qty]));
    const err = new Map<string, number>(weeks.map((x) => [x, 0]));
    const act = new Map<string, number>(weeks.map((x) => [x, 0]));
    for (const [key, f] of forecast) {
      const week = key.split('|')[2]!;
      const a = actualOf.get(key) ?? 0;
      err.set(week, err.get(week)! + Math.abs(f.qty - a));
      act.set(week, act.get(week)! + a);
    }
    const accuracy = (e: number, a: number) => (a > 0 ? Math.max(0, Number(((1 - e / a) * 100).toFixed(1))) : 0);
    const totalErr = [...err.values()].reduce((s, x) => s + x, 0);
    const totalAct = [...act.values()].reduce((s, x) => s + x, 0);
    if (totalAct === 0) return null;
    return {
      value: String(accuracy(totalErr, totalAct)),
      unit: '%',
      hint: `近4个完整周（${weeks[0]}～${weeks[3]}），${forecast.size} 个SKU·店铺·周，按件数`,
      trend: weeks.map((x) => ({ label: `W${x.slice(6)}`, value: accuracy(err.get(x)!, act.get(x)!) })),
    };
  },
};

export const salesFigures = [budgetAchievement, forecastAccuracy];
