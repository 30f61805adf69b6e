import dayjs from 'dayjs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homeFigures, type HomeFigure } from '@shared/api/home';
import { productLimitCalls } from '@shared/api/promotion/limits';
import { costReportScreen } from '@shared/api/promotionItems/screens';
import { baseSkus, promotionSpends } from '../../../server/db/schema';
import { createTestApp, type TestApp } from '../../support/app';
import { as, type As } from '../admin/support';
import { promotionFixtures } from './support';

let t: TestApp;
let platformId = 0;
let lina: As, zhaolei: As, zhouxin: As, zhangwei: As;
const month = dayjs().format('YYYY-MM');
const KEY = 'promotion.spendAgainstLimits';

beforeAll(async () => {
  t = await createTestApp();
  [lina, zhaolei, zhouxin, zhangwei] = (await Promise.all(['lina', 'zhaolei', 'zhouxin', 'zhangwei'].map((u) => t.login(u)))).map((tk) => as(t, tk)) as [As, As, As, As];
  platformId = (await promotionFixtures(t)).platform.id;
}, 60_000);
afterAll(() => t.close());

async function figure(who: As): Promise<HomeFigure | undefined> {
  const res = await who.call(homeFigures, {});
  expect(res.resCode, res.resDes).toBe(200);
  return (res.data as HomeFigure[]).find((f) => f.key === KEY);
}

/** This month's ledger total, read straight from the table. */
async function ledgerTotal(): Promise<string> {
  const [row] = await t.db.select({ cny: sql<string>`coalesce(sum(amount_cny), 0)::numeric(18,2)::text` }).from(promotionSpends).where(eq(promotionSpends.month, month));
  return row!.cny;
}

const overOf = (hint: string | null) => Number(/(\d+) 项已超出/.exec(hint ?? '')?.[1] ?? 0);

describe('本月推广费用 on 首页', () => {
  it('is this month’s spend ledger against the limits in force, and counts a limit the ledger passes', async () => {
    const before = (await figure(zhaolei))!;
    expect(before).toMatchObject({ title: '本月推广费用', unit: '元', path: `${costReportScreen.path}?fromMonth=${month}&toMonth=${month}` });
    expect(before.value).toBe(await ledgerTotal());

    // A SKU this test spends 1,234.56 on (a claim's ledger row written straight to the table), over a limit of 1,000.
    const [sku] = await t.db
      .select({ id: baseSkus.id, sku: baseSkus.sku, spu: baseSkus.spu })
      .from(baseSkus)
      .where(sql`not exists (select 1 from promotion_product_limits l where l.month = ${month} and l.code in (${baseSkus.sku}, ${baseSkus.spu}))`)
      .orderBy(baseSkus.id)
      .limit(1);
    if (!sku) throw new Error('every SKU has a limit this month');
    await t.db.insert(promotionSpends).values({ sourceKind: 'claim', sourceId: 990001, platformId, skuId: sku.id, spu: sku.spu, categoryIds: [], month, amountCny: '1234.56' });
    const limit = await lina.call(productLimitCalls.save, { body: { targetKind: 'sku', code: sku.sku, month, amountCny: '1000' } });
    expect(limit.resCode, limit.resDes).toBe(200);

    const after = (await figure(zhaolei))!;
    expect(after.value).toBe(await ledgerTotal());
    expect(Number(after.value)).toBeCloseTo(Number(before.value) + 1234.56, 2);
    expect(after.trend.at(-1)!.value).toBeCloseTo(Number(after.value), 2);
    expect(overOf(after.hint)).toBe(overOf(before.hint) + 1);
    const [{ n }] = ((await t.db.execute(sql`select (select count(*) from promotion_product_limits where enabled and month = ${month}) + (select count(*) from promotion_rate_limits where enabled) as n`)) as unknown as { rows: Array<{ n: string }> }).rows as [{ n: string }];
    expect(after.hint).toContain(`${Number(n)} 项限额中`);
  });

  it('is shown to the cost report’s readers (finance, the marketing manager), not to the cashier nor a salesperson', async () => {
    expect(await figure(lina)).toBeDefined();
    expect(await figure(zhaolei)).toBeDefined();
    expect(await figure(zhouxin)).toBeUndefined();
    expect(await figure(zhangwei)).toBeUndefined();
  });
});
