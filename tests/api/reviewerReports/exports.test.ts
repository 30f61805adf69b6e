import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addOrUpdPromoteLog, importProductRating } from '@shared/api/reviewerReports';
import { addProductRatingExcelTask, addStarAvaWeekExcelTask, addStarChangeWeekExcelTask } from '@shared/api/reviewerReports/ratings';
import { users } from '../../../server/db/schema';
import { createTestApp, type TestApp } from '../../support/app';
import { expectRefused } from '../../support/contract';
import { as, type As } from '../admin/support';
import { exportThroughTask, xlsxOf } from '../report/support';
import { ratingListings, type Listing } from './support';

vi.setConfig({ testTimeout: 90_000 });

let t: TestApp;
let tokens: Record<string, string>;
let wangfang: As, wuhao: As, zhangwei: As;
let home: [Listing, Listing];
let tech: Listing;

/** Weeks no demo rating uses (the demo holds the last year): only this test's snapshots are in them. */
const W1 = '2019-03-04';
const W2 = '2019-03-11';
const W3 = '2019-03-18';
const RANGE = { from: W1, to: '2019-03-24' };


const HEADER = ['周*', '站点编码*', 'ASIN*', '星级*', '评分数*', '店铺编码'];
async function importRatings(who: As, rows: unknown[][]) {
  const res = await who.upload(importProductRating, { bytes: await xlsxOf(HEADER, rows), name: '评分周报.xlsx' });
  expect(res.data, res.resDes).toMatchObject({ status: 'ok', rowCount: rows.length });
}

beforeAll(async () => {
  t = await createTestApp();
  const names = ['wangfang', 'wuhao', 'zhangwei'];
  tokens = Object.fromEntries(await Promise.all(names.map(async (n) => [n, await t.login(n)])));
  [wangfang, wuhao, zhangwei] = names.map((n) => as(t, tokens[n]!)) as [As, As, As];
  ({ home, tech } = await ratingListings(t));
  const [a1, b1] = home;
  // 王芳's two 家居 products (a: 4 → 4.5 → 4.5, b: 4.5 → 4 → 4.2), and an 电子 product out of her scope (3 → 3.5 → 3).
  await importRatings(wangfang, [
    [W1, a1.code, a1.asin, '4', '10'], [W2, a1.code, a1.asin, '4.5', '12'], [W3, a1.code, a1.asin, '4.5', '15'],
    [W1, b1.code, b1.asin, '4.5', '30'], [W2, b1.code, b1.asin, '4', '31'], [W3, b1.code, b1.asin, '4.2', '33'],
  ]);
  await importRatings(wuhao, [[W1, tech.code, tech.asin, '3', '5'], [W2, tech.code, tech.asin, '3.5', '6'], [W3, tech.code, tech.asin, '3', '8']]);
  expect((await wangfang.call(addOrUpdPromoteLog, { body: { platformId: a1.platformId, asin: a1.asin, kind: 'coupon', actionDate: '2019-03-12', content: '上线 15% 优惠券' } })).resCode).toBe(200);
}, 90_000);
afterAll(() => t.close());

const column = (rows: unknown[][], header: string) => {
  const i = rows[0]!.indexOf(header);
  expect(i, header).toBeGreaterThanOrEqual(0);
  return rows.slice(1).map((r) => r[i]);
};
const weeksAndAsins = (rows: unknown[][]) => column(rows, '周一').map((w, i) => `${String(w)} ${String(column(rows, 'ASIN')[i])}`).sort();

describe('产品评分 export', () => {
  it('carries the filters and the asker’s SKU scope: exactly the snapshots the test imported', async () => {
    const all = await exportThroughTask(t, tokens.wuhao!, addProductRatingExcelTask, RANGE);
    expect(all.length - 1).toBe(9);
    const [a, b] = home;
    const hers = await exportThroughTask(t, tokens.wangfang!, addProductRatingExcelTask, RANGE);
    expect(weeksAndAsins(hers)).toEqual([W1, W2, W3].flatMap((w) => [`${w} ${a.asin}`, `${w} ${b.asin}`]).sort());
    const one = await exportThroughTask(t, tokens.wuhao!, addProductRatingExcelTask, { ...RANGE, asin: a.asin, minStar: 4.5 });
    expect(weeksAndAsins(one)).toEqual([`${W2} ${a.asin}`, `${W3} ${a.asin}`]);
    expect(column(one, '星级')).toEqual([4.5, 4.5]);
  });

  it('never stops at a row limit: 2,500 snapshots of one week come out in full', async () => {
    const [a] = home;
    const [admin] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'wuhao'));
    await t.db.execute(sql`insert into reviewer_star_weeks (week_start, platform_id, asin, sku_id, star, rating_count, imported_by)
      select '2018-01-01', ${a.platformId}, 'BULK' || lpad(g::text, 6, '0'), ${a.skuId}, 4, g, ${admin!.id} from generate_series(1, 2500) g`);
    const rows = await exportThroughTask(t, tokens.wuhao!, addProductRatingExcelTask, { from: '2018-01-01', to: '2018-01-07' });
    expect(rows.length - 1).toBe(2500);
    expect(new Set(column(rows, 'ASIN')).size).toBe(2500);
  });
});

describe('星级变动明细 export', () => {
  it('lists each product whose star moved, with the promotion log beside it, within scope and direction', async () => {
    const [a, b] = home;
    const all = await exportThroughTask(t, tokens.wuhao!, addStarChangeWeekExcelTask, RANGE);
    // W2: a up, b down, tech up; W3: b up, tech down (a unchanged).
    expect(weeksAndAsins(all)).toEqual([`${W2} ${a.asin}`, `${W2} ${b.asin}`, `${W2} ${tech.asin}`, `${W3} ${b.asin}`, `${W3} ${tech.asin}`].sort());
    const up = await exportThroughTask(t, tokens.wangfang!, addStarChangeWeekExcelTask, { ...RANGE, direction: 'up' });
    expect(weeksAndAsins(up)).toEqual([`${W2} ${a.asin}`, `${W3} ${b.asin}`].sort());
    const aRow = up.findIndex((r) => r.includes(a.asin));
    expect(column(up, '变化')[aRow - 1]).toBe(0.5);
    expect(String(column(up, '同周推广日志（本周与上周）')[aRow - 1])).toContain('上线 15% 优惠券');
  });
});

describe('周平均星级 export', () => {
  it('has one row per week, group and category in scope', async () => {
    const hers = await exportThroughTask(t, tokens.wangfang!, addStarAvaWeekExcelTask, RANGE);
    expect(column(hers, '周一').map(String)).toEqual([W3, W2, W1]);
    expect(column(hers, '产品数')).toEqual([2, 2, 2]);
    expect(column(hers, '平均星级')).toEqual([4.35, 4.25, 4.25]);
    const all = await exportThroughTask(t, tokens.wuhao!, addStarAvaWeekExcelTask, RANGE);
    expect(all.length - 1).toBe(6);
  });

  it('refuses callers without the export code and bad filters', async () => {
    expectRefused(await zhangwei.call(addStarAvaWeekExcelTask, { query: RANGE }), 403);
    expectRefused(await zhangwei.call(addProductRatingExcelTask, { query: RANGE }), 403);
    expectRefused(await wangfang.callUnchecked(addStarChangeWeekExcelTask, { query: { direction: 'sideways' } }), 400, '方向只能是 up 或 down');
  });
});
