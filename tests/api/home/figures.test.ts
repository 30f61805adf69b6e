import dayjs from 'dayjs';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homeFigures, type HomeFigure } from '@shared/api/home';
import { b2bPayments, csServiceOrders, kolRequires } from '../../../server/db/schema';
import { loadUserCodes } from '../../../server/http/auth/codes';
import { createTestApp, type TestApp } from '../../support/app';
import { as, userId, type As } from '../admin/support';

let t: TestApp;
let lina: As, zhangwei: As, zhaomin: As, hejun: As;
let zwId: number;

beforeAll(async () => {
  t = await createTestApp();
  zwId = await userId(t, 'zhangwei');
  [lina, zhangwei, zhaomin, hejun] = (await Promise.all(['lina', 'zhangwei', 'zhaomin', 'hejun'].map((u) => t.login(u)))).map((tk) => as(t, tk)) as [As, As, As, As];
});
afterAll(() => t.close());

async function figures(who: As): Promise<HomeFigure[]> {
  const res = await who.call(homeFigures, {});
  expect(res.resCode, res.resDes).toBe(200);
  return res.data as HomeFigure[];
}
const byKey = (list: HomeFigure[], key: string) => list.find((f) => f.key === key);

let serial = 0;
/** A payment request written straight to its table (the figures only read it). */
async function payment(status: string, amountCny: string, paidAt: Date | null = null) {
  serial += 1;
  await t.db.insert(b2bPayments).values({
    serialNo: `FKTEST${serial}`,
    type: 'other',
    payeeName: 'Figure Test Ltd',
    payeeBank: 'Bank',
    payeeAccount: '123',
    currency: 'CNY',
    amount: amountCny,
    exchangeRate: '1',
    amountCny,
    reason: 'home figures',
    status,
    createdBy: zwId,
    paidAt,
  });
}

describe('finance figures (lina)', () => {
  it('待付款 and 本月已付 equal the sums of the stored requests, including the ones made here', async () => {
    const before = await figures(lina);
    const waitingBefore = byKey(before, 'b2b.paymentsWaiting')!;
    const paidBefore = byKey(before, 'b2b.paidThisMonth')!;
    expect(waitingBefore).toBeDefined();
    expect(paidBefore).toBeDefined();

    await payment('pending_finance', '1000.10');
    await payment('pending_finance', '2000.20');
    await payment('pending_audit', '999.00'); // not yet waiting for finance
    await payment('paid', '300.30', new Date());
    await payment('paid', '50.00', dayjs().startOf('month').subtract(1, 'month').toDate()); // last month

    const after = await figures(lina);
    const waiting = byKey(after, 'b2b.paymentsWaiting')!;
    const paid = byKey(after, 'b2b.paidThisMonth')!;
    expect(Number(waiting.value)).toBe(Number(waitingBefore.value) + 2);
    expect(Number(paid.value)).toBeCloseTo(Number(paidBefore.value) + 300.3, 2);
    // Last month's point of the trend grew by the 50.00 paid then.
    const prev = paid.trend.length - 2;
    expect(paid.trend[prev]!.value).toBeCloseTo(paidBefore.trend[prev]!.value + 50, 2);

    // The same scope read straight from the table (lina sees every request: viewAll).
    const [w] = await t.db.select({ n: sql<number>`count(*)::int`, cny: sql<string>`sum(amount_cny)::text` }).from(b2bPayments).where(eq(b2bPayments.status, 'pending_finance'));
    expect(waiting.value).toBe(String(w!.n));
    expect(waiting.hint).toContain(`¥${Number(w!.cny).toFixed(2)}`);
    const [p] = await t.db
      .select({ cny: sql<string>`coalesce(sum(amount_cny), 0)::numeric(18,2)::text` })
      .from(b2bPayments)
      .where(and(eq(b2bPayments.status, 'paid'), gte(b2bPayments.paidAt, dayjs().startOf('month').toDate())));
    expect(paid.value).toBe(p!.cny);
    expect(paid.unit).toBe('元');
    expect(paid.trend).toHaveLength(6);
    expect(waiting.path).toBe('/operationManager/payment-list?status=pending_finance');
  });
});

describe('who sees which figure', () => {
  it('a salesperson sees no finance figure (he holds the payment list, not 财务确认), nor a 客服', async () => {
    const zw = await figures(zhangwei);
    expect(zw.map((f) => f.key)).not.toContain('b2b.paymentsWaiting');
    expect(zw.map((f) => f.key)).not.toContain('b2b.paidThisMonth');
    expect(byKey(zw, 'gifts.spendThisMonth')).toBeUndefined();
    expect(byKey(zw, 'service.openOrders')).toBeUndefined();
    const zm = await figures(zhaomin);
    expect(zm.map((f) => f.key)).not.toContain('b2b.paymentsWaiting');
    expect(zm.map((f) => f.key)).not.toContain('b2b.paidThisMonth');
  });

  it('a 客服 counts only her own open service orders; her manager counts every one', async () => {
    const zmId = await userId(t, 'zhaomin');
    const open = (owner?: number) =>
      t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(csServiceOrders)
        .where(and(inArray(csServiceOrders.status, ['new', 'following']), owner ? eq(csServiceOrders.createdBy, owner) : undefined))
        .then((r) => String(r[0]!.n));
    const mine = byKey(await figures(zhaomin), 'service.openOrders')!;
    expect(mine.value).toBe(await open(zmId));
    const all = byKey(await figures(hejun), 'service.openOrders')!;
    expect(all.value).toBe(await open());
    expect(Number(all.value)).toBeGreaterThan(0);
  });

  it('every figure opens a route its viewer holds', async () => {
    for (const name of ['lina', 'zhangwei', 'zhaomin', 'hejun', 'wangfang', 'wuhao']) {
      const list = await figures(as(t, await t.login(name)));
      const { menus } = await loadUserCodes(t.db, await userId(t, name));
      for (const f of list) expect(menus.has(f.path.split('?')[0]!), `${name} ${f.key} ${f.path}`).toBe(true);
    }
  });
});

describe('operations figures', () => {
  it('the manager sees budget achievement over every approved budget of this year', async () => {
    const wuhao = await figures(as(t, await t.login('wuhao')));
    const achievement = byKey(wuhao, 'sales.budgetAchievement');
    expect(achievement, JSON.stringify(wuhao.map((f) => f.key))).toBeDefined();
    expect(achievement!.unit).toBe('%');
    expect(achievement!.trend.length).toBe(new Date().getMonth() + 1);
  });

  it('marketing sees the KOL requirements in progress, an operator only her own', async () => {
    const open = (createdBy?: number) =>
      t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(kolRequires)
        .where(and(inArray(kolRequires.status, ['approved', 'pending_audit']), createdBy ? eq(kolRequires.createdBy, createdBy) : undefined))
        .then((r) => String(r[0]!.n));
    const all = byKey(await figures(as(t, await t.login('sunli'))), 'kol.openRequires')!;
    expect(all.value).toBe(await open());
    expect(Number(all.value)).toBeGreaterThan(0);
    expect(all.trend).toHaveLength(8);
    const mine = byKey(await figures(as(t, await t.login('wangfang'))), 'kol.openRequires')!;
    expect(mine.value).toBe(await open(await userId(t, 'wangfang')));
  });

  it('the operator sees forecast accuracy over the last four weeks of her demo forecasts, with real numbers', async () => {
    const wangfang = await figures(as(t, await t.login('wangfang')));
    const accuracy = byKey(wangfang, 'sales.forecastAccuracy');
    expect(accuracy, JSON.stringify(wangfang.map((f) => f.key))).toBeDefined();
    expect(accuracy!.unit).toBe('%');
    // Six SKUs of the first demo store forecast six weeks ago and approved: four complete weeks each.
    expect(accuracy!.hint).toContain('24 个SKU·店铺·周');
    expect(accuracy!.trend).toHaveLength(4);
    for (const week of accuracy!.trend) expect(week.value).toBeGreaterThan(0);
    expect(Number(accuracy!.value)).toBeGreaterThan(0);
    expect(Number(accuracy!.value)).toBeLessThanOrEqual(100);
  });
});
