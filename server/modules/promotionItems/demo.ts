import dayjs from 'dayjs';
import { and, eq, inArray } from 'drizzle-orm';
import { saveItemBody, type SaveItemBody } from '@shared/api/promotionItems/items';
import { auditItem, auditItemLimit, payItem } from '@shared/api/promotionItems/process';
import { deleteItemDetail } from '@shared/api/promotionItems/items';
import { otherCostFields } from '@shared/api/promotionItems/reports';
import type { Db } from '../../db/connection';
import { baseSkus, groupPlatforms, groups, settings, stores, users } from '../../db/schema';
import { loadUserCodes } from '../../http/auth/codes';
import { demoAccountCompany } from './limits';
import { addProductLimit } from '../promotion';
import { addOtherCost } from './reports/otherCosts';
import { saveItem } from './items/save';
import { latestRate } from '../reference';
import { runTransitionAs, type Actor } from '../../workflow';

const FLAG = 'promotion_items_demo_loaded';

async function actorOf(db: Db, username: string): Promise<Actor | undefined> {
  const [u] = await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.username, username));
  return u && { userId: u.id, name: u.name, elements: (await loadUserCodes(db, u.id)).elements };
}

/** Where each demo item ends up: every state (over-limit ones take the extra step). */
const PLAN = ['draft', 'pending_manager', 'pending_limit', 'approved', 'paid', 'paid', 'rejected', 'deleted', 'approved', 'paid'] as const;
const NAMES = ['黑五秒杀', '站内广告投放', '红人测评', '站外Deal推广', '优惠券活动', 'Prime Day秒杀', '测评返款', 'TikTok红人', '圣诞广告', '新品推广'];
const CLASSES = ['deal', 'onsite_ads', 'influencer', 'offsite', 'coupon', 'deal', 'influencer', 'influencer', 'onsite_ads', 'offsite'] as const;
const CURRENCIES = ['USD', 'USD', 'EUR', 'USD', 'CNY', 'USD', 'GBP', 'USD', 'EUR', 'USD'] as const;

/**
 * Demo promotion items through the module's own functions: 王芳 (运营) saves and submits them on her
 * platforms, over-limit ones pass 赵磊's 超限审批, 吴昊 approves, 周鑫 (出纳) pays; every state, periods over
 * the last months (some spanning two); and two other costs.
 */
export async function loadPromotionItemsDemo(db: Db): Promise<void> {
  const [operator, manager, marketing, cashier] = await Promise.all([actorOf(db, 'wangfang'), actorOf(db, 'wuhao'), actorOf(db, 'zhaolei'), actorOf(db, 'zhouxin')]);
  if (!operator || !manager || !marketing || !cashier) return;
  const [group] = await db.select({ id: groups.id }).from(groups).where(eq(groups.code, 'operations'));
  const platformIds = group ? (await db.select({ id: groupPlatforms.platformId }).from(groupPlatforms).where(eq(groupPlatforms.groupId, group.id))).map((p) => p.id) : [];
  const places = platformIds.length ? await db.select({ id: stores.id, platformId: stores.platformId }).from(stores).where(and(inArray(stores.platformId, platformIds), eq(stores.enabled, true))) : [];
  const skus = await db.select({ id: baseSkus.id, sku: baseSkus.sku }).from(baseSkus).orderBy(baseSkus.id).limit(8);
  if (!places.length || skus.length < 2) return;
  const companies = new Map<number, number | undefined>();
  for (const p of new Set(places.map((s) => s.platformId))) companies.set(p, await demoAccountCompany(db, p));
  const usable = places.filter((s) => companies.get(s.platformId) !== undefined);
  if (!usable.length) return;
  const [first] = await db.insert(settings).values({ key: FLAG, value: new Date().toISOString() }).onConflictDoNothing().returning();
  if (!first) return;

  const all = { all: true } as const;
  const run = (actor: Actor, endpoint: Parameters<typeof runTransitionAs>[2], action: string, input: { id: number } & Record<string, unknown>) => runTransitionAs(db, actor, endpoint, action, input);
  for (const [n, target] of PLAN.entries()) {
    const store = usable[n % usable.length]!;
    const currency = CURRENCIES[n]!;
    const rate = (await latestRate(db, currency))?.rate ?? '7.1';
    const start = dayjs().subtract(4 - (n % 5), 'month').date(10 + n);
    const over = target === 'pending_limit' || n === 9;
    // An over-limit item: its SKU has a small product limit that month (as finance would have set it);
    // its 1,200 in its currency, split over two SKUs, passes it by a little, like a real overspend.
    if (over) await addProductLimit(db, { targetKind: 'sku', code: skus[n % skus.length]!.sku, month: start.format('YYYY-MM'), amountCny: '3000' }, manager.userId);
    const item: SaveItemBody['item'] = {
      name: NAMES[n]!,
      classify: CLASSES[n]!,
      platformId: store.platformId,
      storeId: store.id,
      accountCompanyId: companies.get(store.platformId)!,
      skuIds: [skus[n % skus.length]!.id, skus[(n + 1) % skus.length]!.id],
      currency,
      // A few hundred to a few thousand per item, as the cost reports would see in practice.
      amount: over ? '1200' : String(300 + n * 250),
      exchangeRate: rate,
      periodStart: start.format('YYYY-MM-DD'),
      periodEnd: (over ? start.endOf('month') : start.add(n % 3 === 0 ? 40 : 15, 'day')).format('YYYY-MM-DD'),
      description: `${NAMES[n]}（演示）`,
      // Kept only when the item is over a limit at submission (the demo's limits decide).
      overReason: '大促期间加大投放，预计带来额外销售',
    };
    const submit = target !== 'draft' && target !== 'deleted';
    const saved = await saveItem(db, operator, all, saveItemBody.parse({ item }), submit);
    const id = saved.id;
    if (target === 'deleted') await run(operator, deleteItemDetail, 'delete', { id });
    if (saved.status === 'pending_limit' && target !== 'pending_limit') await run(marketing, auditItemLimit, 'approveLimit', { id, comment: '同意超限' });
    if (target === 'rejected') await run(manager, auditItem, 'reject', { id, comment: '预算不足，下月再投' });
    if (['approved', 'paid'].includes(target)) await run(manager, auditItem, 'approve', { id, comment: '同意' });
    if (target === 'paid') await run(cashier, payItem, 'pay', { id, paidDate: start.add(5, 'day').format('YYYY-MM-DD'), paidReference: `CMB${dayjs().format('YYMM')}${String(1000 + n)}`, payRemark: null });
  }
  for (const [n, store] of usable.slice(0, 2).entries()) {
    const month = dayjs().subtract(n + 1, 'month').format('YYYY-MM');
    await addOtherCost(db, operator, all, otherCostFields.parse({ platformId: store.platformId, storeId: store.id, month, currency: 'CNY', amount: String(1200 + n * 300), exchangeRate: '1', remark: '展会样品推广费' }));
  }
}
