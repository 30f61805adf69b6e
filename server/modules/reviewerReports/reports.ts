import { sql, type SQL } from 'drizzle-orm';
import type { AverageRow, ChangeRow, WeekStats } from '@shared/api/reviewerReports/ratings';
import { addWeeks, weekLabel } from '@shared/api/reviewerReports/weeks';
import type { Page } from '@shared/api/paging';
import type { Db } from '../../db/connection';
import { chartWeeks, offsetOf, productJoins, productSelect, ratingConditions, type RatingFilter } from './filters';
import { promotionsOf } from './promotions';
import { allOf, rowsOf } from './sql';

/** The rating reports' numbers (docs/domain/reviewer-reports.md, "Formulas"); `scope` limits x.sku_id. */
type Paged = { page: number; limit: number };
const n = (v: unknown) => Number(v ?? 0);
const withWeek = <T extends { weekStart: string }>(r: T) => ({ ...r, week: weekLabel(r.weekStart) });

const averageColumns = sql`x.week_start::text as "weekStart", count(*) as products, round(avg(x.star), 2)::text as "avgStar",
  case when sum(x.rating_count) > 0 then round(sum(x.star * x.rating_count) / sum(x.rating_count), 2)::text end as "weightedStar",
  sum(x.rating_count) as "ratingCount"`;

/** Weekly average per group, for the chart, with the number of promotion log entries of the week. */
export async function averageTrend(db: Db, f: RatingFilter, scope: SQL | undefined) {
  const weeks = chartWeeks(f);
  const where = allOf([...ratingConditions({ ...f, ...weeks }), scope]);
  const rows = await rowsOf<Record<string, string>>(
    db,
    sql`select ${averageColumns}, x.group_id as "groupId", g.name as "groupName",
        (select count(*) from promote_logs l where l.week_start = x.week_start and l.group_id is not distinct from x.group_id) as promotions
      from reviewer_star_weeks x left join product_categories g on g.id = x.group_id
      where ${where} group by x.week_start, x.group_id, g.name order by x.week_start, g.name`,
  );
  return rows.map((r) => withWeek({ weekStart: r.weekStart!, groupId: r.groupId === null ? null : n(r.groupId), groupName: r.groupName ?? null, products: n(r.products), avgStar: r.avgStar!, weightedStar: r.weightedStar ?? null, ratingCount: n(r.ratingCount), promotions: n(r.promotions) }));
}

/** Weekly average per group and category, newest week first. */
export async function averagePage(db: Db, f: RatingFilter & Paged, scope: SQL | undefined): Promise<Page<AverageRow>> {
  const where = allOf([...ratingConditions(f), scope]);
  const grouped = sql`from reviewer_star_weeks x where ${where} group by x.week_start, x.group_id, x.category_id`;
  const [rows, [count]] = await Promise.all([
    rowsOf<Record<string, string>>(
      db,
      sql`select a.*, g.name as "groupName", c.name as "categoryName" from (select ${averageColumns}, x.group_id as "groupId", x.category_id as "categoryId" ${grouped}) a
        left join product_categories g on g.id = a."groupId" left join product_categories c on c.id = a."categoryId"
        order by a."weekStart" desc, g.name, c.name limit ${f.limit} offset ${offsetOf(f)}`,
    ),
    rowsOf<{ n: string }>(db, sql`select count(*) as n from (select 1 ${grouped}) t`),
  ]);
  return {
    total: n(count?.n),
    rows: rows.map((r) => withWeek({ weekStart: r.weekStart!, groupId: r.groupId === null ? null : n(r.groupId), groupName: r.groupName ?? null, categoryId: r.categoryId === null ? null : n(r.categoryId), categoryName: r.categoryName ?? null, products: n(r.products), avgStar: r.avgStar!, weightedStar: r.weightedStar ?? null, ratingCount: n(r.ratingCount) })),
  };
}

const previousJoin = sql`join reviewer_star_weeks prev on prev.platform_id = x.platform_id and prev.asin = x.asin and prev.week_start = x.week_start - 7`;

/** The products whose star moved since the week before, with the promotion log of both weeks beside each. */
export async function changePage(db: Db, f: RatingFilter & Paged & { asin?: string | null; direction?: 'up' | 'down' | null }, scope: SQL | undefined): Promise<Page<ChangeRow>> {
  const where = allOf([
    ...ratingConditions(f),
    scope,
    f.asin && sql`x.asin like ${`${f.asin.toUpperCase()}%`}`,
    f.direction === 'up' ? sql`x.star > prev.star` : f.direction === 'down' ? sql`x.star < prev.star` : sql`x.star <> prev.star`,
  ]);
  const [rows, [count]] = await Promise.all([
    rowsOf<Record<string, string | number | null>>(
      db,
      sql`select x.id, x.week_start::text as "weekStart", ${productSelect}, x.star::text as star, prev.star::text as "previousStar",
          (x.star - prev.star)::text as "starChange", x.rating_count as "ratingCount", prev.rating_count as "previousCount"
        from reviewer_star_weeks x ${previousJoin} ${productJoins}
        where ${where} order by x.week_start desc, abs(x.star - prev.star) desc, x.id desc limit ${f.limit} offset ${offsetOf(f)}`,
    ),
    rowsOf<{ n: string }>(db, sql`select count(*) as n from reviewer_star_weeks x ${previousJoin} where ${where}`),
  ]);
  const weeks = rows.map((r) => String(r.weekStart)).sort();
  const notes = weeks.length ? await promotionsOf(db, rows.map((r) => ({ platformId: n(r.platformId), asin: String(r.asin) })), addWeeks(weeks[0]!, -1), weeks.at(-1)!) : [];
  return {
    total: n(count?.n),
    rows: rows.map((r) => {
      const week = String(r.weekStart);
      const promotions = notes.filter((l) => l.platformId === n(r.platformId) && l.asin === r.asin && (l.weekStart === week || l.weekStart === addWeeks(week, -1)));
      return withWeek({
        ...(r as unknown as Omit<ChangeRow, 'promotions' | 'week'>),
        id: n(r.id), platformId: n(r.platformId), skuId: n(r.skuId), ratingCount: n(r.ratingCount), previousCount: n(r.previousCount),
        starChange: Number(r.starChange).toFixed(2), countChange: n(r.ratingCount) - n(r.previousCount),
        promotions: promotions.map(({ id, kind, kindLabel, actionDate, content }) => ({ id, kind, kindLabel, actionDate, content })),
      });
    }),
  };
}

/** Per week: products up, down and unchanged against the week before, the mean change, products promoted. */
export async function changeStatistics(db: Db, f: RatingFilter, scope: SQL | undefined): Promise<WeekStats[]> {
  const where = allOf([...ratingConditions({ ...f, ...chartWeeks(f) }), scope]);
  const rows = await rowsOf<Record<string, string>>(
    db,
    sql`select x.week_start::text as "weekStart", count(*) as compared, count(*) filter (where x.star > prev.star) as up,
        count(*) filter (where x.star < prev.star) as down, count(*) filter (where x.star = prev.star) as unchanged,
        round(avg(x.star - prev.star), 2)::text as "avgChange",
        count(*) filter (where exists (select 1 from promote_logs l where l.platform_id = x.platform_id and l.asin = x.asin and l.week_start = x.week_start)) as promoted
      from reviewer_star_weeks x ${previousJoin} where ${where} group by x.week_start order by x.week_start`,
  );
  return rows.map((r) => withWeek({ weekStart: r.weekStart!, compared: n(r.compared), up: n(r.up), down: n(r.down), unchanged: n(r.unchanged), avgChange: r.avgChange ?? null, promoted: n(r.promoted) }));
}

/** One product's weeks and its promotion log (the trend drawer). */
export async function productTrend(db: Db, platformId: number, asin: string, scope: SQL | undefined) {
  const weeks = chartWeeks({}, 52);
  const rows = await rowsOf<{ weekStart: string; star: string; ratingCount: number }>(
    db,
    sql`select x.week_start::text as "weekStart", x.star::text as star, x.rating_count as "ratingCount" from reviewer_star_weeks x
      where ${allOf([sql`x.platform_id = ${platformId}`, sql`x.asin = ${asin.toUpperCase()}`, sql`x.week_start >= ${weeks.from}`, scope])} order by x.week_start`,
  );
  const notes = rows.length ? await promotionsOf(db, [{ platformId, asin: asin.toUpperCase() }], weeks.from, weeks.to) : [];
  return {
    weeks: rows.map((r) => withWeek({ ...r, ratingCount: n(r.ratingCount) })),
    promotions: notes.map(({ id, kind, kindLabel, actionDate, content, weekStart }) => ({ id, kind, kindLabel, actionDate, content, weekStart })),
  };
}
