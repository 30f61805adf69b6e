import { z } from 'zod';
import { endpoint, needs } from '../contract';
import { exportTaskCreated, importEndpoint } from '../report';
import { pageOf } from '../paging';
import { cappedPage, listPaging, nullIfBlank } from '../inputs';
import { idFilter, pagedRatingFilter, productColumns, promotionNote, ratingFilter, REVIEWER, starFilter, textFilter } from './common';
import { averageWeekStarScreen, RATING_MENUS, ratingQueryScreen, starChangeScreen, weekChangeScreen } from './screens';

/** Weekly star ratings (docs/domain/reviewer-reports.md, "Formulas"). */
export const RATING_IMPORT_KIND = 'productRating';
export const RATING_TEMPLATE_FILE = '产品评分导入模板.xlsx';

const average = z.object({
  weekStart: z.string(),
  week: z.string(),
  groupId: z.number().nullable(),
  groupName: z.string().nullable(),
  categoryId: z.number().nullable(),
  categoryName: z.string().nullable(),
  products: z.number(),
  avgStar: z.string(),
  weightedStar: z.string().nullable(),
  ratingCount: z.number(),
});
export type AverageRow = z.infer<typeof average>;

export const starAvaWeekStatis = endpoint({
  method: 'GET',
  path: `${REVIEWER}/reviewerStarAvaWeek/starAvaWeekStatis`,
  access: needs(averageWeekStarScreen.menu),
  summary: '周平均星级趋势：按周（周一，yyyy-MM-dd）与产品组的平均星级（算术平均与按评分数加权，两位小数），并附每周的推广日志条数；默认最近12周；只含本人SKU范围',
  query: z.object(ratingFilter),
  response: z.array(average.omit({ categoryId: true, categoryName: true }).extend({ promotions: z.number() })),
});

export const listStarAvaWeekPage = endpoint({
  method: 'GET',
  path: `${REVIEWER}/reviewerStarAvaWeek/listStarAvaWeekPage`,
  access: needs(averageWeekStarScreen.menu),
  summary: '周平均星级列表：每周每产品组每品类一行（产品数、平均星级、加权星级、评分总数），新周在前',
  query: z.object(pagedRatingFilter),
  response: pageOf(average),
});

export const addStarAvaWeekExcelTask = endpoint({
  method: 'GET',
  path: `${REVIEWER}/reviewerStarAvaWeek/addStarAvaWeekExcelTask`,
  access: needs(averageWeekStarScreen.code('export')),
  summary: '按列表筛选条件创建“周平均星级”导出任务（每周每产品组每品类一行，报表中心下载，不截断）；只含本人SKU范围',
  query: z.object(ratingFilter),
  response: exportTaskCreated,
});

const change = z.object({
  id: z.number(),
  weekStart: z.string(),
  week: z.string(),
  ...productColumns,
  star: z.string(),
  previousStar: z.string(),
  starChange: z.string(),
  ratingCount: z.number(),
  previousCount: z.number(),
  countChange: z.number(),
  promotions: z.array(promotionNote),
});
export type ChangeRow = z.infer<typeof change>;

const direction = nullIfBlank(z.enum(['up', 'down'], { error: '方向只能是 up 或 down' }));
/** The star change list's filters (its page and its export). */
export const changeFilter = z.object({ ...ratingFilter, asin: textFilter, direction });

export const listStarChangeWeekPage = endpoint({
  method: 'GET',
  path: `${REVIEWER}/reviewerStarChangeWeek/listStarChangeWeekPage`,
  access: needs(starChangeScreen.menu, weekChangeScreen.menu),
  summary: '星级变动明细：与上周相比星级有变化的产品（direction=up 上升 / down 下降），每行附同一产品本周与上周的推广日志；新周在前',
  query: changeFilter.extend(listPaging),
  response: pageOf(change),
});

export const addStarChangeWeekExcelTask = endpoint({
  method: 'GET',
  path: `${REVIEWER}/reviewerStarChangeWeek/addStarChangeWeekExcelTask`,
  access: needs(starChangeScreen.code('export')),
  summary: '按列表筛选条件创建“星级变动明细”导出任务（报表中心下载，不截断），每行附同周推广日志；只含本人SKU范围',
  query: changeFilter,
  response: exportTaskCreated,
});

const weekStats = z.object({
  weekStart: z.string(),
  week: z.string(),
  compared: z.number(),
  up: z.number(),
  down: z.number(),
  unchanged: z.number(),
  avgChange: z.string().nullable(),
  promoted: z.number(),
});
export type WeekStats = z.infer<typeof weekStats>;

export const starChangeStatistics = endpoint({
  method: 'GET',
  path: `${REVIEWER}/reviewerStarChangeWeek/statistics`,
  access: needs(weekChangeScreen.menu, starChangeScreen.menu),
  summary: '周星级变化统计：每周与上周相比上升、下降、不变的产品数，平均变化（两位小数），有推广日志的产品数；默认最近12周',
  query: z.object(ratingFilter),
  response: z.array(weekStats),
});

const snapshot = z.object({
  id: z.number(),
  weekStart: z.string(),
  week: z.string(),
  ...productColumns,
  star: z.string(),
  ratingCount: z.number(),
  importedByName: z.string().nullable(),
  importedAt: z.string(),
});
export type SnapshotRow = z.infer<typeof snapshot>;

/** The product rating list's filters (its page and its export). */
export const snapshotFilter = z.object({ ...ratingFilter, asin: textFilter, sku: textFilter, storeId: idFilter, minStar: starFilter, maxStar: starFilter });

export const queryProductRatingList = endpoint({
  method: 'GET',
  path: `${REVIEWER}/reviewerStarProductRating/queryProductRatingList`,
  access: needs(ratingQueryScreen.menu),
  summary: '产品评分查询：每产品每周的星级与评分数；筛选周范围、站点、产品组、品类、ASIN/SKU（前缀）、店铺、星级范围；新周在前',
  query: snapshotFilter.extend(listPaging),
  response: cappedPage(snapshot),
});

export const addProductRatingExcelTask = endpoint({
  method: 'GET',
  path: `${REVIEWER}/reviewerStarProductRating/addProductRatingExcelTask`,
  access: needs(ratingQueryScreen.code('export')),
  summary: '按列表筛选条件创建“产品评分”导出任务（报表中心下载，不截断）；只含本人SKU范围',
  query: snapshotFilter,
  response: exportTaskCreated,
});

export const importProductRating = importEndpoint({
  path: `${REVIEWER}/reviewerStarProductRating/importProductRating`,
  code: ratingQueryScreen.code('import'),
  summary: `导入一周或多周的产品评分（xlsx，按“${RATING_TEMPLATE_FILE.replace('.xlsx', '')}”：周、站点编码、ASIN、星级、评分数、店铺编码）；同周同站点同ASIN已有的评分被文件中的值替换`,
});

export const queryProductTrend = endpoint({
  method: 'GET',
  path: `${REVIEWER}/reviewerStarProductRating/queryProductTrend`,
  access: needs(...RATING_MENUS),
  summary: '一个产品（站点+ASIN）各周的星级与评分数及其推广日志；默认最近52周',
  query: z.object({ platformId: z.coerce.number({ error: '请选择站点' }).int().positive('请选择站点'), asin: z.string({ error: '请填写ASIN' }).trim().min(1, '请填写ASIN') }),
  response: z.object({
    weeks: z.array(z.object({ weekStart: z.string(), week: z.string(), star: z.string(), ratingCount: z.number() })),
    promotions: z.array(promotionNote.extend({ weekStart: z.string() })),
  }),
});
