import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryByPlanOrderId, saveAddress, savePlanOrderDetail } from '@shared/api/review/detail';
import { planOrderList } from '@shared/api/review/planOrder';
import { addToBlacklist, blacklistPage, removeFromBlacklist } from '@shared/api/reviewers/blacklist';
import { mailUsePage, reviewerEmailManager } from '@shared/api/reviewers/mailboxes';
import { reviewerInfoPage, reviewerOrderPage } from '@shared/api/reviewers/orders';
import { getReviewer, reviewerUsers } from '@shared/api/reviewers/reviewers';
import { reviewPlanOrderDetails, reviewOrderAddresses, reviewerBlacklist } from '../../../server/db/schema';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../support/app';
import { expectRefused } from '../../support/contract';
import { as, type As } from '../admin/support';

let t: TestApp;
let xuming: As; // 测评主管: profiles, blacklist, mailboxes; personal data masked
let huangli: As; // 海外专员: profiles, Facebook products; personal data in full; puts reviewers on plan orders
let zhaomin: As; // 客服: none of these screens

beforeAll(async () => {
  t = await createTestApp();
  [xuming, huangli, zhaomin] = (await Promise.all(['xuming', 'huangli', 'zhaomin'].map((u) => t.login(u)))).map((tk) => as(t, tk)) as [As, As, As];
}, 60_000);
afterAll(() => t.close());

const byName = async (who: As, name: string) => (await who.call(reviewerUsers.page, { query: { name } })).data!.rows.find((r) => r.name === name)!;

/** The running demo plan order's details (every detail state). */
async function runningDetails() {
  const running = (await huangli.call(planOrderList, { query: { status: 'in_progress' } })).data.rows[0]!;
  return (await huangli.call(queryByPlanOrderId, { query: { planOrderId: running.id } })).data;
}

describe('demo', () => {
  it('has reviewers with their plan-order details, one blacklisted, mailbox use and Facebook products', async () => {
    const emily = await byName(huangli, 'Emily Carter');
    expect(emily.orderCount).toBeGreaterThan(0);
    expect(emily.masked).toBe(false);
    const mason = await byName(xuming, 'Mason Reed');
    expect(mason).toMatchObject({ blacklisted: true, masked: true });
    expect((await xuming.call(blacklistPage, { query: { active: 'true' } })).data!.rows.map((r) => r.reviewerName)).toContain('Mason Reed');
    const boxes = (await xuming.call(reviewerEmailManager.page, { query: {} })).data!.rows;
    expect(boxes[0]!.sentCount).toBeGreaterThan(0);
    const uses = (await xuming.call(mailUsePage, { query: { reviewerId: emily.id } })).data!.rows;
    expect(uses.length).toBe(2);
    expect(uses.every((u) => u.reviewerName === 'Emily Carter')).toBe(true);
  });
});

describe('profiles (测评人档案)', () => {
  it('adds, finds by name or e-mail prefix, edits; the e-mail is unique and masked for the review lead', async () => {
    const added = await huangli.call(reviewerUsers.save, { body: { name: 'Nora Test', country: 'us', email: 'Nora.Test@example.com', channels: 'Amazon', socialAccounts: 'Instagram: @nora', remark: null } });
    expect(added.resCode, added.resDes).toBe(200);
    expect(added.data).toMatchObject({ country: 'US', email: 'Nora.Test@example.com', orderCount: 0, costCny: '0.00', blacklisted: false });
    const id = added.data!.id;
    expect((await huangli.call(reviewerUsers.page, { query: { name: 'nora.t' } })).data!.rows.map((r) => r.id)).toEqual([id]);
    const seen = (await xuming.call(getReviewer, { query: { id } })).data!;
    expect(seen.masked).toBe(true);
    expect(seen.email).not.toContain('@');
    // The lead edits the name; the masked e-mail and social accounts sent back keep the stored ones.
    const edited = await xuming.call(reviewerUsers.save, { body: { id, name: 'Nora T.', country: 'US', email: seen.email, channels: 'Amazon', socialAccounts: seen.socialAccounts, remark: '改名' } });
    expect(edited.resCode, edited.resDes).toBe(200);
    const stored = (await huangli.call(getReviewer, { query: { id } })).data!;
    expect(stored).toMatchObject({ name: 'Nora T.', email: 'Nora.Test@example.com', socialAccounts: 'Instagram: @nora', remark: '改名' });
  });

  it('refuses a taken e-mail (any case), a masked e-mail on a new profile, bad input and callers without the screen', async () => {
    expectRefused(await huangli.call(reviewerUsers.save, { body: { name: 'Dup', country: 'US', email: 'EMILY.CARTER@example.com' } }), 409, '该邮箱已有测评人档案');
    expectRefused(await huangli.call(reviewerUsers.save, { body: { name: 'Masked', country: 'US', email: 'e******om' } }), 400, '邮箱格式不正确');
    expectRefused(await huangli.call(reviewerUsers.save, { body: { name: 'Bad', country: 'USA', email: 'bad@example.com' } }), 400, '国家请填两位代码');
    expectRefused(await huangli.call(reviewerUsers.save, { body: { name: ' ', country: 'US', email: 'blank@example.com' } }), 400, '请填写姓名');
    expectRefused(await zhaomin.call(reviewerUsers.page, { query: {} }), 403);
    expectRefused(await zhaomin.call(reviewerUsers.save, { body: { name: 'No', country: 'US', email: 'no@example.com' } }), 403);
    expectRefused(await huangli.call(getReviewer, { query: { id: 999_999 } }), 404, '测评人不存在');
  });
});

describe('orders and information (测评订单, 测评人信息)', () => {
  it("lists a reviewer's details from the plan orders with the cost in CNY, reviewed or not", async () => {
    const emily = await byName(huangli, 'Emily Carter');
    const rows = (await huangli.call(reviewerOrderPage, { query: { reviewerId: emily.id } })).data!.rows;
    expect(rows.length).toBe(emily.orderCount);
    expect(rows.every((r) => r.reviewerName === 'Emily Carter' && r.status !== 'merged')).toBe(true);
    const ordered = rows.find((r) => r.marketOrderNo);
    if (ordered) expect(ordered.costCny).toMatch(/^\d+\.\d{2}$/);
    const reviewed = (await huangli.call(reviewerOrderPage, { query: { reviewerId: emily.id, reviewed: 'true' } })).data!.rows;
    const notReviewed = (await huangli.call(reviewerOrderPage, { query: { reviewerId: emily.id, reviewed: 'false' } })).data!.rows;
    expect(reviewed.length + notReviewed.length).toBe(rows.length);
    expect(reviewed.every((r) => r.reviewed)).toBe(true);
    expect(emily.reviewedCount).toBe(reviewed.length);
  });

  it('shows the addresses masked to the review lead and in full to the overseas handler', async () => {
    const full = (await huangli.call(reviewerInfoPage, { query: { reviewerName: 'Emily' } })).data!.rows;
    expect(full.length).toBeGreaterThan(0);
    expect(full[0]!.address).toMatchObject({ receiver: 'Emily Carter', masked: false });
    const masked = (await xuming.call(reviewerInfoPage, { query: { reviewerName: 'Emily' } })).data!.rows;
    expect(masked[0]!.address.masked).toBe(true);
    expect(masked[0]!.address.receiver).not.toBe('Emily Carter');
    expectRefused(await zhaomin.call(reviewerInfoPage, { query: {} }), 403);
  });
});

describe('blacklist (黑名单)', () => {
  it('a blacklisted reviewer cannot be put on a plan order (保存订单 or 录入地址); one already on it stays; after removal it works', async () => {
    const profile = (await huangli.call(reviewerUsers.save, { body: { name: 'Black Test', country: 'US', email: 'black.test@example.com' } })).data!;
    const details = await runningDetails();
    const committed = details.find((d) => d.status === 'address_committed')!;
    const waiting = details.find((d) => d.status === 'pending_address' && !d.address)!;

    const listed = await xuming.call(addToBlacklist, { body: { reviewerId: profile.id, reason: '刷差评' } });
    expect(listed.resCode, listed.resDes).toBe(200);
    expect(listed.data).toMatchObject({ reviewerName: 'Black Test', reason: '刷差评', active: true, createdByName: '徐明' });
    expect((await huangli.call(getReviewer, { query: { id: profile.id } })).data).toMatchObject({ blacklisted: true, blacklistReason: '刷差评' });

    const save = await huangli.call(savePlanOrderDetail, { body: { id: committed.id, version: committed.version, marketOrderNo: null, reviewerEmail: 'BLACK.test@example.com', remark: null } });
    expectRefused(save, 500, '测评人 Black Test（black.test@example.com）已列入黑名单：刷差评，不能安排到计划单');
    const [after] = await t.db.select().from(reviewPlanOrderDetails).where(eq(reviewPlanOrderDetails.id, committed.id));
    expect(after).toMatchObject({ reviewerEmail: committed.reviewerEmail, version: committed.version });

    const address = { detailId: waiting.id, receiver: 'B T', phone: '+1 555 0100', email: 'black.test@example.com', street: '1 Main St', city: 'Austin', region: 'TX', postcode: '78701', country: 'US' };
    expectRefused(await huangli.call(saveAddress, { body: address }), 500, '已列入黑名单');
    expect(await t.db.select().from(reviewOrderAddresses).where(eq(reviewOrderAddresses.detailId, waiting.id))).toEqual([]);

    // Removed: the reviewer may be put on the plan order again.
    const entry = listed.data!;
    expectRefused(await huangli.call(removeFromBlacklist, { body: { id: entry.id, reason: '误判' } }), 403);
    const removed = await xuming.call(removeFromBlacklist, { body: { id: entry.id, reason: '误判' } });
    expect(removed.data).toMatchObject({ active: false, removeReason: '误判', removedByName: '徐明' });
    expectRefused(await xuming.call(removeFromBlacklist, { body: { id: entry.id, reason: '再次' } }), -2, '该黑名单记录已移出');
    const ok = await huangli.call(savePlanOrderDetail, { body: { id: committed.id, version: committed.version, marketOrderNo: null, reviewerEmail: 'black.test@example.com', remark: null } });
    expect(ok.resCode, ok.resDes).toBe(200);

    // Blacklisted again while on that detail: re-saving the detail with the same reviewer still passes.
    await xuming.call(addToBlacklist, { body: { reviewerId: profile.id, reason: '再次违规' } });
    const resave = await huangli.call(savePlanOrderDetail, { body: { id: committed.id, version: ok.data!.version, marketOrderNo: null, reviewerEmail: 'black.test@example.com', remark: '备注' } });
    expect(resave.resCode, resave.resDes).toBe(200);
    expect((await huangli.call(reviewerOrderPage, { query: { reviewerId: profile.id } })).data!.rows.map((r) => r.id)).toEqual([committed.id]);
  });

  it('blacklisting twice (or two people at once) keeps one entry and warns (resCode -2); refuses without the code and bad input', async () => {
    const profile = (await huangli.call(reviewerUsers.save, { body: { name: 'Twice Test', country: 'GB', email: 'twice@example.com' } })).data!;
    const answers = await Promise.all([1, 2].map(() => xuming.call(addToBlacklist, { body: { reviewerId: profile.id, reason: '同时拉黑' } })));
    expect(answers.map((a) => a.resCode).sort()).toEqual([-2, 200]);
    expect(answers.find((a) => a.resCode === -2)!.resDes).toBe('该测评人已在黑名单中');
    expect(await t.db.select().from(reviewerBlacklist).where(eq(reviewerBlacklist.reviewerId, profile.id))).toHaveLength(1);
    expectRefused(await huangli.call(addToBlacklist, { body: { reviewerId: profile.id, reason: 'x' } }), 403);
    expectRefused(await xuming.call(addToBlacklist, { body: { reviewerId: profile.id, reason: ' ' } }), 400, '请填写拉黑原因');
    expectRefused(await xuming.call(addToBlacklist, { body: { reviewerId: 999_999, reason: '无此人' } }), 404, '测评人不存在');
    expectRefused(await zhaomin.call(blacklistPage, { query: {} }), 403);
  });
});

describe('mailboxes (测评邮箱) and use records', () => {
  it('chooses a mail-centre account, refuses an unknown or repeated one, disables and enables', async () => {
    expectRefused(await xuming.call(reviewerEmailManager.save, { body: { email: 'nobody@example.com', purpose: '邀请' } }), 400, '邮件中心没有该邮箱账号');
    const added = await xuming.call(reviewerEmailManager.save, { body: { email: 'Support@Camplux.example', purpose: '催评' } });
    expect(added.resCode, added.resDes).toBe(200);
    expect(added.data).toMatchObject({ email: 'support@camplux.example', purpose: '催评', enabled: true, sentCount: 0 });
    expectRefused(await xuming.call(reviewerEmailManager.save, { body: { email: 'support@camplux.example', purpose: '重复' } }), 409, '该邮箱已是测评邮箱');
    expect((await xuming.call(reviewerEmailManager.setEnabled, { body: { id: added.data!.id, enabled: false } })).data!.enabled).toBe(false);
    expect((await xuming.call(reviewerEmailManager.page, { query: { enabled: 'false' } })).data!.rows.map((r) => r.id)).toEqual([added.data!.id]);
    expectRefused(await huangli.call(reviewerEmailManager.save, { body: { email: 'service@homekit.example', purpose: '无权' } }), 403);
  });

  it('lists what the boxes sent, by recipient prefix and day', async () => {
    const all = (await huangli.call(mailUsePage, { query: {} })).data!;
    expect(all.total).toBeGreaterThanOrEqual(4);
    const jonas = (await huangli.call(mailUsePage, { query: { to: 'jonas' } })).data!.rows;
    expect(jonas.map((r) => r.reviewerName)).toEqual(['Jonas Weber']);
    const today = new Date().toISOString().slice(0, 10);
    const recent = (await huangli.call(mailUsePage, { query: { sentFrom: today, sentTo: today } })).data!.rows;
    expect(recent).toEqual([]);
    expectRefused(await huangli.call(mailUsePage, { query: { sentFrom: '2026-13-01' } }), 400);
  });
});
