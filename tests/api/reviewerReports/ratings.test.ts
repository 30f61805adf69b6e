import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadImportErrors, downloadImportTemplate } from '@shared/api/report';
import {
  addOrUpdPromoteLog, delPromoteLog, getAsinByGroupName, getCategoryByGroupName, getSkuByStar, getTypeCodeByStar, importProductRating, importPromoteLog,
  listPromoteLogPage, listStarAvaWeekPage, listStarChangeWeekPage, PROMOTE_IMPORT_KIND, queryProductRatingList, queryProductTrend, RATING_IMPORT_KIND,
  starAvaWeekStatis, starChangeStatistics,
} from '@shared/api/reviewerReports';
import { productCategories, promoteLogs, reviewerStarWeeks } from '../../../server/db/schema';
import { createTestApp, type TestApp } from '../../support/app';
import { expectRefused } from '../../support/contract';
import { as, type As } from '../admin/support';
import { sheetRows, xlsxOf } from '../report/support';
import { ratingListings, type Listing } from './support';

let t: TestApp;
let wangfang: As, wuhao: As, zhangwei: As;
let home: [Listing, Listing];
let tech: Listing;


beforeAll(async () => {
  t = await createTestApp();
  [wangfang, wuhao, zhangwei] = (await Promise.all(['wangfang', 'wuhao', 'zhangwei'].map((u) => t.login(u)))).map((tk) => as(t, tk)) as [As, As, As];
  ({ home, tech } = await ratingListings(t));
});
afterAll(() => t.close());

const HEADER = ['周*', '站点编码*', 'ASIN*', '星级*', '评分数*', '店铺编码'];
const ratingFile = async (rows: unknown[][]) => ({ bytes: await xlsxOf(HEADER, rows), name: '评分周报.xlsx' });
const stored = (asins: string[]) => t.db.select().from(reviewerStarWeeks).where(and(inArray(reviewerStarWeeks.asin, asins), sql`${reviewerStarWeeks.weekStart} < '2021-01-01'`));
const W1 = '2020-01-06';
const W2 = '2020-01-13';

describe('产品评分导入', () => {
  it('downloads the template under its Chinese name', async () => {
    const res = await wangfang.blob(downloadImportTemplate, { query: { kind: RATING_IMPORT_KIND } });
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain('产品评分导入模板.xlsx');
    expect((await sheetRows(res.bytes))[0]).toEqual(HEADER);
  });

  it('stores two weeks of two products, keyed by the ISO week, with SKU and categories from the products module', async () => {
    const [a, b] = home;
    // Any day of the week names it: Wednesday 2020-01-08 is the week of Monday 2020-01-06.
    const res = await wangfang.upload(importProductRating, await ratingFile([
      ['2020-01-08', a.code, a.asin.toLowerCase(), '4', '10'], [W1, a.code, b.asin, '4.5', '30'],
      [W2, a.code, a.asin, '4.5', '14'], ['2020-01-19', a.code, b.asin, '4', '31'],
    ]));
    expect(res.data).toMatchObject({ status: 'ok', rowCount: 4, errorCount: 0 });
    const rows = await stored([a.asin, b.asin]);
    expect(rows).toHaveLength(4);
    expect(rows.find((r) => r.asin === a.asin && r.weekStart === W1)).toMatchObject({ star: '4.00', ratingCount: 10, skuId: a.skuId, categoryId: a.categoryId });
    const [group] = await t.db.select().from(productCategories).where(eq(productCategories.name, '家居'));
    expect(rows.every((r) => r.groupId === group!.id)).toBe(true);
  });

  it('a week imported again replaces the product\'s snapshot (no duplicate)', async () => {
    const [a] = home;
    await wangfang.upload(importProductRating, await ratingFile([[W1, a.code, a.asin, '4', '10']]));
    expect((await stored([a.asin])).filter((r) => r.weekStart === W1)).toHaveLength(1);
  });

  it('refuses a bad file whole, with an error file naming each bad row', async () => {
    const [a] = home;
    const before = await t.db.$count(reviewerStarWeeks);
    const res = await wangfang.upload(importProductRating, await ratingFile([
      ['2020-02-03', a.code, a.asin, '4.2', '12'], ['2020-02-03', a.code, a.asin, '6', '12'], ['2020-02-03', 'NOPE', a.asin, '4', '1'],
      ['2020-02-03', a.code, 'B0NOTLISTED', '4', '1'], ['2020-02-03', a.code, a.asin, '4', '-1'],
    ]));
    expectRefused(res, 400, '未保存任何数据');
    expect(await t.db.$count(reviewerStarWeeks)).toBe(before);
    const recordId = (res as unknown as { data: { recordId: number } }).data.recordId;
    const errors = await wangfang.blob(downloadImportErrors, { params: { id: recordId } });
    const lines = await sheetRows(errors.bytes);
    expect(lines[0]).toContain('错误原因');
    expect(String(lines[2]!.at(-1))).toContain('星级应为 1 到 5');
    expect(String(lines[5]!.at(-1))).toContain('评分数应为不小于0的整数');
    // Rows that pass the sheet rules but not the catalogue: refused the same way, nothing stored.
    const second = await wangfang.upload(importProductRating, await ratingFile([['2020-02-03', a.code, a.asin, '4', '1'], ['2020-02-03', 'NOPE', a.asin, '4', '1'], ['2020-02-03', a.code, 'B0NOTLISTED', '4', '1']]));
    expectRefused(second, 400, '2 行数据有误');
    expect(await t.db.$count(reviewerStarWeeks)).toBe(before);
  });

  it('refuses products outside the importer\'s scope and callers without the import code', async () => {
    const res = await wangfang.upload(importProductRating, await ratingFile([[W1, tech.code, tech.asin, '3.5', '8']]));
    expectRefused(res, 400, '1 行数据有误');
    expectRefused(await zhangwei.upload(importProductRating, await ratingFile([[W1, tech.code, tech.asin, '3.5', '8']])), 403);
    // The manager sees every product.
    expect((await wuhao.upload(importProductRating, await ratingFile([[W1, tech.code, tech.asin, '3.5', '8'], [W2, tech.code, tech.asin, '3', '9']]))).data).toMatchObject({ status: 'ok' });
  });
});

describe('推广日志', () => {
  let entryId: number;
  it('an operator records a promotion of her product; the manager\'s entry is not hers to change', async () => {
    const [a] = home;
    const res = await wangfang.call(addOrUpdPromoteLog, { body: { platformId: a.platformId, asin: a.asin, kind: 'coupon', actionDate: '2020-01-14', content: '上线 15% 优惠券' } });
    entryId = res.data.id;
    expect(res.data).toMatchObject({ weekStart: W2, week: '2020-W03', kindLabel: '优惠券', skuId: a.skuId, groupName: '家居' });
    const [row] = await t.db.select().from(promoteLogs).where(eq(promoteLogs.id, entryId));
    expect(row).toMatchObject({ asin: a.asin, kind: 'coupon', actionDate: '2020-01-14' });
    const edited = await wangfang.call(addOrUpdPromoteLog, { body: { id: entryId, platformId: a.platformId, asin: a.asin, kind: 'coupon', actionDate: '2020-01-15', content: '上线 20% 优惠券' } });
    expect(edited.data).toMatchObject({ actionDate: '2020-01-15', content: '上线 20% 优惠券' });

    const other = await wuhao.call(addOrUpdPromoteLog, { body: { platformId: tech.platformId, asin: tech.asin, kind: 'price', actionDate: '2020-01-14', content: '降价 2 美元' } });
    expectRefused(await wangfang.callUnchecked(delPromoteLog, { body: { id: other.data.id } }), 400, '只能修改或删除本人记录的推广日志');
    expectRefused(await wangfang.callUnchecked(addOrUpdPromoteLog, { body: { platformId: tech.platformId, asin: tech.asin, kind: 'ad', actionDate: '2020-01-14', content: 'x' } }), 400, '不在您的产品范围内');
    expect((await t.db.select().from(promoteLogs).where(eq(promoteLogs.id, other.data.id))).length).toBe(1);
    // Her list shows her products only; the manager's shows both.
    const mine = await wangfang.call(listPromoteLogPage, { query: { from: '2020-01-01', to: '2020-01-31' } });
    expect(mine.data.rows.map((r) => r.asin)).toEqual([a.asin]);
    expect((await wuhao.call(listPromoteLogPage, { query: { from: '2020-01-01', to: '2020-01-31' } })).data.total).toBe(2);
  });

  it('refuses wrong input clearly, changing nothing', async () => {
    const [a] = home;
    const before = await t.db.$count(promoteLogs);
    expectRefused(await wangfang.callUnchecked(addOrUpdPromoteLog, { body: { platformId: a.platformId, asin: a.asin, kind: 'gift', actionDate: '2020-01-14', content: 'x' } }), 400, '推广类型不正确');
    expectRefused(await wangfang.callUnchecked(addOrUpdPromoteLog, { body: { platformId: a.platformId, asin: a.asin, kind: 'ad', actionDate: '14/01/2020', content: 'x' } }), 400, '日期格式应为 yyyy-MM-dd');
    expectRefused(await wangfang.callUnchecked(addOrUpdPromoteLog, { body: { platformId: a.platformId, asin: 'B0NOTLISTED', kind: 'ad', actionDate: '2020-01-14', content: 'x' } }), 400, '不是该站点的产品链接');
    expectRefused(await wangfang.callUnchecked(delPromoteLog, { body: { id: 99999999 } }), 404);
    expectRefused(await zhangwei.callUnchecked(addOrUpdPromoteLog, { body: { platformId: a.platformId, asin: a.asin, kind: 'ad', actionDate: '2020-01-14', content: 'x' } }), 403);
    expect(await t.db.$count(promoteLogs)).toBe(before);
  });

  it('imports entries all or none', async () => {
    const [a, b] = home;
    const header = ['站点编码*', 'ASIN*', '日期*', '推广类型*', '推广内容*', '备注'];
    const tpl = await wangfang.blob(downloadImportTemplate, { query: { kind: PROMOTE_IMPORT_KIND } });
    expect(decodeURIComponent(String(tpl.headers['content-disposition']))).toContain('推广日志导入模板.xlsx');
    const before = await t.db.$count(promoteLogs);
    const bad = await wangfang.upload(importPromoteLog, { bytes: await xlsxOf(header, [[a.code, a.asin, '2020-01-07', '秒杀/Deal', 'Deal'], [a.code, b.asin, '2020-01-07', '送礼', 'x']]), name: '推广.xlsx' });
    expectRefused(bad, 400, '1 行数据有误');
    expect(await t.db.$count(promoteLogs)).toBe(before);
    const good = await wangfang.upload(importPromoteLog, { bytes: await xlsxOf(header, [[a.code, b.asin, '2020-01-08', '广告调整', '加投长尾词']]), name: '推广.xlsx' });
    expect(good.data).toMatchObject({ status: 'ok', rowCount: 1 });
    expect(await t.db.$count(promoteLogs)).toBe(before + 1);
  });

  it('deletes her own entry', async () => {
    const extra = await wangfang.call(addOrUpdPromoteLog, { body: { platformId: home[0].platformId, asin: home[0].asin, kind: 'other', actionDate: '2020-03-02', content: '临时记录' } });
    expect((await wangfang.call(delPromoteLog, { body: { id: extra.data.id } })).data).toEqual({ id: extra.data.id });
    expect(await t.db.select().from(promoteLogs).where(eq(promoteLogs.id, extra.data.id))).toEqual([]);
  });
});

describe('the reports on known data', () => {
  const range = { from: W1, to: '2020-01-19' };

  it('weekly average per group and category: mean and rating-weighted star', async () => {
    const [a] = home;
    const res = await wangfang.call(listStarAvaWeekPage, { query: { ...range, categoryId: a.categoryId } });
    const w1 = res.data.rows.find((r) => r.weekStart === W1)!;
    // (4.00 + 4.50) / 2 = 4.25; (4 x 10 + 4.5 x 30) / 40 = 4.375 -> 4.38
    expect(w1).toMatchObject({ week: '2020-W02', groupName: '家居', products: 2, avgStar: '4.25', weightedStar: '4.38', ratingCount: 40 });
    expect(res.data.rows.find((r) => r.weekStart === W2)).toMatchObject({ avgStar: '4.25', weightedStar: '4.16', ratingCount: 45 });
    const chart = await wangfang.call(starAvaWeekStatis, { query: { ...range, groupId: w1.groupId } });
    expect(chart.data.map((r) => [r.weekStart, r.products, r.avgStar])).toEqual([[W1, 2, '4.25'], [W2, 2, '4.25']]);
    expect(chart.data[1]!.promotions).toBeGreaterThanOrEqual(1);
  });

  it('the change detail: +0.50 and -0.50 against the week before, with the product\'s promotion log beside it', async () => {
    const [a, b] = home;
    const res = await wangfang.call(listStarChangeWeekPage, { query: range });
    expect(res.data.total).toBe(2);
    const up = res.data.rows.find((r) => r.asin === a.asin)!;
    expect(up).toMatchObject({ weekStart: W2, star: '4.50', previousStar: '4.00', starChange: '0.50', ratingCount: 14, previousCount: 10, countChange: 4 });
    expect(up.promotions.map((p) => p.content)).toEqual(['上线 20% 优惠券']);
    expect(res.data.rows.find((r) => r.asin === b.asin)).toMatchObject({ starChange: '-0.50', countChange: 1 });
    const down = await wangfang.call(listStarChangeWeekPage, { query: { ...range, direction: 'down' } });
    expect(down.data.rows.map((r) => r.asin)).toEqual([b.asin]);
    // The manager also sees the 电子 product's fall.
    expect((await wuhao.call(listStarChangeWeekPage, { query: range })).data.total).toBe(3);
  });

  it('the change statistics per week', async () => {
    const res = await wangfang.call(starChangeStatistics, { query: range });
    expect(res.data).toEqual([{ weekStart: W2, week: '2020-W03', compared: 2, up: 1, down: 1, unchanged: 0, avgChange: '0.00', promoted: 1 }]);
  });

  it('the product rating query and one product\'s trend with its log', async () => {
    const [a] = home;
    const list = await wangfang.call(queryProductRatingList, { query: { ...range, asin: a.asin.slice(0, 6) } });
    expect(list.data.rows.filter((r) => r.asin === a.asin).map((r) => r.star)).toEqual(['4.50', '4.00']);
    expect((await wangfang.call(queryProductRatingList, { query: { ...range, minStar: '4.5' } })).data.rows.every((r) => Number(r.star) >= 4.5)).toBe(true);
    // Scope: her list never shows the 电子 product.
    expect((await wangfang.call(queryProductRatingList, { query: { ...range, asin: tech.asin } })).data.total).toBe(0);
    expect((await wuhao.call(queryProductRatingList, { query: { ...range, asin: tech.asin } })).data.total).toBe(2);
    const trend = await wangfang.call(queryProductTrend, { query: { platformId: a.platformId, asin: a.asin } });
    expect(trend.data.weeks.length).toBeGreaterThan(0);
  });

  it('the filter pickers search on the server within the caller\'s scope', async () => {
    const [a] = home;
    const groups = await wangfang.call(getCategoryByGroupName, { query: {} });
    expect(groups.data.map((g) => g.label)).toEqual(['家居']);
    const categories = await wangfang.call(getCategoryByGroupName, { query: { groupId: groups.data[0]!.value } });
    expect(categories.data.map((c) => c.value)).toContain(a.categoryId);
    expect((await wangfang.call(getAsinByGroupName, { query: { keyword: a.asin.slice(0, 7) } })).data.map((o) => o.value)).toContain(a.asin);
    expect((await wangfang.call(getAsinByGroupName, { query: { keyword: tech.asin } })).data).toEqual([]);
    expect((await wuhao.call(getSkuByStar, { query: { minStar: '1' } })).data.length).toBeGreaterThan(0);
    expect((await wangfang.call(getTypeCodeByStar, {})).data.map((p) => p.code)).toContain(a.code);
  });

  it('refuses callers without the screens and bad filters', async () => {
    expectRefused(await zhangwei.callUnchecked(listStarAvaWeekPage, { query: {} }), 403);
    expectRefused(await zhangwei.callUnchecked(getAsinByGroupName, { query: {} }), 403);
    expectRefused(await wangfang.callUnchecked(listStarChangeWeekPage, { query: { direction: 'sideways' } }), 400, '方向只能是 up 或 down');
    expectRefused(await wangfang.callUnchecked(queryProductRatingList, { query: { from: '2020/01/01' } }), 400, '日期格式应为 yyyy-MM-dd');
  });
});

describe('the demo', () => {
  it('holds a year of weekly ratings and promotion log entries', async () => {
    const weeks = await t.db.execute(sql`select count(distinct week_start) as n from reviewer_star_weeks where week_start > current_date - 400`);
    expect(Number((weeks as unknown as { rows: Array<{ n: string }> }).rows[0]!.n)).toBeGreaterThanOrEqual(52);
    expect(await t.db.$count(promoteLogs, sql`action_date > current_date - 400`)).toBeGreaterThan(50);
  });
});
