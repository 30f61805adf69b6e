import dayjs from 'dayjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { b2bInvoices } from '../../../server/db/schema';
import { periodExportColumns, periodExportRows } from '../../../server/modules/b2b/period/exports';
import { createTestApp, type TestApp } from '../../support/app';
import { exportThroughTask } from '../report/support';
import { expectOk, insertCustomer, signInB2b, unique } from './masterSupport';
import { addB2bPeriodExcelTask, getPeriodOrderInfo, periodListPage, periodStatistics } from '@shared/api/b2b/period';

let t: TestApp;
let u: Awaited<ReturnType<typeof signInB2b>>;
beforeAll(async () => {
  t = await createTestApp();
  u = await signInB2b(t);
});
afterAll(() => t.close());

const day = (offset: number) => dayjs().add(offset, 'day').format('YYYY-MM-DD');

/** Invoices due `due` days from today (negative: overdue) with amount and received. */
async function invoices(customerId: number, owner: number, list: Array<[due: number, amount: string, received: string, currency?: string]>, deleted = false) {
  await t.db.insert(b2bInvoices).values(
    list.map(([due, amount, received, currency = 'USD']) => ({
      invoiceNumber: unique('PER'),
      customerId,
      currency,
      amount,
      received,
      invoiceDate: day(due - 30),
      dueDate: day(due),
      deleted,
      createdBy: owner,
    })),
  );
}

describe('period statistics', () => {
  it('ages what credit customers owe, per customer and currency, on today', async () => {
    const c = await insertCustomer(t, u.ids.zhangwei, { name: unique('Ageing Co ') });
    await invoices(c.id, u.ids.zhangwei, [
      [10, '100.00', '0.00'], // not due
      [0, '50.00', '20.00'], // due today: not overdue
      [-1, '10.00', '0.00'], // 1 day
      [-30, '30.00', '0.00'], // 30
      [-31, '31.00', '1.00'], // 31
      [-60, '60.00', '0.00'],
      [-61, '61.00', '0.00'],
      [-90, '90.00', '0.00'],
      [-91, '91.00', '0.00'],
      [-200, '200.00', '200.00'], // paid: nothing outstanding
      [-5, '1000.00', '0.00', 'EUR'],
    ]);
    await invoices(c.id, u.ids.zhangwei, [[-10, '999.00', '0.00']], true); // deleted: not counted
    const page = expectOk(await u.zhangwei.call(periodListPage, { query: { customerName: c.name } }));
    expect(page).toMatchObject({ total: 2, asOf: day(0) });
    const [eur, usd] = page.rows;
    expect(usd).toMatchObject({
      customerId: c.id,
      currency: 'USD',
      invoiceCount: 10,
      invoiced: '723.00',
      received: '221.00',
      outstanding: '502.00',
      notDue: '130.00',
      overdue: '372.00',
      overdue1to30: '40.00',
      overdue31to60: '90.00',
      overdue61to90: '151.00',
      overdueOver90: '91.00',
      maxOverdueDays: 91,
      salesUserName: '张伟',
    });
    expect(eur).toMatchObject({ currency: 'EUR', outstanding: '1000.00', overdue1to30: '1000.00', maxOverdueDays: 5 });
    const totals = expectOk(await u.zhangwei.call(periodStatistics, { query: { customerName: c.name } }));
    expect(totals.totals).toEqual([
      expect.objectContaining({ currency: 'EUR', customerCount: 1, outstanding: '1000.00' }),
      expect.objectContaining({ currency: 'USD', customerCount: 1, invoiced: '723.00', overdue: '372.00', overdueOver90: '91.00' }),
    ]);
    expect(expectOk(await u.zhangwei.call(periodListPage, { query: { customerName: c.name, currency: 'EUR' } })).rows).toHaveLength(1);
  });

  it('leaves out prepaid customers, filters overdue-only, and scopes to the owner', async () => {
    const prepaid = await insertCustomer(t, u.ids.zhangwei, { name: unique('Scope Prepaid '), settlement: 'prepaid', creditDays: 0, creditLimit: null });
    const onTime = await insertCustomer(t, u.ids.zhangwei, { name: unique('Scope OnTime ') });
    const late = await insertCustomer(t, u.ids.chenjing, { name: unique('Scope Late ') });
    await invoices(prepaid.id, u.ids.zhangwei, [[-10, '10.00', '0.00']]);
    await invoices(onTime.id, u.ids.zhangwei, [[5, '10.00', '0.00']]);
    await invoices(late.id, u.ids.chenjing, [[-10, '10.00', '0.00']]);
    const ids = async (who: typeof u.zhangwei, q: Record<string, string | number> = {}) =>
      expectOk(await who.call(periodListPage, { query: { customerName: 'scope', limit: 50, ...q } })).rows.map((r: { customerId: number }) => r.customerId);
    expect(await ids(u.zhangwei)).toEqual([onTime.id]);
    expect(await ids(u.chenjing)).toEqual([late.id, onTime.id]);
    expect(await ids(u.lina, { overdueOnly: 'true' })).toEqual([late.id]);
    expect(await ids(u.lina, { salesUserId: u.ids.zhangwei })).toEqual([onTime.id]);
    const all = expectOk(await u.chenjing.call(periodStatistics));
    const mine = expectOk(await u.zhangwei.call(periodStatistics));
    const usd = (x: { totals: Array<{ currency: string; customerCount: number }> }) => x.totals.find((r) => r.currency === 'USD')!.customerCount;
    expect(usd(all)).toBeGreaterThan(usd(mine));
    expect((await u.wangfang.call(periodListPage)).resCode).toBe(403);
    expect((await u.zhangwei.call(periodListPage, { query: { overdueOnly: 'yes' } })).resCode).toBe(400);
  });

  it('getPeriodOrderInfo lists a customer’s invoices with days overdue, earliest due first', async () => {
    const c = await insertCustomer(t, u.ids.zhangwei, { creditDays: 60 });
    await invoices(c.id, u.ids.zhangwei, [
      [3, '10.00', '0.00'],
      [-45, '20.00', '5.00'],
      [-100, '30.00', '30.00'],
    ]);
    const data = expectOk(await u.zhangwei.call(getPeriodOrderInfo, { query: { customerId: c.id } }));
    expect(data.customer).toMatchObject({ id: c.id, creditDays: 60, salesUserName: '张伟' });
    expect(data.invoices.map((i: { overdueDays: number; status: string; outstanding: string }) => [i.overdueDays, i.status, i.outstanding])).toEqual([
      [0, 'paid', '0.00'],
      [45, 'overdue', '15.00'],
      [0, 'unpaid', '10.00'],
    ]);
    const theirs = await insertCustomer(t, u.ids.chenjing);
    expect((await u.zhangwei.call(getPeriodOrderInfo, { query: { customerId: theirs.id } })).resCode).toBe(404);
    expect((await u.zhangwei.callUnchecked(getPeriodOrderInfo, { query: {} })).resCode).toBe(400);
  });

  it('the export yields the same rows in batches, with a column for every key', async () => {
    const batches: Record<string, unknown>[][] = [];
    for await (const batch of periodExportRows(t.db, { customerName: undefined }, u.ids.zhangwei)) batches.push(batch);
    const rows = batches.flat();
    const listed = expectOk(await u.zhangwei.call(periodListPage, { query: { limit: 200 } }));
    expect(rows.length).toBe(listed.total);
    for (const col of periodExportColumns) expect(rows[0]).toHaveProperty(col.key);
    expect(rows.every((r) => (r as { salesUserId: number }).salesUserId === u.ids.zhangwei)).toBe(true);
  });

  it('exports the list as an Excel task in the report centre, with the asker’s scope', async () => {
    const listed = expectOk(await u.lina.call(periodListPage, { query: { limit: 200 } }));
    const rows = await exportThroughTask(t, u.tokens.lina, addB2bPeriodExcelTask);
    expect(rows[0]).toEqual(periodExportColumns.map((c) => c.header));
    expect(rows.length - 1).toBe(listed.total);
    expect((await u.zhangwei.call(addB2bPeriodExcelTask, { query: {} })).resCode).toBe(403);
  });
});
