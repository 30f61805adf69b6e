import dayjs from 'dayjs';
import { asc, eq } from 'drizzle-orm';
import { evaluateBody, logisticsBody, redsBody } from '@shared/api/kol/reds';
import { auditKolProcessBatch, closeKolRequire, deleteKolRequireById } from '@shared/api/kol/require';
import { loadUserCodes } from '../../http/auth/codes';
import type { Caller } from '../../http/auth/caller';
import { poolImport } from './pool/import';
import { evaluateRed, saveLogistics, saveRed } from './reds/save';
import { submitAsBatch } from './requires/batches';
import { marketPlatInfo } from './requires/product';
import { saveRequire } from './requires/save';
import { runTransitionAs, type Actor } from '../../workflow';
import type { Db } from '../../db/connection';
import { baseSkus, kolCategories, kolPool, kolPoolTags, settings, users } from '../../db/schema';

const FLAG = 'kol_demo_loaded';
const POOL_SIZE = 2000;
const CATEGORIES = ['3C数码', '家居生活', '户外运动', '美妆个护', '母婴', '宠物', '汽车配件', '厨房电器'];
const TAGS: Array<[string, string]> = [['开箱测评', 'blue'], ['教程', 'green'], ['高转化', 'orange'], ['女性向', 'violet'], ['北美', 'cyan'], ['欧洲', 'amber'], ['长视频', 'grey'], ['短视频', 'red']];
const CHANNELS = ['YouTube', 'TikTok', 'Instagram', 'Facebook', 'Blog', 'Reddit'];
const COUNTRIES = ['US', 'CA', 'GB', 'DE', 'FR', 'JP'];

async function who(db: Db, username: string): Promise<{ actor: Actor; caller: Caller } | undefined> {
  const [u] = await db.select({ id: users.id, name: users.name, username: users.username }).from(users).where(eq(users.username, username));
  if (!u) return undefined;
  const codes = await loadUserCodes(db, u.id);
  const caller: Caller = { userId: u.id, sessionId: 'demo', actorId: null, actorName: null, username: u.username, name: u.name, avatar: null, introduction: null, codes: async () => codes };
  return { actor: { userId: u.id, name: u.name, elements: codes.elements }, caller };
}

/** The pool: categories, tags and 2,000 influencers through the pool import's own commit. */
async function loadPool(db: Db, caller: Caller): Promise<void> {
  await db.insert(kolCategories).values(CATEGORIES.map((name, i) => ({ name, sort: i, createdBy: caller.userId }))).onConflictDoNothing();
  await db.insert(kolPoolTags).values(TAGS.map(([name, color]) => ({ name, color, createdBy: caller.userId }))).onConflictDoNothing();
  const rows = Array.from({ length: POOL_SIZE }, (_, i) => {
    const channel = CHANNELS[i % CHANNELS.length]!;
    return {
      name: `${['Tech', 'Home', 'Outdoor', 'Glow', 'Mom', 'Pet', 'Auto', 'Chef'][i % 8]} Creator ${i + 1}`,
      channel: channel.toLowerCase(),
      profileUrl: `https://${channel.toLowerCase()}.example.com/@creator${i + 1}`,
      followers: 1000 + ((i * 7919) % 2_000_000),
      category: CATEGORIES[i % CATEGORIES.length]!,
      tags: [TAGS[i % TAGS.length]![0], TAGS[(i * 3 + 1) % TAGS.length]![0]].join(','),
      country: COUNTRIES[i % COUNTRIES.length],
      email: `creator${i + 1}@example.com`,
      price: String(100 + (i % 20) * 50),
      priceCurrency: 'USD' as const,
      remark: undefined,
      contact: undefined,
    };
  });
  await db.transaction((tx) => poolImport.commit(tx as unknown as Db, rows, caller));
}

const CARRIERS = ['UPS', 'FedEx', 'DHL', 'USPS'];
const SHIPMENT_STATES = ['delivered', 'delivered', 'shipped', 'returned'] as const;

/**
 * Posts on the approved requirements over the last six weeks, through the module's own saves: each
 * with its referral fee, a sample shipment (delivered, on its way or returned) and, for most, the
 * cooperation's evaluation, so the pool's scores, the totals and the weekly chart have data.
 */
async function loadReds(db: Db, marketer: Caller, requireIds: number[]): Promise<void> {
  const kols = await db.select({ id: kolPool.id, channel: kolPool.channel }).from(kolPool).where(eq(kolPool.blacklisted, false)).orderBy(asc(kolPool.id)).limit(12);
  let n = 0;
  for (const requireId of requireIds) {
    for (let j = 0; j < 3; j += 1, n += 1) {
      const kol = kols[n % kols.length]!;
      const published = dayjs().subtract(40 - n * 3, 'day');
      const red = await saveRed(
        db,
        marketer,
        redsBody.parse({
          requireId,
          poolId: kol.id,
          link: `https://${kol.channel}.example.com/post/${1000 + n}`,
          channel: kol.channel,
          publishDate: published.format('YYYY-MM-DD'),
          views: 4000 + ((n * 7919) % 60000),
          clicks: 150 + ((n * 431) % 2500),
          orders: 3 + ((n * 17) % 60),
          referralFee: String(80 + (n % 5) * 40),
          currency: n % 4 === 3 ? 'EUR' : 'USD',
        }),
      );
      const state = SHIPMENT_STATES[n % SHIPMENT_STATES.length]!;
      const shipped = published.subtract(10, 'day');
      await saveLogistics(
        db,
        marketer,
        logisticsBody.parse({
          redsId: red.id,
          carrier: CARRIERS[n % CARRIERS.length],
          trackingNo: `DEMO${String(100000 + n * 37)}`,
          quantity: 1 + (n % 2),
          shippedOn: shipped.format('YYYY-MM-DD'),
          status: state,
          deliveredOn: state === 'delivered' ? shipped.add(4, 'day').format('YYYY-MM-DD') : '',
        }),
      );
      if (n % 4 === 2) continue;
      const score = (k: number) => 2 + ((n + k) % 4);
      await evaluateRed(db, marketer, evaluateBody.parse({ redsId: red.id, contentScore: score(0), punctualityScore: score(1), communicationScore: 4, effectScore: score(3), comment: '样品收到后按期发布，转化不错' }));
    }
  }
}

/** Where each demo requirement ends up. */
const PLAN = ['draft', 'draft', 'draft', 'pending_audit', 'pending_audit', 'pending_audit', 'approved', 'approved', 'approved', 'approved', 'rejected', 'rejected', 'deleted'];

/**
 * Demo KOL data through the module itself (logs, batches, tab counts and approval cards as in use):
 * requirements in every state and 2,000 influencers. Waits until SKUs with listings exist.
 */
export async function loadKolDemo(db: Db): Promise<boolean> {
  const [done] = await db.select().from(settings).where(eq(settings.key, FLAG));
  if (done) return false;
  const [op, marketer, manager] = await Promise.all(['wangfang', 'sunli', 'zhaolei'].map((u) => who(db, u)));
  if (!op || !marketer || !manager) return false;
  const skus = await db.select({ sku: baseSkus.sku }).from(baseSkus).orderBy(asc(baseSkus.id)).limit(40);
  const products: Array<{ sku: string; platformId: number }> = [];
  for (const { sku } of skus) {
    const info = await marketPlatInfo(db, op.caller, sku).catch(() => undefined);
    if (info?.platforms[0]) products.push({ sku, platformId: info.platforms[0].platformId });
    if (products.length >= 6) break;
  }
  if (!products.length) return false;
  await db.insert(settings).values({ key: FLAG, value: new Date().toISOString() }).onConflictDoNothing();
  await loadPool(db, marketer.caller);

  const ids: number[] = [];
  for (let i = 0; i < PLAN.length; i += 1) {
    const p = products[i % products.length]!;
    const saved = await saveRequire(db, op.caller, op.actor, {
      ...p,
      id: undefined,
      version: undefined,
      channel: (['youtube', 'tiktok', 'instagram'] as const)[i % 3],
      budget: String(500 + i * 250),
      currency: i % 4 === 0 ? 'EUR' : 'USD',
      wantedPosts: 1 + (i % 5),
      deadline: dayjs().add(20 + i, 'day').format('YYYY-MM-DD'),
      description: '新品推广：开箱与使用场景视频',
      ownerId: i % 2 ? marketer.actor.userId : null,
      fileIds: [],
    });
    ids.push(saved.id);
  }
  const byTarget = (target: string) => ids.filter((_, i) => PLAN[i] === target);
  // The waiting ones as one batch of three; the approved in a batch of four; the rejected one by one.
  await submitAsBatch(db, op.actor, byTarget('pending_audit'));
  const approved = await submitAsBatch(db, op.actor, byTarget('approved'));
  await runTransitionAs(db, manager.actor, auditKolProcessBatch, 'approve', { id: approved.batchId, comment: '预算合理，同意' });
  await loadReds(db, marketer.caller, byTarget('approved'));
  // One approved requirement whose posts are all done: closed by its operator (已完成).
  await runTransitionAs(db, op.actor, closeKolRequire, 'close', { id: byTarget('approved')[0]!, comment: '帖子已全部发布' });
  for (const id of byTarget('rejected')) {
    const batch = await submitAsBatch(db, op.actor, [id]);
    await runTransitionAs(db, manager.actor, auditKolProcessBatch, 'reject', { id: batch.batchId, comment: '预算过高，请压缩后重提' });
  }
  for (const id of byTarget('deleted')) await runTransitionAs(db, op.actor, deleteKolRequireById, 'delete', { id });
  return true;
}
