import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadImportErrors } from '@shared/api/report';
import { importReview, REVIEW_TEMPLATE_FILE, reviewExport, reviewTemplate, serviceOrderExport } from '@shared/api/service/excel';
import { addServiceOrder } from '@shared/api/service/orders';
import { addReview, reviewLog, type ReviewInput } from '@shared/api/service/reviews';
import { csReviews, workflowStatusCounts } from '../../../server/db/schema';
import { createTestApp, type TestApp } from '../../support/app';
import { expectRefused } from '../../support/contract';
import { as, userId, type As } from '../admin/support';
import { exportThroughTask, sheetRows, xlsxOf } from '../report/support';

let t: TestApp;
let cs: As; // zhaomin 客服
let cs2: As; // qianyu 客服
let manager: As; // hejun 客服主管
let sales: As; // zhangwei: no customer-service screen
const ids = { zhaomin: 0, qianyu: 0 };

const review = (over: Partial<ReviewInput>): ReviewInput => ({
  channel: 'walmart',
  platform: 'Walmart US',
  sku: 'XL-SKU-01',
  orderNo: 'WM-XL-0001',
  rating: 2,
  title: 'Broke',
  content: 'It broke.',
  reviewerName: 'Kate Moss',
  reviewerEmail: 'kate@example.com',
  reviewedOn: '2026-11-20',
  ...over,
});

beforeAll(async () => {
  t = await createTestApp();
  [cs, cs2, manager, sales] = (await Promise.all(['zhaomin', 'qianyu', 'hejun', 'zhangwei'].map((u) => t.login(u)))).map((token) => as(t, token));
  for (const name of ['zhaomin', 'qianyu'] as const) ids[name] = await userId(t, name);
  for (const r of [
    review({ ownerId: ids.zhaomin }),
    review({ ownerId: ids.zhaomin, channel: 'product', platform: 'Amazon US', sku: 'XL-SKU-02', rating: 5, content: 'Great.' }),
    review({ ownerId: ids.qianyu, sku: 'XL-SKU-03', reviewerName: 'Bob Lee' }),
  ]) {
    expect((await manager.call(addReview, { body: r })).resCode).toBe(200);
  }
  for (const by of [cs, cs2]) {
    expect((await by.call(addServiceOrder, { body: { type: 'question', sku: 'XL-ORD', customerName: 'Tom', customerEmail: 'tom@example.com', description: '咨询尺寸' } })).resCode).toBe(200);
  }
}, 120_000);
afterAll(() => t.close());

describe('review export (评论管理, Walmart评论)', () => {
  it('writes the list’s rows under its filters and the caller’s scope, read back from the file', async () => {
    const all = await exportThroughTask(t, manager.token!, reviewExport, { sku: 'XL-' });
    expect(all[0]).toEqual(['评论ID', '状态', '渠道', '平台', '店铺', 'SKU', '订单号', '评分', '标题', '评论内容', '评论人', '评论人邮箱', '评论日期', '负责人', '创建时间', '处理完成时间']);
    expect(all.slice(1).map((r) => r[5])).toEqual(['XL-SKU-03', 'XL-SKU-02', 'XL-SKU-01']);
    expect(all[3]!.slice(1, 4)).toEqual(['待处理', 'Walmart评论', 'Walmart US']);
    expect(all[3]![11]).toBe('kate@example.com');
    expect(all[3]![13]).toBe('赵敏');
    // The Walmart list sends its channel: product reviews stay out.
    const walmart = await exportThroughTask(t, manager.token!, reviewExport, { sku: 'XL-', channel: 'walmart' });
    expect(walmart.slice(1).map((r) => r[5])).toEqual(['XL-SKU-03', 'XL-SKU-01']);
    // A 客服 exports only the reviews she owns, whatever the filters.
    const mine = await exportThroughTask(t, cs.token!, reviewExport, { sku: 'XL-' });
    expect(mine.slice(1).map((r) => r[5])).toEqual(['XL-SKU-02', 'XL-SKU-01']);
    const bad = await exportThroughTask(t, cs.token!, reviewExport, { sku: 'XL-', bad: true });
    expect(bad.slice(1).map((r) => r[5])).toEqual(['XL-SKU-01']);
  }, 180_000);

  it('is refused without the export code', async () => {
    expectRefused(await sales.call(reviewExport, { query: {} }), 403);
    expectRefused(await cs.callUnchecked(reviewExport, { query: { rating: '9' } }), 400, '评分必须是1到5的整数');
  });
});

describe('service order export (客服工单)', () => {
  it('writes the orders under the caller’s scope', async () => {
    const all = await exportThroughTask(t, manager.token!, serviceOrderExport, { sku: 'XL-ORD' });
    expect(all[0]).toEqual(['工单号', '状态', '类型', '平台', '订单号', 'SKU', '客户', '客户邮箱', '问题描述', '负责人', '创建时间', '处理完成时间']);
    expect(all.slice(1).map((r) => r[9])).toEqual(['钱宇', '赵敏']);
    expect(all[1]!.slice(1, 3)).toEqual(['待处理', '咨询']);
    expect(String(all[1]![0])).toMatch(/^KF\d{12}$/);
    const mine = await exportThroughTask(t, cs2.token!, serviceOrderExport, { sku: 'XL-ORD' });
    expect(mine.slice(1).map((r) => r[9])).toEqual(['钱宇']);
    expectRefused(await sales.call(serviceOrderExport, { query: {} }), 403);
  }, 120_000);
});

describe('review import (评论导入)', () => {
  const HEADER = ['渠道', '平台', '店铺', 'SKU', '订单号', '评分', '标题', '评论内容', '评论人', '评论人邮箱', '评论日期', '负责人账号'];
  const line = (over: Record<number, unknown> = {}) => {
    const cells: unknown[] = ['Walmart评论', 'Walmart US', 'Store A', 'IMP-SKU-01', 'WM-IMP-01', '1', 'Bad', 'Arrived broken.', 'Ann Lee', 'ann@example.com', '2026-11-19', 'qianyu'];
    for (const [i, v] of Object.entries(over)) cells[Number(i)] = v;
    return cells;
  };
  const file = async (rows: unknown[][], header = HEADER) => ({ bytes: await xlsxOf(header, rows), name: '评论.xlsx' });
  const imported = () => t.db.select().from(csReviews).where(like(csReviews.sku, 'IMP-%')).orderBy(csReviews.id);

  it('downloads the template under its Chinese name', async () => {
    const res = await manager.blob(reviewTemplate);
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain(REVIEW_TEMPLATE_FILE);
    const rows = await sheetRows(res.bytes);
    expect(rows[0]).toEqual(['渠道*', '平台*', '店铺', 'SKU*', '订单号', '评分*', '标题', '评论内容*', '评论人*', '评论人邮箱', '评论日期*', '负责人账号']);
    expect(rows[1]![0]).toBe('Walmart评论');
    expect((await cs.blob(reviewTemplate)).envelope).toMatchObject({ resCode: 403 });
  });

  it('stores every row as a 待处理 review owned by the account named (or the importer), logged and counted', async () => {
    const countOf = async (ownerId: number) =>
      (await t.db.select().from(workflowStatusCounts).where(eq(workflowStatusCounts.ownerId, ownerId))).find((c) => c.entity === 'cs_review' && c.status === 'new')?.n ?? 0;
    const before = await countOf(ids.qianyu);
    const when = new Date(Date.UTC(2026, 10, 18));
    const res = await manager.upload(importReview, await file([line(), line({ 0: '产品评论', 3: 'IMP-SKU-02', 5: 4, 10: when, 11: undefined, 9: undefined })]));
    expect(res.resCode, res.resDes).toBe(200);
    expect(res.data).toMatchObject({ status: 'ok', rowCount: 2, errorCount: 0 });
    const rows = await imported();
    expect(rows.map((r) => [r.channel, r.sku, r.rating, r.reviewedOn, r.status, r.reviewerEmail])).toEqual([
      ['walmart', 'IMP-SKU-01', 1, '2026-11-19', 'new', 'ann@example.com'],
      ['product', 'IMP-SKU-02', 4, '2026-11-18', 'new', null],
    ]);
    const hejun = await userId(t, 'hejun');
    expect(rows.map((r) => r.createdBy)).toEqual([ids.qianyu, hejun]);
    expect(rows.every((r) => r.enteredBy === hejun)).toBe(true);
    expect(await countOf(ids.qianyu)).toBe(before + 1);
    expect((await cs2.call(reviewLog, { query: { id: rows[0]!.id } })).data!.map((l) => l.action)).toEqual(['create']);
  });

  it('stores nothing when any row is wrong, with every reason in the error file', async () => {
    const before = (await imported()).length;
    const res = await manager.upload(
      importReview,
      await file([
        line({ 3: 'IMP-SKU-09' }),
        line({ 0: 'eBay' }),
        line({ 5: '6', 10: '2026/11/19' }),
        line({ 11: 'nobody' }),
        line({ 11: 'zhangwei' }),
        line(), // imported by the test before
        line({ 3: 'IMP-SKU-09' }), // twice in this file
        line({ 7: undefined, 9: 'not-an-email' }),
      ]),
    );
    expectRefused(res, 400, '3 行数据有误，未保存任何数据');
    expect(await imported()).toHaveLength(before);
    const recordId = (res.data as unknown as { recordId: number }).recordId;
    const errors = await sheetRows((await manager.blob(downloadImportErrors, { params: { id: recordId } })).bytes);
    expect(errors[0]![12]).toBe('错误原因');
    // Rows are checked against the database only once every row reads well.
    expect(errors.slice(1).map((r) => r[12] ?? null)).toEqual([
      null,
      '渠道只能是 Walmart评论 或 产品评论',
      '评分必须是1到5的整数；日期格式应为 yyyy-MM-dd',
      null,
      null,
      null,
      null,
      '请填写评论内容；邮箱格式不正确',
    ]);
    const again = await manager.upload(importReview, await file([line({ 3: 'IMP-SKU-09' }), line({ 3: 'IMP-SKU-10', 11: 'nobody' }), line({ 3: 'IMP-SKU-11', 11: 'zhangwei' }), line(), line({ 3: 'IMP-SKU-09' })]));
    expectRefused(again, 400, '4 行数据有误');
    const reasons = (await sheetRows((await manager.blob(downloadImportErrors, { params: { id: (again.data as unknown as { recordId: number }).recordId } })).bytes)).slice(1).map((r) => r[12] ?? null);
    expect(reasons).toEqual([null, '负责人账号 nobody 不存在', '张伟没有该页面的权限，不能作为负责人', '该评论已存在（渠道、平台、SKU、评论人、评论日期和内容相同）', '该评论已存在（渠道、平台、SKU、评论人、评论日期和内容相同）']);
    expect(await imported()).toHaveLength(before);
  });

  it('refuses a sheet without the template’s headers, and callers without the import code', async () => {
    expectRefused(await manager.upload(importReview, await file([line()], HEADER.slice(1))), 400, '缺少列：渠道');
    expectRefused(await cs.upload(importReview, await file([line()])), 403);
    expectRefused(await manager.upload(importReview), 501);
  });
});
