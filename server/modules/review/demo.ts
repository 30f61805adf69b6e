import { and, asc, eq, inArray } from 'drizzle-orm';
import { addressFields, commitAddress, mergeOrder, orderArchive, savePlanOrderDetail } from '@shared/api/review/detail';
import { saveOperationInfoBody } from '@shared/api/review/operationInfo';
import { auditPlanOrder, createInvitationCode, deletePlanOrder, savePlanOrderBody } from '@shared/api/review/planOrder';
import type { Db } from '../../db/connection';
import { baseSkus, groupPlatforms, groups, platforms, reviewPlanOrderDetails, settings, skuListings } from '../../db/schema';
import { setGroupPlatforms } from '../reference';
import { saveOperationInfo } from './operationInfo';
import { savePlanOrder } from './planOrderSave';
import { saveOrderInfo, writeAddress } from './detailRoutes';
import { setLetterStatus } from './letters';
import { runTransitionAs, who, type Person } from '../../workflow';

/** The platforms the review programme's demo roles work on (the overseas team and its manager). */
const REVIEW_PLATFORMS = ['AMZ-US', 'AMZ-DE', 'WMT-US'];
const FLAG = 'review_demo_loaded';

/** Gives the overseas handlers and the programme manager their platforms (after the reference demo). */
async function givePlatforms(db: Db, ids: number[]): Promise<void> {
  for (const code of ['overseas', 'review_manager']) {
    const [group] = await db.select({ id: groups.id }).from(groups).where(eq(groups.code, code));
    if (!group) continue;
    // Once: later changes made by an administrator stay.
    const [given] = await db.select({ id: groupPlatforms.platformId }).from(groupPlatforms).where(eq(groupPlatforms.groupId, group.id)).limit(1);
    if (!given) await setGroupPlatforms(db, group.id, ids);
  }
}

/** Where each demo plan order ends up: every plan order state (in_progress holds details in every detail state). */
const PLANS = ['draft', 'pending_audit', 'rejected', 'approved', 'in_progress', 'completed', 'deleted'] as const;

const REVIEWERS = [
  { receiver: 'Emily Carter', phone: '+1 512-555-0142', email: 'emily.carter@example.com', street: '1208 Barton Springs Rd', city: 'Austin', region: 'TX', postcode: '78704', country: 'US' },
  { receiver: 'Jonas Weber', phone: '+49 30 5550 1187', email: 'jonas.weber@example.de', street: 'Kastanienallee 42', city: 'Berlin', region: null, postcode: '10435', country: 'DE' },
  { receiver: 'Olivia Brooks', phone: '+1 206-555-0199', email: null, street: '77 Pine St Apt 5', city: 'Seattle', region: 'WA', postcode: '98101', country: 'US' },
  { receiver: 'Mason Reed', phone: '+1 312-555-0110', email: 'mason.reed@example.com', street: '410 N Michigan Ave', city: 'Chicago', region: 'IL', postcode: '60611', country: 'US' },
];

/** The details of a running plan order, line by line: what happens to each (every detail state, letters too). */
async function runDetails(db: Db, overseas: Person, planOrderId: number, n: number): Promise<void> {
  const lines = await db.select().from(reviewPlanOrderDetails).where(eq(reviewPlanOrderDetails.planOrderId, planOrderId)).orderBy(asc(reviewPlanOrderDetails.lineNo));
  const run = (endpoint: Parameters<typeof runTransitionAs>[2], action: string, input: { id: number } & Record<string, unknown>) => runTransitionAs(db, overseas.actor, endpoint, action, input);
  // in_progress: line 1 waits for its address, 2 has one not committed, 3 committed, 4 ordered, 5 archived, 6 merged into 4.
  // completed: every line archived (the plan order completes by itself).
  const steps = n === 0 ? ['none', 'address', 'committed', 'ordered', 'archived', 'merged'] : lines.map(() => 'archived');
  for (const [i, line] of lines.entries()) {
    const step = steps[i] ?? 'none';
    if (step === 'none') continue;
    await writeAddress(db, overseas.caller, { detailId: line.id, ...addressFields.parse(REVIEWERS[(i + n) % REVIEWERS.length]) });
    if (step === 'address') continue;
    await run(commitAddress, 'commitAddress', { id: line.id });
    await setLetterStatus(db, overseas.caller, line.id, i % 2 ? 'replied' : 'sent');
    if (step === 'committed') continue;
    if (step === 'merged') {
      await run(mergeOrder, 'merge', { id: line.id, targetId: lines[3]!.id, comment: '同一测评人重复下单' });
      continue;
    }
    const order = savePlanOrderDetail.body!.parse({ id: line.id, marketOrderNo: `113-${String(5_200_000 + planOrderId * 100 + i)}-${String(1000 + i)}`, orderAmount: '29.99', orderCurrency: 'USD', reviewerStatus: step === 'archived' ? 'reviewed' : 'purchased', reviewerEmail: null, remark: null });
    await saveOrderInfo(db, overseas.caller, order);
    if (step === 'archived') await run(orderArchive, 'archive', { id: line.id });
  }
}

/**
 * The review programme's demo, through the module's own functions: 王芳 (运营) registers demo SKUs on her
 * platforms and raises plan orders; 徐明 (测评主管) audits them; 黄丽 (海外专员) runs them. Plan orders end
 * in every state and the running one holds details in every detail state.
 */
export async function loadReviewDemo(db: Db): Promise<void> {
  const rows = await db.select({ id: platforms.id, code: platforms.code }).from(platforms).where(inArray(platforms.code, REVIEW_PLATFORMS)).orderBy(asc(platforms.id));
  if (!rows.length) return;
  await givePlatforms(db, rows.map((p) => p.id));
  const [operator, manager, overseas] = await Promise.all(['wangfang', 'xuming', 'huangli'].map((u) => who(db, u)));
  // On-sale SKUs listed on each platform, as an operator would pick them.
  const listed = async (platformId: number) =>
    (
      await db
        .select({ sku: baseSkus.sku })
        .from(baseSkus)
        .innerJoin(skuListings, and(eq(skuListings.skuId, baseSkus.id), eq(skuListings.platformId, platformId)))
        .where(eq(baseSkus.status, 'on_sale'))
        .orderBy(asc(baseSkus.id))
        .limit(PLANS.length)
    ).map((r) => r.sku);
  const skus = await Promise.all(rows.map((p) => listed(p.id)));
  if (!operator || !manager || !overseas || skus.some((list) => list.length < PLANS.length)) return;
  const [first] = await db.insert(settings).values({ key: FLAG, value: new Date().toISOString() }).onConflictDoNothing().returning();
  if (!first) return;

  for (const [n, target] of PLANS.entries()) {
    const platform = rows[n % rows.length]!;
    const sku = skus[n % rows.length]![Math.floor(n / rows.length)]!;
    const info = await saveOperationInfo(db, operator.caller, saveOperationInfoBody.parse({ platformId: platform.id, sku, operationUserId: operator.actor.userId, volume: 20 + n * 5, remark: '测评计划演示', platformSkus: [{ msku: `${sku}-${platform.code}`, asin: `B0DEMO${String(1000 + n)}` }] }));
    const body = savePlanOrderBody.parse({
      operationId: info.id,
      orderCount: n === 4 ? 6 : n === 5 ? 2 : 3 + (n % 3),
      giftName: n % 2 ? '品牌马克杯' : 'Amazon 礼品卡',
      giftValue: n % 2 ? '8' : '20',
      giftCurrency: 'USD',
      feePerOrder: '5',
      feeCurrency: 'USD',
      overseasUserId: overseas.actor.userId,
      remark: null,
      commit: target !== 'draft' && target !== 'deleted',
    });
    const { id } = await savePlanOrder(db, operator.caller, operator.actor, body);
    if (target === 'deleted') await runTransitionAs(db, operator.actor, deletePlanOrder, 'delete', { id });
    if (target === 'rejected') await runTransitionAs(db, manager.actor, auditPlanOrder, 'reject', { id, comment: '单量过多，请分两批提交' });
    if (['approved', 'in_progress', 'completed'].includes(target)) await runTransitionAs(db, manager.actor, auditPlanOrder, 'approve', { id });
    if (target === 'in_progress' || target === 'completed') {
      await runTransitionAs(db, overseas.actor, createInvitationCode, 'start', { id });
      await runDetails(db, overseas, id, target === 'in_progress' ? 0 : 1);
    }
  }
}
