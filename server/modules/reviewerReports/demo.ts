import { asc, eq, isNotNull } from 'drizzle-orm';
import { addDays, addWeeks, mondayOf } from '@shared/api/reviewerReports/weeks';
import type { PromoteKind } from '@shared/api/reviewerReports/common';
import type { Db } from '../../db/connection';
import { baseSkus, settings, skuListings } from '../../db/schema';
import { loadCategoryTree } from '../products';
import { today } from '../reference';
import { addPromoteLogs, saveRatings, type PromoteInput, type RatingInput } from '.';
import { who } from '../../workflow';

const FLAG = 'reviewer_reports_demo_loaded';
const PER_GROUP = 20;
const WEEKS = 52;
const PROMOTIONS: Array<[PromoteKind, string]> = [
  ['deal', '参加 7 天秒杀（Lightning Deal），折扣 20%'],
  ['coupon', '上线 15% 优惠券'],
  ['ad', '广告预算由 30 美元/天提高到 60 美元/天，新增长尾关键词'],
  ['price', '售价下调 2 美元'],
];

/** A small deterministic pseudo-random walk (same demo every time). */
const wave = (i: number, w: number) => Math.sin(i * 1.7 + w * 0.9) + Math.cos(i * 0.3 + w * 0.37);

/**
 * A year of weekly ratings (up to last week) for 20 demo products of each group, written through the
 * rating import's save function by 吴昊, and promotion log entries by 王芳 (家居, her categories) and
 * 吴昊; a promotion lifts the product's star the week after. Loaded once, after the product listings.
 */
export async function loadReviewerReportsDemo(db: Db): Promise<void> {
  const [manager, operator] = await Promise.all([who(db, 'wuhao'), who(db, 'wangfang')]);
  if (!manager || !operator) return;
  const listings = await db
    .select({ platformId: skuListings.platformId, asin: skuListings.asin, categoryId: baseSkus.categoryId })
    .from(skuListings)
    .innerJoin(baseSkus, eq(baseSkus.id, skuListings.skuId))
    .where(isNotNull(baseSkus.categoryId))
    .orderBy(asc(skuListings.id));
  if (listings.length === 0) return;
  const [first] = await db.insert(settings).values({ key: FLAG, value: new Date().toISOString() }).onConflictDoNothing().returning();
  if (!first) return;

  const tree = await loadCategoryTree(db);
  const perGroup = new Map<string, typeof listings>();
  for (const l of listings) {
    const group = tree.lineage(l.categoryId!)[0]?.name ?? '';
    const list = perGroup.get(group) ?? [];
    if (list.length < PER_GROUP) perGroup.set(group, [...list, l]);
  }
  const products = [...perGroup.entries()].flatMap(([group, list]) => list.map((l) => ({ ...l, group })));
  const lastWeek = addWeeks(mondayOf(today()), -1);
  const firstWeek = addWeeks(lastWeek, -(WEEKS - 1));

  const ratings: RatingInput[] = [];
  const promotions: Array<{ by: 'operator' | 'manager'; input: PromoteInput }> = [];
  products.forEach((p, i) => {
    let star = 3.6 + ((i * 37) % 12) / 10;
    let count = 20 + ((i * 53) % 300);
    for (let w = 0; w < WEEKS; w++) {
      const weekStart = addWeeks(firstWeek, w);
      const promoted = (i + w) % 9 === 0;
      if (promoted) {
        const [kind, content] = PROMOTIONS[(i + w) % PROMOTIONS.length]!;
        promotions.push({ by: p.group === '家居' ? 'operator' : 'manager', input: { platformId: p.platformId, asin: p.asin, kind, actionDate: addDays(weekStart, 1), content, remark: null } });
      }
      const step = wave(i, w) > 1.2 ? -0.1 : wave(i, w) < -1.3 ? 0.1 : 0;
      star = Math.min(5, Math.max(1, star + step + (promoted ? 0.1 : 0)));
      count += 1 + ((i + w) % 5) + (promoted ? 6 : 0);
      ratings.push({ weekStart, platformId: p.platformId, asin: p.asin, star: star.toFixed(1), ratingCount: count });
    }
  });
  await db.transaction(async (tx) => {
    const refused = await saveRatings(tx, ratings, manager.caller);
    if (refused.size) throw new Error(`reviewer reports demo: ${[...refused.values()][0]}`);
    for (const by of ['operator', 'manager'] as const) {
      const person = by === 'operator' ? operator : manager;
      const { reasons } = await addPromoteLogs(tx, person.caller, promotions.filter((e) => e.by === by).map((e) => e.input));
      if (reasons.size) throw new Error(`reviewer reports demo: ${[...reasons.values()][0]}`);
    }
  });
}
