import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditGrant, grantDetailGet, saveGrant } from '@shared/api/gifts/grants';
import { addServiceOrder, assignServiceOrder, closeServiceOrder, followServiceOrder, resolveServiceOrder, serviceOrderDetailGet, serviceOrderLog, serviceOrderPage, serviceOrderTabNum } from '@shared/api/service/orders';
import { addReview, assignReview, closeReview, followReview, resolveReview, reviewDetailGet, reviewLog, reviewPage, reviewTabNum, type ReviewInput } from '@shared/api/service/reviews';
import { csReviews, csServiceOrders, workflowStatusCounts } from '../../../server/db/schema';
import { createTestApp, type TestApp } from '../../support/app';
import { expectRefused } from '../../support/contract';
import { as, userId, type As } from '../admin/support';

let t: TestApp;
let cs: As; // zhaomin 客服
let cs2: As; // qianyu 客服
let manager: As; // hejun 客服主管
let sales: As; // zhangwei: no customer-service screen
const ids = { zhaomin: 0, qianyu: 0, hejun: 0 };

let entered = 0;
const review = (over: Partial<ReviewInput> = {}): ReviewInput => ({
  channel: 'walmart',
  platform: 'Walmart US',
  sku: 'HM-TEST-01',
  orderNo: 'WM-100001',
  rating: 2,
  title: 'Broke after a week',
  // Each review its own: the same one twice is refused.
  content: `The handle snapped after a week of use (${++entered}).`,
  reviewerName: 'Kate Moss',
  reviewedOn: '2026-11-20',
  ownerId: ids.zhaomin,
  ...over,
});
const newReview = async (over: Partial<ReviewInput> = {}) => {
  const res = await manager.call(addReview, { body: review(over) });
  expect(res.resCode, res.resDes).toBe(200);
  return res.data!.id;
};
const newOrder = async (by: As = cs) => {
  const res = await by.call(addServiceOrder, { body: { type: 'logistics', orderNo: '113-9990001', sku: 'HM-TEST-01', customerName: 'Tom Hardy', description: '包裹一周未更新物流' } });
  expect(res.resCode, res.resDes).toBe(200);
  return res.data!;
};

beforeAll(async () => {
  t = await createTestApp();
  [cs, cs2, manager, sales] = (await Promise.all(['zhaomin', 'qianyu', 'hejun', 'zhangwei'].map((u) => t.login(u)))).map((token) => as(t, token));
  for (const name of ['zhaomin', 'qianyu', 'hejun'] as const) ids[name] = await userId(t, name);
}, 60_000);
afterAll(() => t.close());

describe('reviews', () => {
  it('are followed up, resolved, and every note stays in the log', async () => {
    const id = await newReview();
    const detail = (await cs.call(reviewDetailGet, { params: { id } })).data!;
    expect(detail.status).toBe('new');
    expect(detail.actions.map((a) => a.action)).toEqual(['follow', 'resolve']);
    expectRefused(await cs.call(followReview, { body: { id, comment: ' ' } }), 400, '请填写跟进记录');
    const first = await cs.call(followReview, { body: { id, version: detail.version, comment: '已联系买家，了解问题' } });
    expect(first.data!.to).toBe('following');
    expect((await cs.call(followReview, { body: { id, comment: '买家同意换货' } })).data!.to).toBe('following');
    expect((await cs.call(resolveReview, { body: { id, comment: '已补发并赠送礼品卡' } })).data!.to).toBe('resolved');
    const [row] = await t.db.select().from(csReviews).where(eq(csReviews.id, id));
    expect(row!.status).toBe('resolved');
    expect(row!.resolvedAt).not.toBeNull();
    const log = (await cs.call(reviewLog, { query: { id } })).data!;
    expect(log.map((l) => l.action)).toEqual(['create', 'follow', 'follow', 'resolve']);
    expect(log[2]!.comment).toBe('买家同意换货');
    // Refused by state: nothing moves a resolved review.
    expectRefused(await cs.call(followReview, { body: { id, comment: '再跟进' } }), 409, '当前状态：已解决');
  });

  it('are entered once: the same review again is refused, nothing stored twice', async () => {
    const same = review({ sku: 'HM-DUP-01', content: 'Same text twice.' });
    const first = await manager.call(addReview, { body: same });
    expect(first.resCode, first.resDes).toBe(200);
    expectRefused(await manager.call(addReview, { body: same }), 400, '该评论已存在（渠道、平台、SKU、评论人、评论日期和内容相同）');
    expect(await t.db.select({ id: csReviews.id }).from(csReviews).where(eq(csReviews.sku, 'HM-DUP-01'))).toHaveLength(1);
    // Another day or another text is another review.
    expect((await manager.call(addReview, { body: { ...same, reviewedOn: '2026-11-21' } })).resCode).toBe(200);
  });

  it('are refused by permission: 客服 neither closes nor reassigns, others see no call', async () => {
    const id = await newReview();
    expectRefused(await cs.call(resolveReview, { body: { id, comment: '' } }), 400, '请填写处理结果');
    expectRefused(await cs.call(closeReview, { body: { id, comment: '无需处理' } }), 403);
    expectRefused(await sales.call(reviewPage), 403);
    expectRefused(await sales.call(followReview, { body: { id, comment: 'x' } }), 403);
    expectRefused(await cs.call(assignReview, { body: { id, ownerId: ids.qianyu } }), 403);
    expectRefused(await cs.call(addReview, { body: review() }), 403);
    const [row] = await t.db.select().from(csReviews).where(eq(csReviews.id, id));
    expect(row!.status).toBe('new');
  });

  it('scope: a 客服 sees their own, the manager sees all; 转派 hands one over', async () => {
    const mine = await newReview({ sku: 'HM-SCOPE-1' });
    const theirs = await newReview({ sku: 'HM-SCOPE-2', ownerId: ids.qianyu });
    const listed = async (who: As) => (await who.call(reviewPage, { query: { sku: 'HM-SCOPE' } })).data!.rows.map((r) => r.id).sort();
    expect(await listed(cs)).toEqual([mine]);
    expect(await listed(cs2)).toEqual([theirs]);
    expect(await listed(manager)).toEqual([mine, theirs].sort());
    expectRefused(await cs.call(reviewDetailGet, { params: { id: theirs } }), 404, '评论不存在');
    expectRefused(await cs.call(followReview, { body: { id: theirs, comment: '越权' } }), 404, '评论不存在');

    const before = (await cs2.call(reviewTabNum, { query: { channel: 'walmart' } })).data!;
    const assigned = await manager.call(assignReview, { body: { id: mine, ownerId: ids.qianyu, comment: '钱宇熟悉该产品' } });
    expect(assigned.resCode, assigned.resDes).toBe(200);
    expect(await listed(cs)).toEqual([]);
    expect(await listed(cs2)).toEqual([mine, theirs].sort());
    expect((await cs2.call(reviewTabNum, { query: { channel: 'walmart' } })).data!.new).toBe(before.new! + 1);
    const counts = await t.db
      .select()
      .from(workflowStatusCounts)
      .where(and(eq(workflowStatusCounts.entity, 'cs_review'), eq(workflowStatusCounts.ownerId, ids.qianyu), eq(workflowStatusCounts.status, 'new')));
    expect(counts[0]!.n).toBeGreaterThanOrEqual(2);
    const log = (await manager.call(reviewLog, { query: { id: mine } })).data!;
    expect(log.at(-1)).toMatchObject({ action: 'assign', comment: '转派给 钱宇：钱宇熟悉该产品' });
    // A stale version and an owner without the screen are refused.
    expectRefused(await manager.call(assignReview, { body: { id: mine, version: 1, ownerId: ids.zhaomin } }), 409, '已被他人修改');
    expectRefused(await manager.call(assignReview, { body: { id: mine, ownerId: await userId(t, 'zhangwei') } }), 500, '没有该页面的权限');
  });

  it('filters by rating, bad reviews, channel, order number and date', async () => {
    await newReview({ sku: 'HM-FILTER', rating: 5, channel: 'product', platform: 'Amazon US', orderNo: '113-777', reviewedOn: '2026-10-01' });
    await newReview({ sku: 'HM-FILTER', rating: 1, orderNo: 'WM-777', reviewedOn: '2026-11-02' });
    const rows = async (query: Record<string, unknown>) => (await manager.call(reviewPage, { query: { sku: 'HM-FILTER', ...query } })).data!.rows;
    expect((await rows({ bad: 'true' })).map((r) => r.rating)).toEqual([1]);
    expect((await rows({ rating: 5 })).map((r) => r.channel)).toEqual(['product']);
    expect((await rows({ channel: 'walmart' })).map((r) => r.orderNo)).toEqual(['WM-777']);
    expect((await rows({ orderNo: '113' })).map((r) => r.rating)).toEqual([5]);
    expect((await rows({ dateFrom: '2026-11-01', dateTo: '2026-11-02' })).map((r) => r.rating)).toEqual([1]);
    expectRefused(await manager.call(reviewPage, { query: { rating: 7 } }), 400, '评分必须是1到5的整数');
  });

  it('two people following up at once on the version they saw: one wins', async () => {
    const id = await newReview();
    const both = await Promise.all([
      cs.call(resolveReview, { body: { id, version: 1, comment: '已解决A' } }),
      manager.call(resolveReview, { body: { id, version: 1, comment: '已解决B' } }),
    ]);
    expect(both.map((a) => a.resCode).sort()).toEqual([200, 409]);
    const log = (await manager.call(reviewLog, { query: { id } })).data!;
    expect(log.filter((l) => l.action === 'resolve')).toHaveLength(1);
  });

  it('a bad review leads to a gift grant linked by review id, written in the review log', async () => {
    const id = await newReview({ rating: 2, reviewerName: 'Grace Lee', orderNo: 'WM-200002' });
    const saved = await cs.call(saveGrant, {
      body: { submit: true, grant: { recipientName: 'Grace Lee', recipientEmail: 'grace@example.com', reasonType: 'review', reason: '差评安抚', orderNo: 'WM-200002', reviewId: id, giftKind: 'card', cardBrand: 'Walmart', faceValue: '10', currency: 'USD' } },
    });
    expect(saved.resCode, saved.resDes).toBe(200);
    expect((await manager.call(auditGrant, { body: { id: saved.data!.id, pass: true } })).resCode).toBe(200);
    expect((await cs.call(grantDetailGet, { params: { id: saved.data!.id } })).data!.reviewId).toBe(id);
    const detail = (await cs.call(reviewDetailGet, { params: { id } })).data!;
    expect(detail.grants).toEqual([expect.objectContaining({ serialNo: saved.data!.serialNo, status: 'approved' })]);
    const log = (await cs.call(reviewLog, { query: { id } })).data!;
    expect(log.at(-1)).toMatchObject({ action: 'grant', comment: saved.data!.serialNo });
    // Someone else's review cannot be linked.
    const theirs = await newReview({ ownerId: ids.qianyu });
    expectRefused(
      await cs.call(saveGrant, { body: { grant: { recipientName: 'X', recipientEmail: 'x@example.com', reasonType: 'review', reason: 'x', reviewId: theirs, giftKind: 'card', cardBrand: 'Walmart', faceValue: '10', currency: 'USD' } } }),
      404,
      '评论不存在',
    );
  });
});

describe('service orders', () => {
  it('are created (KF serial), followed, closed; close is the manager’s', async () => {
    const created = await newOrder();
    expect(created.serialNo).toMatch(/^KF\d{12}$/);
    expectRefused(await cs.call(addServiceOrder, { body: { type: 'return', customerName: 'A', description: '退货' } }), 400, '请填写订单号');
    expectRefused(await cs.call(addServiceOrder, { body: { type: 'question', customerName: 'A', description: '咨询', ownerId: ids.qianyu } }), 500, '需要转派权限');
    expect((await cs.call(followServiceOrder, { body: { id: created.id, comment: '已催促物流商' } })).data!.to).toBe('following');
    expectRefused(await cs.call(closeServiceOrder, { body: { id: created.id, comment: '重复' } }), 403);
    expect((await manager.call(closeServiceOrder, { body: { id: created.id, comment: '与KF工单重复' } })).data!.to).toBe('closed');
    expectRefused(await manager.call(assignServiceOrder, { body: { id: created.id, ownerId: ids.qianyu } }), 500, '不能转派');
    const [row] = await t.db.select().from(csServiceOrders).where(eq(csServiceOrders.id, created.id));
    expect(row).toMatchObject({ status: 'closed', createdBy: ids.zhaomin, enteredBy: ids.zhaomin });
    const log = (await cs.call(serviceOrderLog, { query: { id: created.id } })).data!;
    expect(log.map((l) => l.action)).toEqual(['create', 'follow', 'close']);
  });

  it('scope and tab counts follow the owner', async () => {
    const mine = await newOrder(cs);
    const theirs = await newOrder(cs2);
    const seen = async (who: As) => (await who.call(serviceOrderPage, { query: { orderNo: '113-999' } })).data!.rows.map((r) => r.id);
    expect(await seen(cs)).toContain(mine.id);
    expect(await seen(cs)).not.toContain(theirs.id);
    expect(await seen(manager)).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    expectRefused(await cs.call(serviceOrderDetailGet, { params: { id: theirs.id } }), 404, '客服工单不存在');
    const counts = (await cs.call(serviceOrderTabNum)).data!;
    expect(counts.all).toBe((await cs.call(serviceOrderPage)).data!.total);
    expect((await cs.call(resolveServiceOrder, { body: { id: mine.id, comment: '已补发' } })).data!.to).toBe('resolved');
    const detail = (await cs.call(serviceOrderDetailGet, { params: { id: mine.id } })).data!;
    expect(detail).toMatchObject({ status: 'resolved', ownerName: '赵敏' });
    expect(detail.actions.map((a) => a.action)).toEqual(['reopen']);
    expectRefused(await sales.call(serviceOrderPage), 403);
  });
});
