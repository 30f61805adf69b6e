import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryByPlanOrderId } from '@shared/api/review/detail';
import { operationInfoList } from '@shared/api/review/operationInfo';
import { planOrderList } from '@shared/api/review/planOrder';
import { queryBizLog } from '@shared/api/review/bizLog';
import { reviewOrderOps, reviewOrderPayments, reviewPlanOrders } from '../../../server/db/schema';
import { soOrderList } from '@shared/api/review/soOrders';
import { createTestApp, type TestApp } from '../../support/app';
import { as, type As } from '../admin/support';

let t: TestApp;
let xuming: As, huangli: As;

beforeAll(async () => {
  t = await createTestApp();
  [xuming, huangli] = (await Promise.all(['xuming', 'huangli'].map((u) => t.login(u)))).map((tk) => as(t, tk)) as [As, As];
});
afterAll(() => t.close());

describe('review demo', () => {
  it('has operation info on the demo platforms and plan orders in every state', async () => {
    const infos = (await xuming.call(operationInfoList, { query: {} })).data;
    expect(infos.total).toBeGreaterThanOrEqual(7);
    expect(infos.rows.some((r) => r.usedVolume > 0)).toBe(true);
    const statuses = new Set((await t.db.select({ status: reviewPlanOrders.status }).from(reviewPlanOrders)).map((r) => r.status));
    expect([...statuses].sort()).toEqual(['approved', 'completed', 'deleted', 'draft', 'in_progress', 'pending_audit', 'rejected']);
    // 徐明 sees every plan order but drafts are listed too (viewAll); the deleted one is not listed.
    const counts = (await xuming.call(planOrderList, { query: {} })).data.counts;
    expect(Object.keys(counts).sort()).toEqual(['approved', 'completed', 'draft', 'in_progress', 'pending_audit', 'rejected']);
  });

  it('the running plan order holds details in every state, with letters, a merge and its history', async () => {
    const running = (await huangli.call(planOrderList, { query: { status: 'in_progress' } })).data.rows[0]!;
    const details = (await huangli.call(queryByPlanOrderId, { query: { planOrderId: running.id } })).data;
    expect(details.map((d) => d.status)).toEqual(['pending_address', 'pending_address', 'address_committed', 'ordered', 'archived', 'merged']);
    expect(details[1]!.address).not.toBeNull();
    expect(details[3]!.marketOrderNo).toMatch(/^113-/);
    expect(new Set(details.map((d) => d.sendLetterStatus))).toEqual(new Set(['not_sent', 'sent', 'replied']));
    const log = (await huangli.call(queryBizLog, { query: { bizType: 'review_plan_order_detail', bizId: details[3]!.id } })).data;
    expect(log.map((l) => l.action)).toContain('mergeIn');
    const completed = (await huangli.call(planOrderList, { query: { status: 'completed' } })).data.rows;
    expect(completed).toHaveLength(1);
  });

  it('has order operations in every listed state, one paid by a payment, its order shown paid', async () => {
    const statuses = new Set((await t.db.select({ status: reviewOrderOps.status }).from(reviewOrderOps)).map((r) => r.status));
    expect([...statuses].sort()).toEqual(['approved', 'draft', 'paid', 'pending_audit', 'rejected']);
    const [payment] = await t.db.select().from(reviewOrderPayments);
    expect(payment).toMatchObject({ method: 'paypal', currency: 'USD', amount: '34.99' });
    const orders = (await huangli.call(soOrderList, { query: {} })).data.rows;
    expect(orders.map((o) => o.payState)).toContain('paid');
  });
});
