/** The promotion item and cost report screens (docs/domain/promotion-items.md): routes, element codes, pages, demo grants. */
import { defineScreen, VIEW_ALL } from '../../screen/define';

const EXPORT = { export: '导出' } as const;

export const itemScreen = defineScreen({
  path: '/promoteManager/promoteItemDetailManager',
  title: '推广项目',
  page: 'promotionItems/items',
  elements: { add: '新增/提交', del: '删除', ...EXPORT, ...VIEW_ALL },
  demo: { operations: ['add', 'del', 'export'], ops_manager: ['export', 'viewAll'], finance: ['export', 'viewAll'] },
});

export const itemProcessScreen = defineScreen({
  path: '/promoteManager/itemProcessManager',
  title: '项目流程',
  page: 'promotionItems/process',
  elements: { ...VIEW_ALL },
  demo: { operations: [], ops_manager: ['viewAll'], marketing_manager: ['viewAll'], finance: ['viewAll'], cashier: ['viewAll'] },
});

export const itemApprovalScreen = defineScreen({
  path: '/promoteManager/itemProcessAppManager',
  title: '项目审批',
  page: 'promotionItems/approval',
  elements: { audit: '经理审批', limitAudit: '超限审批', ...VIEW_ALL },
  demo: { operations: [], ops_manager: ['audit', 'viewAll'], marketing_manager: ['limitAudit', 'viewAll'], finance: ['viewAll'] },
});

export const itemPaymentScreen = defineScreen({
  path: '/promoteManager/itemPaymentManager',
  title: '项目付款',
  page: 'promotionItems/payments',
  elements: { pay: '付款', ...VIEW_ALL },
  demo: { cashier: ['pay', 'viewAll'], finance: ['viewAll'] },
});

export const itemPaymentDetailScreen = defineScreen({
  path: '/promoteManager/itemPaymentDetailManager',
  title: '项目付款明细',
  page: 'promotionItems/paymentDetails',
  elements: { ...EXPORT, ...VIEW_ALL },
  demo: { operations: [], ops_manager: ['export', 'viewAll'], finance: ['export', 'viewAll'], cashier: ['export', 'viewAll'] },
});

export const spanReportScreen = defineScreen({
  path: '/promoteManager/promoteSpanReportManager',
  title: '推广跨期报表',
  page: 'promotionItems/spanReport',
  elements: { ...EXPORT },
  demo: { operations: ['export'], ops_manager: ['export'], finance: ['export'] },
});

export const otherReportScreen = defineScreen({
  path: '/promoteManager/other-report',
  title: '其他上报',
  page: 'promotionItems/otherReport',
  elements: { add: '新增' },
  demo: { operations: ['add'], finance: ['add'] },
});

export const costReportScreen = defineScreen({
  path: '/costReport/promoteCostReport',
  title: '推广费用报表',
  page: 'promotionItems/costReport',
  elements: { ...EXPORT },
  demo: { operations: [], ops_manager: ['export'], marketing_manager: [], finance: ['export'] },
});

export const monthReportScreen = defineScreen({
  path: '/costReport/month-report',
  title: '月度费用报表',
  page: 'promotionItems/monthReport',
  elements: { ...EXPORT },
  demo: { operations: [], ops_manager: ['export'], marketing_manager: [], finance: ['export'] },
});

/** Screens whose viewAll lets a user see every promotion item (the approvers and the cashier need them all). */
export const itemViewScreens = [itemScreen, itemProcessScreen, itemApprovalScreen, itemPaymentScreen, itemPaymentDetailScreen];

export const promotionItemScreens = [
  itemScreen,
  itemProcessScreen,
  itemApprovalScreen,
  itemPaymentScreen,
  itemPaymentDetailScreen,
  spanReportScreen,
  otherReportScreen,
  costReportScreen,
  monthReportScreen,
];
