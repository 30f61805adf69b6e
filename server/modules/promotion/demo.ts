import dayjs from 'dayjs';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { auditClaim, deleteClaim, financeClaim, overClaim, submitClaim } from '@shared/api/promotion/claim';
import type { Config } from '../../config';
import type { Db } from '../../db/connection';
import { b2bCompanyBanks, baseSkus, platforms, settings, users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { loadUserCodes } from '../../http/auth/codes';
import { saveClaim } from './claims/save';
import { claimExceedances } from './claims/submit';
import { addAccountCompany, addProductLimit, addRateLimit } from './masters';
import { payClaims } from './payments/pay';
import { detectAllowedType, saveUpload } from '../tool';
import { createFileStore } from '../../storage';
import { runTransitionAs, type Actor } from '../../workflow';

const FLAG = 'promotion_demo_loaded';
/** A 1×1 PNG: the demo receipts. */
const RECEIPT = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** Where each demo claim ends up, in order. */
const PLAN = ['draft', 'draft', 'pending_manager', 'pending_manager', 'pending_finance', 'pending_finance', 'approved', 'approved', 'approved', 'paid', 'paid', 'paid', 'paid', 'rejected', 'deleted', 'over', 'overApproved'] as const;
const TYPES = ['onsite_ads', 'deal', 'coupon', 'offsite', 'influencer', 'other'] as const;

async function actor(db: Db, username: string): Promise<Actor | undefined> {
  const [u] = await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.username, username));
  return u && { userId: u.id, name: u.name, elements: (await loadUserCodes(db, u.id)).elements };
}

/**
 * Demo account companies, limits and claims in every state (docs/domain/promotion.md), made through
 * the promotion module itself: wangfang claims, wuhao and lina approve, zhaolei decides the over-limit
 * step, zhouxin pays. Loaded once, after the reference, product and B2B demos.
 */
export async function loadPromotionDemo(db: Db, config: Pick<Config, 'dataDir'> & Partial<Config>): Promise<boolean> {
  const [done] = await db.select().from(settings).where(eq(settings.key, FLAG));
  if (done) return false;
  const people = await Promise.all(['wangfang', 'wuhao', 'lina', 'zhaolei', 'zhouxin'].map((u) => actor(db, u)));
  if (people.some((p) => !p)) return false;
  const [operator, manager, finance, director, cashier] = people as Actor[];
  const shops = await db.select({ id: platforms.id, code: platforms.code, currency: platforms.currency }).from(platforms).where(inArray(platforms.code, ['AMZ-US', 'AMZ-DE', 'WMT-US'])).orderBy(asc(platforms.id));
  const skus = await db.select({ id: baseSkus.id, sku: baseSkus.sku, spu: baseSkus.spu, categoryId: baseSkus.categoryId }).from(baseSkus).where(isNotNull(baseSkus.categoryId)).orderBy(asc(baseSkus.id)).limit(6);
  // A CNY account: claims are owed in CNY (another currency would need the cashier's confirmed rate).
  const [bank] = await db
    .select({ id: b2bCompanyBanks.id })
    .from(b2bCompanyBanks)
    .where(and(eq(b2bCompanyBanks.enabled, true), eq(b2bCompanyBanks.currency, 'CNY'), inArray(b2bCompanyBanks.purpose, ['pay', 'both'])))
    .orderBy(asc(b2bCompanyBanks.id))
    .limit(1);
  if (!shops.length || skus.length < 2 || !bank) return false;
  await db.insert(settings).values({ key: FLAG, value: new Date().toISOString() }).onConflictDoNothing();

  const month = dayjs().format('YYYY-MM');
  const companies = new Map<number, number>();
  for (const [i, p] of shops.entries()) {
    companies.set(p.id, await addAccountCompany(db, { platformId: p.id, companyName: ['深圳跨仓科技有限公司', '香港跨仓贸易有限公司', '跨仓电子商务（美国）公司'][i % 3]!, account: `PROMO-${p.code}-01`, currency: p.currency }, finance.userId));
  }
  await addProductLimit(db, { targetKind: 'sku', code: skus[0]!.sku, month, amountCny: '3000' }, finance.userId);
  await addProductLimit(db, { targetKind: 'spu', code: skus[1]!.spu, month, amountCny: '20000' }, finance.userId);
  await addRateLimit(db, { platformId: shops[0]!.id, categoryId: skus[1]!.categoryId!, maxPercent: '15' }, finance.userId);

  const deps = { db, files: createFileStore(config as Config) } as unknown as AppDeps;
  const type = (await detectAllowedType(RECEIPT, 'receipt.png'))!;
  const receipt = async () => (await saveUpload(deps, { bytes: RECEIPT, declaredName: '发票.png', type, by: operator.userId })).id;
  const run = (who: Actor, endpoint: Parameters<typeof runTransitionAs>[2], action: string, input: { id: number } & Record<string, unknown>) => runTransitionAs(db, who, endpoint, action, input);

  const toPay: number[] = [];
  for (const [i, target] of PLAN.entries()) {
    const platform = shops[i % shops.length]!;
    const over = target === 'over' || target === 'overApproved';
    const sku = over ? skus[0]! : skus[(i % (skus.length - 1)) + 1]!;
    const saved = await saveClaim(db, operator, {
      platformId: platform.id,
      accountCompanyId: companies.get(platform.id)!,
      promoteType: TYPES[i % TYPES.length]!,
      month,
      purpose: over ? '黑五秒杀加投' : `${month} 推广费用垫付`,
      lines: [
        { skuId: sku.id, description: '站内广告充值', spentOn: dayjs().subtract(i + 1, 'day').format('YYYY-MM-DD'), currency: 'USD', amount: over ? '600.00' : `${20 + i * 7}.50`, fileIds: [await receipt()] },
        { skuId: null, description: '测评服务费', spentOn: dayjs().subtract(i + 2, 'day').format('YYYY-MM-DD'), currency: i % 2 ? 'EUR' : 'CNY', amount: `${30 + i}.00`, fileIds: [await receipt()] },
      ],
    });
    const id = saved.id;
    if (target === 'draft') continue;
    if (target === 'deleted') {
      await run(operator, deleteClaim, 'delete', { id });
      continue;
    }
    if (over) {
      await run(operator, submitClaim, 'submitOver', { id, comment: '黑五大促，临时加投' });
      if (target === 'overApproved') await run(director, overClaim, 'overApprove', { id, comment: '同意本月加投' });
      continue;
    }
    // A demo claim the limits happen to catch (the rate limit against the demo sales) takes the extra step.
    if ((await db.transaction((tx) => claimExceedances(tx, id))).length) {
      await run(operator, submitClaim, 'submitOver', { id, comment: '本月销售额偏低，按计划投放' });
      await run(director, overClaim, 'overApprove', { id });
    } else await run(operator, submitClaim, 'submit', { id });
    if (target === 'pending_manager') continue;
    if (target === 'rejected') {
      await run(manager, auditClaim, 'reject', { id, comment: '票据与金额不符，请核对' });
      continue;
    }
    await run(manager, auditClaim, 'approve', { id });
    if (target === 'pending_finance') continue;
    await run(finance, financeClaim, 'financeApprove', { id });
    if (target === 'paid') toPay.push(id);
  }
  for (let i = 0; i < toPay.length; i += 2) {
    await payClaims(db, cashier, { claims: toPay.slice(i, i + 2).map((id) => ({ id })), paidFromBankId: bank.id, paidOn: dayjs().format('YYYY-MM-DD'), bankReference: `DEMO-${Date.now()}-${i}` });
  }
  return true;
}
