/** The reviewer-report screens: weekly star ratings and the promotion log (docs/domain/reviewer-reports.md). */
import { defineScreen, VIEW_ALL } from '../../screen/define';

const EXPORT = { export: '导出' } as const;

export const averageWeekStarScreen = defineScreen({
  path: '/reportQuery/averageWeekStar',
  title: '周平均星级',
  page: 'reviewerReports/averageWeekStar',
  elements: EXPORT,
  demo: { operations: ['export'], ops_manager: ['export'] },
});

export const weekChangeScreen = defineScreen({
  path: '/reportQuery/weekChange',
  title: '周星级变化',
  page: 'reviewerReports/weekChange',
  demo: { operations: [], ops_manager: [] },
});

export const starChangeScreen = defineScreen({
  path: '/reportQuery/starChange',
  title: '星级变动明细',
  page: 'reviewerReports/starChange',
  elements: EXPORT,
  demo: { operations: ['export'], ops_manager: ['export'] },
});

/** 产品评分查询: the snapshots, their import; viewAll lifts the SKU scope on every rating report. */
export const ratingQueryScreen = defineScreen({
  path: '/reportQuery/ratingQuery',
  title: '产品评分',
  page: 'reviewerReports/ratingQuery',
  elements: { import: '导入评分', ...EXPORT, ...VIEW_ALL },
  demo: { operations: ['import', 'export'], ops_manager: ['import', 'export', 'viewAll'] },
});

export const promoteLogScreen = defineScreen({
  path: '/operationManager/promote-log',
  title: '推广日志',
  page: 'reviewerReports/promoteLog',
  elements: { add: '新增', edit: '编辑', del: '删除', import: '导入', ...VIEW_ALL },
  demo: { operations: ['add', 'edit', 'del', 'import'], ops_manager: ['add', 'edit', 'del', 'import', 'viewAll'] },
});

export const reviewerReportScreens = [averageWeekStarScreen, weekChangeScreen, starChangeScreen, ratingQueryScreen, promoteLogScreen];

/** Any of the rating screens opens the filter look-ups and a product's trend. */
export const RATING_MENUS = [averageWeekStarScreen.menu, weekChangeScreen.menu, starChangeScreen.menu, ratingQueryScreen.menu, promoteLogScreen.menu];
