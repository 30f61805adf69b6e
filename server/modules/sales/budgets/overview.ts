import Big from 'big.js';
import { and, eq, inArray } from 'drizzle-orm';
import type { BudgetOverview, OverviewSlice } from '@shared/api/sales/budgetStats';
import type { Db } from '../../../db/connection';
import { baseSkus, productCategories, saleBudgetLines, saleBudgets, stores } from '../../../db/schema';
import { rateOn, type DayRate } from '../../reference';
import { actualsByMonth } from './actuals';
import { budgetVisibility } from './visibility';

interface Figure {
  store: string;
  storeName: string;
  month: number;
  spu: string;
  qty: number;
  cny: Big;
  actual: boolean;
}

const NO_CATEGORY = '未分类';

/** The level-1 category name of each SPU (through its first SKU's level-3 category). */
async function topCategoryOf(db: Db, spus: string[]): Promise<Map<string, string>> {
  if (!spus.length) return new Map();
  const skus = await db.selectDistinctOn([baseSkus.spu], { spu: baseSkus.spu, categoryId: baseSkus.categoryId }).from(baseSkus).where(inArray(baseSkus.spu, spus)).orderBy(baseSkus.spu, baseSkus.id);
  const tree = new Map((await db.select({ id: productCategories.id, parentId: productCategories.parentId, name: productCategories.name }).from(productCategories)).map((c) => [c.id, c]));
  const top = (id: number | null): string => {
    let c = id === null ? undefined : tree.get(id);
    while (c?.parentId != null && tree.has(c.parentId)) c = tree.get(c.parentId);
    return c?.name ?? NO_CATEGORY;
  };
  return new Map(skus.map((s) => [s.spu, top(s.categoryId)]));
}

function slices(figures: Figure[], keyOf: (f: Figure) => [string, string]): OverviewSlice[] {
  const out = new Map<string, { key: string; label: string; budgetQty: number; budgetCny: Big; actualQty: number; actualCny: Big }>();
  for (const f of figures) {
    const [key, label] = keyOf(f);
    const s = out.get(key) ?? { key, label, budgetQty: 0, budgetCny: new Big(0), actualQty: 0, actualCny: new Big(0) };
    if (f.actual) {
      s.actualQty += f.qty;
      s.actualCny = s.actualCny.plus(f.cny);
    } else {
      s.budgetQty += f.qty;
      s.budgetCny = s.budgetCny.plus(f.cny);
    }
    out.set(key, s);
  }
  return [...out.values()].map((s) => ({ ...s, budgetCny: s.budgetCny.toFixed(2), actualCny: s.actualCny.toFixed(2) }));
}

/**
 * 预算总览 (docs/domain/sales-planning.md, Rules): the approved budgets of a year against the stores'
 * actual sales, by store, month and top category, every amount in CNY at the rate of 1 January.
 */
export async function budgetOverview(db: Db, year: number, storeId: number | null, scope: number | undefined): Promise<BudgetOverview> {
  const budgets = await db
    .select({ id: saleBudgets.id, storeId: saleBudgets.storeId, currency: saleBudgets.currency, storeCode: stores.code, storeName: stores.name })
    .from(saleBudgets)
    .innerJoin(stores, eq(stores.id, saleBudgets.storeId))
    .where(and(eq(saleBudgets.year, year), eq(saleBudgets.status, 'approved'), storeId ? eq(saleBudgets.storeId, storeId) : undefined, budgetVisibility.where(scope)));
  const rates = new Map<string, DayRate>();
  for (const currency of new Set(budgets.map((b) => b.currency))) rates.set(currency, await rateOn(db, currency, `${year}-01-01`));
  const figures: Figure[] = [];
  for (const b of budgets) {
    const rate = rates.get(b.currency)!.rate;
    const base = { store: b.storeCode, storeName: b.storeName };
    const lines = await db.select({ spu: saleBudgetLines.spu, month: saleBudgetLines.month, qty: saleBudgetLines.qty, amount: saleBudgetLines.amount }).from(saleBudgetLines).where(eq(saleBudgetLines.budgetId, b.id));
    for (const l of lines) figures.push({ ...base, month: l.month, spu: l.spu, qty: l.qty, cny: new Big(l.amount).times(rate), actual: false });
    for (const a of await actualsByMonth(db, b.storeId, year)) figures.push({ ...base, month: a.month, spu: a.spu, qty: a.qty, cny: new Big(a.amount).times(rate), actual: true });
  }
  const categories = await topCategoryOf(db, [...new Set(figures.map((f) => f.spu))]);
  const byMonth = slices(figures, (f) => [String(f.month), `${f.month}月`]);
  return {
    year,
    budgetCount: budgets.length,
    rates: [...rates.values()].map((r) => ({ currency: r.currency, rate: r.rate, rateDate: r.rateDate })),
    total: slices(figures, () => ['all', '合计'])[0] ?? { key: 'all', label: '合计', budgetQty: 0, budgetCny: '0.00', actualQty: 0, actualCny: '0.00' },
    byStore: slices(figures, (f) => [f.store, f.storeName]),
    byMonth: Array.from({ length: 12 }, (_, i) => byMonth.find((m) => m.key === String(i + 1)) ?? { key: String(i + 1), label: `${i + 1}月`, budgetQty: 0, budgetCny: '0.00', actualQty: 0, actualCny: '0.00' }),
    byCategory: slices(figures, (f) => {
      const name = categories.get(f.spu) ?? NO_CATEGORY;
      return [name, name];
    }),
  };
}
