import fs from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadImportErrors } from '@shared/api/report';
import { importPlatformReview, PlatformReviewMessages } from '@shared/api/service/excel';
import { reviewLog } from '@shared/api/service/reviews';
import { baseSkus, csReviews, importRecords, platforms } from '../../../server/db/schema';
import { replaceListings } from '../../../server/modules/products';
import { createTestApp, type TestApp } from '../../support/app';
import { expectRefused } from '../../support/contract';
import { as, userId, type As } from '../admin/support';
import { sheetRows, xlsxOf } from '../report/support';

/** 导入平台评论: the marketplaces' own review exports (fixtures in ./fixtures), read back from the database. */

let t: TestApp;
let manager: As; // hejun 客服主管
let cs: As; // zhaomin 客服: no import code
let hejun = 0;
const sku = { amazon: '', walmart: '', twinA: '' };

const fixture = async (name: string) => ({ bytes: await fs.readFile(path.join(import.meta.dirname, 'fixtures', name)), name });
const csv = (text: string, name = 'reviews.csv') => ({ bytes: Buffer.from(text, 'utf8'), name });
const storedOf = (skus: string[]) =>
  t.db.select().from(csReviews).where(inArray(csReviews.sku, skus)).orderBy(asc(csReviews.id));
const errorsOf = async (recordId: number) => (await sheetRows((await manager.blob(downloadImportErrors, { params: { id: recordId } })).bytes));
const recordIdOf = (res: { data?: unknown }) => (res.data as { recordId: number }).recordId;

beforeAll(async () => {
  t = await createTestApp();
  [manager, cs] = (await Promise.all(['hejun', 'zhaomin'].map((u) => t.login(u)))).map((token) => as(t, token));
  hejun = await userId(t, 'hejun');
  // Four demo SKUs get the listings the fixtures name: one ASIN on Amazon US and DE, a Walmart MSKU,
  // and one ASIN shared by two SKUs (a file must then name the SKU).
  const ids = Object.fromEntries((await t.db.select({ id: platforms.id, name: platforms.name }).from(platforms)).map((p) => [p.name, p.id]));
  const four = await t.db.select({ id: baseSkus.id, sku: baseSkus.sku }).from(baseSkus).where(eq(baseSkus.status, 'on_sale')).orderBy(asc(baseSkus.id)).limit(4);
  expect(four).toHaveLength(4);
  const [a, w, d1, d2] = four as [(typeof four)[0], (typeof four)[0], (typeof four)[0], (typeof four)[0]];
  await replaceListings(t.db, a.id, [
    { platformId: ids['Amazon US']!, asin: 'B0RVWTEST1', msku: 'RV-AMZ-US', storeId: null },
    { platformId: ids['Amazon DE']!, asin: 'B0RVWTEST1', msku: 'RV-AMZ-DE', storeId: null },
  ]);
  await replaceListings(t.db, w.id, [{ platformId: ids['Walmart US']!, asin: 'WMT987654321', msku: 'RV-WMT-1', storeId: null }]);
  await replaceListings(t.db, d1.id, [{ platformId: ids['Amazon US']!, asin: 'B0RVWTWIN1', msku: 'RV-TWIN-1', storeId: null }]);
  await replaceListings(t.db, d2.id, [{ platformId: ids['Amazon US']!, asin: 'B0RVWTWIN1', msku: 'RV-TWIN-2', storeId: null }]);
  Object.assign(sku, { amazon: a.sku, walmart: w.sku, twinA: d1.sku });
}, 120_000);
afterAll(() => t.close());

describe('Amazon customer reviews export (CSV)', () => {
  it('is recognised by its header row and stores each review as a 待处理 产品评论 of the right platform and SKU', async () => {
    const res = await manager.upload(importPlatformReview, await fixture('amazon-customer-reviews.csv'));
    expect(res.resCode, res.resDes).toBe(200);
    expect(res.data).toMatchObject({ status: 'ok', rowCount: 2, errorCount: 0 });
    const rows = await storedOf([sku.amazon]);
    expect(rows.map((r) => [r.channel, r.platform, r.sku, r.orderNo, r.rating, r.title, r.content, r.reviewerName, r.reviewedOn, r.status])).toEqual([
      ['product', 'Amazon US', sku.amazon, '113-0000001-0000001', 2, 'Broke after a week', 'The handle snapped, after a week.\nNot happy.', 'Kate Moss', '2026-11-20', 'new'],
      ['product', 'Amazon DE', sku.amazon, null, 5, 'Super', 'Sehr gut; gerne wieder', 'Amazon Customer', '2026-11-20', 'new'],
    ]);
    expect(rows.every((r) => r.createdBy === hejun && r.enteredBy === hejun)).toBe(true);
    expect((await manager.call(reviewLog, { query: { id: rows[0]!.id } })).data!.map((l) => l.action)).toEqual(['create']);
    const [record] = await t.db.select().from(importRecords).where(eq(importRecords.id, recordIdOf(res)));
    expect(record).toMatchObject({ kind: 'csReviewAmazon', fileName: 'amazon-customer-reviews.csv', status: 'ok', rowCount: 2 });
  });

  it('refuses the same export a second time, row by row, and stores nothing', async () => {
    const res = await manager.upload(importPlatformReview, await fixture('amazon-customer-reviews.csv'));
    expectRefused(res, 400, '2 行数据有误，未保存任何数据');
    const errors = await errorsOf(recordIdOf(res));
    expect(errors[0]).toEqual(['Review ID', 'Marketplace', 'ASIN', 'SKU', 'Order ID', 'Review Date', 'Star Rating', 'Review Title', 'Review Text', 'Reviewer Name', 'Verified Purchase', '错误原因']);
    expect(errors.slice(1).map((r) => r[11])).toEqual(['该评论已存在（渠道、平台、SKU、评论人、评论日期和内容相同）', '该评论已存在（渠道、平台、SKU、评论人、评论日期和内容相同）']);
    expect(await storedOf([sku.amazon])).toHaveLength(2);
  });

  it('stores nothing when a row does not read well (a semicolon CSV), with each reason in the error file', async () => {
    const res = await manager.upload(importPlatformReview, await fixture('amazon-customer-reviews-bad.csv'));
    expectRefused(res, 400, '2 行数据有误，未保存任何数据');
    const errors = await errorsOf(recordIdOf(res));
    expect(errors.slice(1).map((r) => r[10] ?? null)).toEqual([
      null,
      '评分必须是1到5的整数；评论日期“yesterday”无法识别，应为 2026-11-20、11/20/2026 或 November 20, 2026',
      '请填写评论内容；请填写ASIN',
    ]);
    expect((await storedOf([sku.amazon])).filter((r) => r.reviewerName === 'Ann Lee')).toHaveLength(0);
  });

  it('refuses rows whose platform or SKU cannot be found, naming the ASIN or SKU', async () => {
    const header = 'Review ID,Marketplace,ASIN,SKU,Review Date,Star Rating,Review Title,Review Text,Reviewer Name';
    const res = await manager.upload(
      importPlatformReview,
      csv(
        [
          header,
          'R1,amazon.com,B0RVWTEST1,,2026-11-22,3,Ok,Fine product.,Dee',
          'R2,amazon.com,B0UNKNOWN1,,2026-11-22,3,Ok,Fine product.,Dee',
          'R3,amazon.com,B0RVWTWIN1,,2026-11-22,3,Ok,Fine product.,Dee',
          'R4,amazon.com,B0RVWTWIN1,RV-TWIN-1,2026-11-22,3,Ok,Fine product.,Dee',
          'R5,amazon.fr,B0RVWTEST1,,2026-11-22,3,Ok,Fine product.,Dee',
          'R6,amazon.com,B0UNKNOWN1,NOPE-9,2026-11-22,3,Ok,Fine product.,Dee',
        ].join('\n'),
      ),
    );
    expectRefused(res, 400, '4 行数据有误');
    expect((await errorsOf(recordIdOf(res))).slice(1).map((r) => r[9] ?? null)).toEqual([
      null,
      'ASIN B0UNKNOWN1 在该平台没有登记对应的 SKU（请在 SKU 的平台信息中登记）',
      'ASIN B0RVWTWIN1 对应多个 SKU，请在文件中填写 SKU',
      null,
      '平台 Amazon FR 不存在或已停用',
      'ASIN B0UNKNOWN1 在该平台没有登记对应的 SKU（请在 SKU 的平台信息中登记）',
    ]);
    expect(await t.db.select().from(csReviews).where(and(eq(csReviews.reviewerName, 'Dee'), like(csReviews.content, 'Fine%')))).toHaveLength(0);
  });
});

describe('Walmart ratings & reviews export (Excel)', () => {
  it('stores each review as a 待处理 Walmart评论 of Walmart US, its SKU found by the seller SKU', async () => {
    const res = await manager.upload(importPlatformReview, await fixture('walmart-ratings-reviews.xlsx'));
    expect(res.resCode, res.resDes).toBe(200);
    const rows = await storedOf([sku.walmart]);
    expect(rows.map((r) => [r.channel, r.platform, r.orderNo, r.rating, r.title, r.reviewerName, r.reviewedOn])).toEqual([
      ['walmart', 'Walmart US', '200011223344', 1, 'Leaks', 'JamesC', '2026-11-19'],
      ['walmart', 'Walmart US', null, 4, 'Good size', 'Walmart Customer', '2026-11-18'],
    ]);
  });

  it('reads our own SKU in the SKU column too', async () => {
    const header = ['Item ID', 'SKU', 'Product Name', 'Order Number', 'Submission Date', 'Rating', 'Review Title', 'Review Text', 'Reviewer Nickname'];
    const res = await manager.upload(importPlatformReview, { bytes: await xlsxOf(header, [['1', sku.twinA.toLowerCase(), 'Box', '', 'November 17, 2026', '5', 'Nice', 'Nice and sturdy.', 'Zed']]), name: 'walmart.xlsx' });
    expect(res.resCode, res.resDes).toBe(200);
    expect((await storedOf([sku.twinA])).map((r) => [r.platform, r.reviewedOn, r.reviewerName])).toEqual([['Walmart US', '2026-11-17', 'Zed']]);
  });
});

describe('files that are no marketplace export', () => {
  it('refuses an unknown header row, a file that is neither CSV nor Excel, an empty file and callers without the import code', async () => {
    const before = (await t.db.select().from(csReviews)).length;
    expectRefused(await manager.upload(importPlatformReview, csv('渠道,平台,SKU\nWalmart评论,Walmart US,X')), 400, PlatformReviewMessages.unknownFormat);
    expectRefused(await manager.upload(importPlatformReview, { bytes: Buffer.from([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34, 0x0a, 0xff, 0xfe, 0x00]), name: 'reviews.pdf' }), 400, PlatformReviewMessages.unreadable);
    expectRefused(await manager.upload(importPlatformReview, csv('')), 501, '文件为空');
    expectRefused(await cs.upload(importPlatformReview, await fixture('amazon-customer-reviews.csv')), 403);
    expect((await t.db.select().from(csReviews)).length).toBe(before);
  });
});
