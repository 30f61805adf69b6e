/** The store-performance screens (docs/domain/store-performance.md). */
import { defineScreen, VIEW_ALL } from '../../screen/define';

/** 绩效店铺: every store with its department, owner and latest health week; import of the weekly figures. */
export const perfStoreListScreen = defineScreen({
  path: '/account/store-list',
  title: '绩效店铺',
  page: 'storePerformance/storeList',
  elements: { edit: '编辑', import: '导入', ...VIEW_ALL },
  demo: { store_manager: ['edit', 'import', 'viewAll'], ops_manager: ['viewAll'] },
});

/** 店铺概况: the week's health of the stores in view, the weekly averages (chart and numbers). */
export const storeInfoScreen = defineScreen({
  path: '/account/store-info',
  title: '店铺概况',
  page: 'storePerformance/storeInfo',
  demo: { store_manager: [], ops_manager: [] },
});

/** 店铺详情 (hidden): one store's weeks, opened from 绩效店铺 and 店铺概况. */
export const storeDetailScreen = defineScreen({
  path: '/account/store-detail',
  title: '店铺详情',
  page: 'storePerformance/storeDetail',
  demo: { store_manager: [], ops_manager: [] },
});

/** 通知任务: platform notices; the store manager turns them into tasks and assigns them. */
export const accountNoticeScreen = defineScreen({
  path: '/account/account-notice',
  title: '通知任务',
  page: 'storePerformance/notices',
  elements: { add: '新增通知', generate: '生成任务', assign: '分配负责人', notDeal: '标记不处理', export: '导出', ...VIEW_ALL },
  demo: { store_manager: ['add', 'generate', 'assign', 'notDeal', 'export', 'viewAll'], ops_manager: ['export', 'viewAll'] },
});

/** 绩效任务: the tasks given to the person in charge: progress notes and the result. */
export const accountTaskScreen = defineScreen({
  path: '/account/account-task',
  title: '绩效任务',
  page: 'storePerformance/tasks',
  elements: { save: '处理记录', feedback: '结果反馈', ...VIEW_ALL },
  demo: { store_manager: ['viewAll'], operations: ['save', 'feedback'], ops_manager: ['viewAll'] },
});

/** 关键词任务: keywords to watch per ASIN and store, with target and current rank. */
export const keywordTaskScreen = defineScreen({
  path: '/operationManager/keyword-manager',
  title: '关键词任务',
  page: 'storePerformance/keywords',
  elements: { add: '新增', edit: '编辑', del: '删除' },
  demo: { store_manager: ['add', 'edit', 'del'], operations: ['add', 'edit', 'del'], ops_manager: [] },
});

export const storePerformanceScreens = [perfStoreListScreen, storeInfoScreen, storeDetailScreen, accountNoticeScreen, accountTaskScreen, keywordTaskScreen];
