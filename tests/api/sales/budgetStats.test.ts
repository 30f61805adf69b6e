import Big from 'big.js';
import { and, eq, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { budgetPage } from '@shared/api/sales/budget';
import { addBudgetExcelTask, budgetAuditDetail, budgetOverview, budgetStatisticsDetail, historyBudgets, statisticsAudit } from '@shared/api/sales/budgetStats';
import { exchangeRates, saleBudgets, stores } from '../../../server/db/schema';
import { createTestApp, type TestApp } from '../../support/app';
import { expectRefused } from '../../support/contract';
import { as, type As } from '../admin/support';
import { exportThroughTask } from '../report/support';

let t: TestApp;
let operator: As;
let manager: As;
let sales: As;
const year = new Date().getFullYear();

beforeAll(async () => {
  t = await createTestApp();
  [operator, manager, sales] = (await Promise.all(['wangfang', 'wuhao', 'zhangwei'].map((u) => t.login(u)))).map((tk) => as(t, tk));
});
afterAll(() => t.close());

async function budgetOf(code: string, forYear: number) {
  const [row] = await t.db.select({ b: saleBudgets }).from(saleBudgets).innerJoin(stores, eq(stores.id, saleBudgets.storeId)).where(and(eq(stores.code, code), eq(saleBudgets.year, forYear)));
  return row!.b;
}

describe('预算总览 and statistics', () => {
  it('sums approved budgets against actual sales in CNY by store, month and category', async () => {
    const approved = await budgetOf('AMZUS-HOME', year);
    const overview = (await manager.call(budgetOverview, { query: { year } })).data!;
    expect(overview.budgetCount).toBeGreaterThan(0);
    const [usd] = await t.db.select().from(exchangeRates).where(and(eq(exchangeRates.currency, 'USD'), eq(exchangeRates.rateDate, `${year}-01-01`)));
    const store = overview.byStore.find((s) => s.key === 'AMZUS-HOME')!;
    expect(store.budgetQty).toBe(approved.totalQty);
    expect(store.budgetCny).toBe(new Big(approved.totalAmount).times(usd!.rate).toFixed(2));
    expect(overview.byMonth).toHaveLength(12);
    expect(overview.byMonth.reduce((s, m) => s + m.budgetQty, 0)).toBe(overview.total.budgetQty);
    expect(overview.byCategory.reduce((s, c) => s + c.actualQty, 0)).toBe(overview.total.actualQty);
    expect(overview.total.actualQty).toBeGreaterThan(0);
    expectRefused(await sales.call(budgetOverview, { query: { year } }), 403);
  });

  it('refuses the overview when a currency has no rate on 1 January', async () => {
    await t.db.delete(exchangeRates).where(and(eq(exchangeRates.currency, 'USD'), lte(exchangeRates.rateDate, `${year}-01-01`)));
    expectRefused(await manager.call(budgetOverview, { query: { year } }), 500, `USD 在 ${year}-01-01 没有汇率`);
  });

  it('shows per-SPU statistics, history of the store, and the audit details', async () => {
    const approved = await budgetOf('AMZUS-HOME', year);
    const rows = (await operator.call(budgetStatisticsDetail, { query: { id: approved.id, month: 3 } })).data!;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.month === 3)).toBe(true);
    expect(rows.reduce((s, r) => s + r.budgetQty, 0)).toBeGreaterThan(0);
    const history = (await operator.call(historyBudgets, { query: { id: approved.id } })).data!;
    expect(history.map((h) => h.id)).toContain(approved.id);
    const audit = (await operator.call(budgetAuditDetail, { query: { id: approved.id } })).data!;
    expect(audit).toMatchObject({ status: 'approved', submitterName: '王芳', decision: { action: 'approve', actorName: '吴昊' } });
    expect(audit.auditors).toContain('吴昊');
    expectRefused(await sales.call(historyBudgets, { query: { id: approved.id } }), 403);
  });

  it('audits several budgets at once, each by its own rules', async () => {
    const pending = await budgetOf('AMZUS-TECH', year);
    const draft = await budgetOf('WMTUS-WFS', year);
    expectRefused(await operator.call(statisticsAudit, { body: { ids: [pending.id], pass: true } }), 403);
    const result = (await manager.call(statisticsAudit, { body: { ids: [pending.id, draft.id], pass: true } })).data!;
    expect(result.done).toEqual([pending.id]);
    expect(result.failed[0]).toMatchObject({ id: draft.id });
    expect((await budgetOf('AMZUS-TECH', year)).status).toBe('approved');
    expectRefused(await manager.callUnchecked(statisticsAudit, { body: { ids: [], pass: true } }), 400);
  });

  it('exports the list through the report centre with the caller’s scope', async () => {
    const sheet = await exportThroughTask(t, operator.token!, addBudgetExcelTask, { year });
    expect(sheet[0]).toContain('预算编号');
    const mine = (await operator.call(budgetPage, { query: { year, limit: 100 } })).data!;
    expect(sheet.length - 1).toBe(mine.total);
    expectRefused(await sales.call(addBudgetExcelTask), 403);
  });
});
