/** The B2B screens: routes, element codes, page folders and the demo roles that use them (docs/domain/b2b.md). */
import { CRUD, defineScreen, VIEW_ALL } from '../../screen/define';

const EXPORT = { export: '导出' } as const;

export const clientScreen = defineScreen({
  path: '/operationManager/client-list',
  title: '客户',
  page: 'b2b/clients',
  elements: { add: '新增', edit: '编辑', disable: '停用/启用', ...VIEW_ALL },
  demo: { sales: ['add', 'edit'], finance: ['viewAll'], sales_manager: ['viewAll', 'disable'] },
});

export const invoiceScreen = defineScreen({
  path: '/operationManager/b2b-invoice-list',
  title: '发票',
  page: 'b2b/invoices',
  elements: { ...CRUD, ...VIEW_ALL },
  demo: { sales: ['add', 'edit', 'del'], finance: ['add', 'edit', 'viewAll'], sales_manager: ['viewAll'] },
});

export const backPaymentScreen = defineScreen({
  path: '/operationManager/back-payment-list',
  title: '回款',
  page: 'b2b/backPayments',
  elements: { add: '新增/提交', del: '删除', confirm: '财务确认', ...EXPORT, ...VIEW_ALL },
  demo: { sales: ['add', 'del', 'export'], finance: ['confirm', 'export', 'viewAll'], sales_manager: ['export', 'viewAll'] },
});

export const paymentScreen = defineScreen({
  path: '/operationManager/payment-list',
  title: '付款申请',
  page: 'b2b/payments',
  elements: { add: '新增/提交', del: '删除', audit: '审核', finance: '财务确认', ...EXPORT, download: '批量下载附件', print: '打印', ...VIEW_ALL },
  demo: {
    sales: ['add', 'del', 'export', 'print'],
    finance: ['finance', 'download', 'print', 'export', 'viewAll'],
    sales_manager: ['audit', 'download', 'print', 'export', 'viewAll'],
  },
});

export const deliveryScreen = defineScreen({
  path: '/operationManager/deliver-goods-list',
  title: '发货申请',
  page: 'b2b/deliveries',
  elements: { add: '新增', audit: '审核', confirm: '确认发货', ...EXPORT, ...VIEW_ALL },
  demo: { sales: ['add', 'export'], finance: ['export', 'viewAll'], operations: ['confirm', 'viewAll'], sales_manager: ['audit', 'export', 'viewAll'] },
});

export const periodScreen = defineScreen({
  path: '/operationManager/period-statistics',
  title: '账期统计',
  page: 'b2b/period',
  elements: { ...EXPORT, ...VIEW_ALL },
  demo: { sales: [], finance: ['export', 'viewAll'], sales_manager: ['export', 'viewAll'] },
});

export const periodDetailScreen = defineScreen({
  path: '/operationManager/period-detail',
  title: '账期明细',
  page: 'b2b/period/detail',
  demo: { sales: [], finance: [], sales_manager: [] },
});

export const bankScreen = defineScreen({
  path: '/financeManager/paymentAccountManager',
  title: '公司收款账户',
  page: 'b2b/bankAccounts',
  elements: { add: '新增', edit: '编辑' },
  demo: { finance: ['add', 'edit'] },
});

export const b2bScreens = [clientScreen, invoiceScreen, backPaymentScreen, paymentScreen, deliveryScreen, periodScreen, periodDetailScreen, bankScreen];
