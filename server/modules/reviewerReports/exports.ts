import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Page } from '@shared/api/paging';
import { changeFilter, snapshotFilter, type AverageRow, type ChangeRow, type SnapshotRow } from '@shared/api/reviewerReports/ratings';
import { ratingFilter } from '@shared/api/reviewerReports/common';
import { averageWeekStarScreen, ratingQueryScreen, starChangeScreen } from '@shared/api/reviewerReports/screens';
import { addWeeks } from '@shared/api/reviewerReports/weeks';
import type { SkuScope } from '../products';
import type { Db } from '../../db/connection';
import type { SheetColumn, SheetRow } from '../../excel/columns';
import { defineExport, type ExportKind } from '../../excel/export-kinds';
import { ratingConditions, type RatingFilter } from './filters';
import { averagePage, changePage } from './reports';
import { snapshotPage } from './snapshotList';
import { ratingScopeParam, skuIdWhere } from './scope';
import { allOf, rowsOf } from './sql';

/** Rows per read: a week is read in pages of this size, so offsets never run past one week. */
const BATCH = 1000;

/**
 * Every row of a rating report under `f`, week by week from the newest, each week through the list's
 * own query in pages: nothing is cut off, and no offset runs deeper than one week's rows.
 */
async function* weekByWeek<R>(db: Db, f: RatingFilter, scope: SQL | undefined, page: (f: RatingFilter & { page: number; limit: number }) => Promise<Page<R>>) {
  const [span] = await rowsOf<{ first: string | null; last: string | null }>(
    db,
    sql`select min(x.week_start)::text as first, max(x.week_start)::text as last from reviewer_star_weeks x where ${allOf([...ratingConditions(f), scope])}`,
  );
  if (!span?.first || !span.last) return;
  for (let week = span.last; week >= span.first; week = addWeeks(week, -1)) {
    for (let n = 1; ; n += 1) {
      const { rows } = await page({ ...f, from: week, to: week, page: n, limit: BATCH });
      yield* rows;
      if (rows.length < BATCH) break;
    }
  }
}

/** Stars as numbers Excel can sort and average (null stays empty). */
const stars = <R extends object>(r: R, keys: Array<keyof R & string>): SheetRow =>
  ({ ...r, ...Object.fromEntries(keys.map((k) => [k, r[k] === null ? null : Number(r[k])])) }) as SheetRow;

const product: SheetColumn[] = [
  { header: '站点', key: 'platformCode', width: 10 },
  { header: 'ASIN', key: 'asin', width: 14 },
  { header: 'SKU', key: 'sku', width: 16 },
  { header: '产品', key: 'skuName', width: 24 },
  { header: '店铺', key: 'storeName', width: 18 },
  { header: '产品组', key: 'groupName', width: 12 },
  { header: '品类', key: 'categoryName', width: 14 },
];
const weekColumns: SheetColumn[] = [
  { header: '周', key: 'week', width: 10 },
  { header: '周一', key: 'weekStart', width: 12 },
];

/** A rating export: the list's filter plus the asker's SKU scope, taken when the task is created. */
function ratingExport<F extends z.ZodObject, R>(o: {
  kind: string;
  fileName: string;
  screen: string;
  filter: F;
  columns: SheetColumn[];
  /** One page; `scope` is the kept scope as a condition on x.sku_id, `kept` the scope itself. */
  page: (db: Db, f: z.output<F> & { page: number; limit: number }, scope: SQL | undefined, kept: SkuScope) => Promise<Page<R>>;
  row: (r: R) => SheetRow;
}): ExportKind<z.output<F> & { scope: SkuScope }> {
  type P = z.output<F> & { scope: SkuScope };
  return defineExport<P>({
    kind: o.kind,
    fileName: o.fileName,
    screen: o.screen,
    columns: o.columns,
    params: o.filter.extend({ scope: ratingScopeParam }) as unknown as z.ZodType<P>,
    async *rows(deps, params) {
      const { scope, ...filter } = params;
      const where = skuIdWhere(scope, sql`x.sku_id`);
      for await (const r of weekByWeek(deps.db, filter as RatingFilter, where, (f) => o.page(deps.db, f as never, where, scope))) yield o.row(r);
    },
  });
}

/** 周平均星级: one row per week, group and category. */
export const averageExport = ratingExport<z.ZodObject<typeof ratingFilter>, AverageRow>({
  kind: 'starAvaWeek',
  fileName: '周平均星级',
  screen: averageWeekStarScreen.menu,
  filter: z.object(ratingFilter),
  columns: [
    ...weekColumns,
    { header: '产品组', key: 'groupName', width: 12 },
    { header: '品类', key: 'categoryName', width: 14 },
    { header: '产品数', key: 'products', width: 10 },
    { header: '平均星级', key: 'avgStar', width: 10 },
    { header: '加权星级（按评分数）', key: 'weightedStar', width: 20 },
    { header: '评分总数', key: 'ratingCount', width: 10 },
  ],
  page: averagePage,
  row: (r) => stars(r, ['avgStar', 'weightedStar']),
});

/** 星级变动明细: each product whose star moved, with the promotion log of its week and the week before. */
export const changeExport = ratingExport<typeof changeFilter, ChangeRow>({
  kind: 'starChangeWeek',
  fileName: '星级变动明细',
  screen: starChangeScreen.menu,
  filter: changeFilter,
  columns: [
    ...weekColumns,
    ...product,
    { header: '上周星级', key: 'previousStar', width: 10 },
    { header: '本周星级', key: 'star', width: 10 },
    { header: '变化', key: 'starChange', width: 8 },
    { header: '上周评分数', key: 'previousCount', width: 10 },
    { header: '本周评分数', key: 'ratingCount', width: 10 },
    { header: '评分数变化', key: 'countChange', width: 10 },
    { header: '同周推广日志（本周与上周）', key: 'promotions', width: 40 },
  ],
  page: changePage,
  row: ({ promotions, ...r }) => ({ ...stars(r, ['previousStar', 'star', 'starChange']), promotions: promotions.map((p) => `${p.kindLabel} ${p.actionDate} ${p.content}`).join('\n') }),
});

/** 产品评分: the weekly snapshots. */
export const snapshotExport = ratingExport<typeof snapshotFilter, SnapshotRow>({
  kind: 'productRatingList',
  fileName: '产品评分',
  screen: ratingQueryScreen.menu,
  filter: snapshotFilter,
  columns: [
    ...weekColumns,
    ...product,
    { header: '星级', key: 'star', width: 8 },
    { header: '评分数', key: 'ratingCount', width: 10 },
    { header: '导入人', key: 'importedByName', width: 10 },
    { header: '导入时间', key: 'importedAt', width: 20, numFmt: 'yyyy-mm-dd hh:mm:ss' },
  ],
  page: (db, f, _where, kept) => snapshotPage(db, f, kept),
  row: (r) => ({ ...stars(r, ['star']), importedAt: new Date(r.importedAt) }),
});
