/** The promotion screens: routes, element codes, page folders and the demo roles that use them (docs/domain/promotion.md). */
import { defineScreen } from '../../screen/define';

const MASTER = { add: '新增', edit: '编辑' } as const;

export const accountCompanyScreen = defineScreen({
  path: '/promoteManager/accountCompanyManager',
  title: '账户公司',
  page: 'promotion/accountCompanies',
  elements: MASTER,
  demo: { finance: ['add', 'edit'], operations: [], ops_manager: [], cashier: [] },
});

export const productLimitScreen = defineScreen({
  path: '/promoteManager/productLimitManager',
  title: '产品费用限额',
  page: 'promotion/productLimits',
  elements: MASTER,
  demo: { finance: ['add', 'edit'], operations: [], ops_manager: [], marketing_manager: [] },
});

export const rateLimitScreen = defineScreen({
  path: '/promoteManager/rateFeeLimitManager',
  title: '费率限额',
  page: 'promotion/rateLimits',
  elements: MASTER,
  demo: { finance: ['add', 'edit'], operations: [], ops_manager: [], marketing_manager: [] },
});

export const claimScreen = defineScreen({
  path: '/promoteManager/reimbersementManager',
  title: '报销单',
  page: 'promotion/claims',
  elements: { add: '新增/提交', del: '删除', print: '打印', export: '导出', viewAll: '查看全部' },
  demo: {
    operations: ['add', 'del', 'print', 'export'],
    ops_manager: ['print', 'export', 'viewAll'],
    finance: ['print', 'export', 'viewAll'],
    marketing_manager: ['print', 'export', 'viewAll'],
    cashier: ['print'],
  },
});

export const claimProcessScreen = defineScreen({
  path: '/promoteManager/reimbersementProcessManager',
  title: '报销流程',
  page: 'promotion/claimProcess',
  demo: { operations: [], ops_manager: [], finance: [], marketing_manager: [], cashier: [] },
});

export const claimApprovalScreen = defineScreen({
  path: '/promoteManager/reimbersementProcessAppManager',
  title: '报销审批',
  page: 'promotion/claimApproval',
  elements: { audit: '主管审批', finance: '财务审批', over: '超限审批', viewAll: '查看全部' },
  demo: { ops_manager: ['audit', 'viewAll'], finance: ['finance', 'viewAll'], marketing_manager: ['over', 'viewAll'] },
});

export const cashierPaymentScreen = defineScreen({
  path: '/promoteManager/cashierPaymentManager',
  title: '出纳付款',
  page: 'promotion/cashierPayments',
  elements: { pay: '付款', viewAll: '查看全部' },
  demo: { cashier: ['pay', 'viewAll'], finance: ['viewAll'] },
});

export const paymentDetailScreen = defineScreen({
  path: '/promoteManager/paymentDetailManager',
  title: '付款明细',
  page: 'promotion/paymentDetails',
  elements: { export: '导出' },
  demo: { cashier: ['export'], finance: ['export'], ops_manager: ['export'] },
});

/** The claims half of the group; promotion items add theirs beside it. */
export const promotionScreens = [accountCompanyScreen, productLimitScreen, rateLimitScreen, claimScreen, claimProcessScreen, claimApprovalScreen, cashierPaymentScreen, paymentDetailScreen];
