import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_COUNT_CAP } from '@shared/api/inputs';
import { queryProductRatingList, snapshotFilter } from '@shared/api/reviewerReports/ratings';
import { reviewerStarWeeks, users } from '../../../server/db/schema';
import { loadUserCodes } from '../../../server/http/auth/codes';
import type { Caller } from '../../../server/http/auth/caller';
import { listPage } from '../../../server/http/listPage';
import { ratingScopeOf } from '../../../server/modules/reviewerReports/scope';
import { snapshotOrder, snapshotSelect, snapshotWhere, toSnapshotRow, type SnapshotFilter } from '../../../server/modules/reviewerReports/snapshotList';
import { createTestApp, type TestApp } from '../../support/app';
import { as, type As } from '../admin/support';
import { ratingListings, type Listing } from './support';

/**
 * 产品评分查询 at scale: a total counted up to the cap (past it the list says "more than"), and the
 * prepared list answering exactly what the same query built directly answers, for every filter shape
 * and for a scoped operator.
 */
let t: TestApp;
let wangfang: As, wuhao: As;
let home: [Listing, Listing];
let tech: Listing;

/** 2017: weeks no demo rating and no other test uses. */
const FIRST = '2017-01-02';
const WEEKS = 11;
const PER_WEEK = 1000;

beforeAll(async () => {
  t = await createTestApp();
  [wangfang, wuhao] = (await Promise.all(['wangfang', 'wuhao'].map((u) => t.login(u)))).map((tk) => as(t, tk)) as [As, As];
  ({ home, tech } = await ratingListings(t));
  const [a] = home;
  const admin = (await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'admin')))[0]!.id;
  // 11 weeks × 1,000 ASINs of a 家居 SKU (wangfang's), and 30 of a 电子 SKU (not hers).
  await t.db.execute(sql`insert into reviewer_star_weeks (week_start, platform_id, asin, sku_id, group_id, category_id, star, rating_count, imported_by)
    select ${FIRST}::date + 7 * (g / ${PER_WEEK}), ${a.platformId}, 'CAP' || lpad((g % ${PER_WEEK})::text, 6, '0'), ${a.skuId},
           (select c1.id from product_categories c3 join product_categories c2 on c2.id = c3.parent_id join product_categories c1 on c1.id = c2.parent_id where c3.id = ${a.categoryId}),
           ${a.categoryId}, (10 + g % 41)::numeric / 10, g % 300, ${admin}
    from generate_series(0, ${WEEKS * PER_WEEK - 1}) g`);
  await t.db.execute(sql`insert into reviewer_star_weeks (week_start, platform_id, asin, sku_id, category_id, star, rating_count, imported_by)
    select ${FIRST}::date + 7 * g, ${tech.platformId}, 'CAPTECH', ${tech.skuId}, ${tech.categoryId}, 3.5, 7, ${admin} from generate_series(0, 29) g`);
});
afterAll(() => t?.close());

const YEAR = { from: '2017-01-01', to: '2017-12-31' };

describe('产品评分查询: the capped total', () => {
  it('stops counting at the cap and says there are more', async () => {
    const res = await wuhao.call(queryProductRatingList, { query: { ...YEAR, limit: 20 } });
    expect(res.data).toMatchObject({ total: LIST_COUNT_CAP, totalCapped: true });
    expect(res.data.rows).toHaveLength(20);
    // Newest week first: the 电子 product's 30th week, then the 家居 ASINs' 11th week.
    expect(res.data.rows[0]!.weekStart).toBe('2017-07-24');
    expect(res.data.rows[19]!.weekStart).toBe('2017-03-13');
  });

  it('a page past the cap still answers its rows, and the total stays capped', async () => {
    const limit = 20;
    const page = LIST_COUNT_CAP / limit + 3; // rows 10,041-10,060 of 11,030
    const res = await wuhao.call(queryProductRatingList, { query: { ...YEAR, page, limit } });
    expect(res.data).toMatchObject({ total: LIST_COUNT_CAP, totalCapped: true });
    expect(res.data.rows).toHaveLength(20);
    // Past the cap the rows are the oldest week's, in the list's order.
    expect(res.data.rows.every((r) => r.weekStart === FIRST)).toBe(true);
    const last = await wuhao.call(queryProductRatingList, { query: { ...YEAR, page: 10_000, limit } });
    expect(last.data).toEqual({ total: LIST_COUNT_CAP, totalCapped: true, rows: [] });
  });

  it('under the cap the total is exact, and the operator counts only her own products', async () => {
    const oneWeek = await wangfang.call(queryProductRatingList, { query: { from: FIRST, to: FIRST } });
    expect(oneWeek.data).toMatchObject({ total: PER_WEEK, totalCapped: false });
    expect((await wuhao.call(queryProductRatingList, { query: { ...YEAR, asin: 'captech' } })).data).toMatchObject({ total: 30, totalCapped: false });
    expect((await wangfang.call(queryProductRatingList, { query: { ...YEAR, asin: 'captech' } })).data).toMatchObject({ total: 0, totalCapped: false });
    const stars = await wangfang.call(queryProductRatingList, { query: { ...YEAR, minStar: '4.9', maxStar: '5' } });
    expect(stars.data.totalCapped).toBe(false);
    expect(stars.data.total).toBe((await t.db.$count(reviewerStarWeeks, sql`${reviewerStarWeeks.weekStart} between '2017-01-01' and '2017-12-31' and ${reviewerStarWeeks.star} >= 4.9 and ${reviewerStarWeeks.asin} like 'CAP0%'`)));
  });
});

/** A caller as the server builds one from a token, for the direct query's scope. */
async function callerOf(username: string): Promise<Caller> {
  const userId = (await t.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id;
  return { userId, username, codes: () => loadUserCodes(t.db, userId) } as Caller;
}

describe('产品评分查询: prepared per filter shape', () => {
  it('answers like the same query built directly, for every shape, new values of a shape, both viewers and past the end', async () => {
    const [a] = home;
    const filters: Array<Record<string, string>> = [
      {},
      YEAR,
      { from: '2017-02-01', to: '2017-02-20', asin: 'cap00001' },
      { from: '2017-02-01', to: '2017-02-20', asin: 'cap00002' },
      { ...YEAR, platformId: String(a.platformId), categoryId: String(a.categoryId) },
      { ...YEAR, sku: 'no-such-sku' },
      { ...YEAR, minStar: '2', maxStar: '2.5', asin: 'CAP000' },
      { ...YEAR, storeId: '1' },
      { from: FIRST, to: FIRST, asin: 'CAPTECH' },
    ];
    for (const [who, username] of [[wuhao, 'wuhao'], [wangfang, 'wangfang']] as const) {
      const scope = await ratingScopeOf(t.db, await callerOf(username));
      for (const f of filters) {
        for (const page of [1, 600]) {
          const answer = (await who.call(queryProductRatingList, { query: { ...f, page, limit: 20 } as never })).data;
          const filter = snapshotFilter.parse(f) as SnapshotFilter;
          const direct = await listPage(t.db, {
            select: (extra) => snapshotSelect(t.db, extra),
            where: snapshotWhere(filter, scope),
            order: snapshotOrder,
            page,
            limit: 20,
            total: { table: reviewerStarWeeks, cap: LIST_COUNT_CAP },
            map: toSnapshotRow,
          });
          expect(answer, `${username} ${JSON.stringify(f)} page ${page}`).toEqual(JSON.parse(JSON.stringify(direct)));
        }
      }
    }
  }, 180_000);
});
