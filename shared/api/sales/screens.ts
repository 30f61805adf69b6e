/** The sales-planning screens: routes, element codes, page folders and demo grants (docs/domain/sales-planning.md). */
import { defineScreen, VIEW_ALL } from '../../screen/define';

export const budgetScreen = defineScreen({
  path: '/sale/budget-list',
  title: '年度预算',
  page: 'sales/budgets',
  elements: { add: '导入/提交', del: '删除', audit: '审核', invalid: '作废', export: '导出', ...VIEW_ALL },
  demo: { operations: ['add', 'del', 'export'], ops_manager: ['audit', 'invalid', 'export', 'viewAll'] },
});

export const forecastScreen = defineScreen({
  path: '/sale/forecast-list',
  title: '销量预测',
  page: 'sales/forecasts',
  elements: { edit: '编辑/提交', audit: '审核', import: '导入销量', export: '导出', ...VIEW_ALL },
  demo: { operations: ['edit', 'import', 'export'], ops_manager: ['audit', 'import', 'export', 'viewAll'] },
});

/** Hidden: one forecast version edited on its own page (opened from forecast-list). */
export const editForecastScreen = defineScreen({
  path: '/sale/edit-forecast',
  title: '编辑预测',
  page: 'sales/editForecast',
  demo: { operations: [], ops_manager: [] },
});

/** Hidden: every version of one SKU in one store (opened from forecast-list). */
export const historyForecastScreen = defineScreen({
  path: '/sale/history-forecast',
  title: '历史预测',
  page: 'sales/historyForecast',
  demo: { operations: [], ops_manager: [] },
});

export const forecastSkuScreen = defineScreen({
  path: '/sale/sku-list',
  title: '预测SKU',
  page: 'sales/forecastSkus',
  elements: { add: '新增/提交', audit: '审核', ...VIEW_ALL },
  demo: { operations: ['add'], ops_manager: ['audit', 'viewAll'] },
});

/** Hidden: one budget as a page (opened from budget-list). */
export const budgetDetailScreen = defineScreen({
  path: '/sale/budget-detail',
  title: '预算详情',
  page: 'sales/budgetDetail',
  demo: { operations: [], ops_manager: [] },
});

export const budgetOverviewScreen = defineScreen({
  path: '/sale/budget-overview',
  title: '预算总览',
  page: 'sales/budgetOverview',
  demo: { operations: [], ops_manager: [] },
});

export const spuAssignScreen = defineScreen({
  path: '/sale/spu-list',
  title: 'SPU分配',
  page: 'sales/spuAssigns',
  elements: { add: '保存/提交分配', audit: '审核', changeOperator: '更换运营', replace: '换SPU', ...VIEW_ALL },
  demo: { operations: ['add', 'replace'], ops_manager: ['audit', 'changeOperator', 'viewAll'] },
});

export const logisticsCostScreen = defineScreen({
  path: '/sale/logistics-cost',
  title: '物流费用',
  page: 'sales/logisticsCosts',
  elements: { import: '导入' },
  demo: { operations: [], ops_manager: ['import'] },
});

export const salesScreens = [
  budgetScreen,
  budgetDetailScreen,
  budgetOverviewScreen,
  spuAssignScreen,
  forecastScreen,
  editForecastScreen,
  historyForecastScreen,
  forecastSkuScreen,
  logisticsCostScreen,
];
