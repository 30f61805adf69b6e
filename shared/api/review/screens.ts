/** The review-programme screens: routes, element codes, pages and the demo roles that use them (docs/domain/review-programme.md). */
import { defineScreen, VIEW_ALL } from '../../screen/define';

export const operationInfoScreen = defineScreen({
  path: '/lark-manager/operation-info',
  title: '运营信息',
  page: 'review/operationInfo',
  elements: { add: '新增', edit: '编辑', refresh: '刷新已用单量', ...VIEW_ALL },
  demo: { operations: ['add', 'edit', 'refresh'], review_manager: ['refresh', 'viewAll'], overseas: ['viewAll'] },
});

export const planOrderScreen = defineScreen({
  path: '/lark-manager/work-order-plan',
  title: '计划单',
  page: 'review/planOrders',
  elements: { add: '新增/提交', del: '删除', audit: '审核', addressReset: '地址重置', gift: '实际礼品', fee: '订单费用导入导出', ...VIEW_ALL },
  demo: { operations: ['add', 'del'], review_manager: ['audit', 'addressReset', 'gift', 'fee', 'viewAll'], overseas: ['gift', 'fee', 'viewAll'] },
});

export const overseasScreen = defineScreen({
  path: '/lark-manager/overseas-handler',
  title: '海外处理',
  page: 'review/overseas',
  elements: { invite: '生成邀请码', address: '录入/提交地址', letter: '发信', archive: '归档', merge: '合并订单', exportAddress: '导出地址', export: '导出明细' },
  demo: { overseas: ['invite', 'address', 'letter', 'archive', 'merge', 'exportAddress', 'export'], review_manager: ['export'] },
});

export const followScreen = defineScreen({
  path: '/lark-manager/work-order-follow',
  title: '工单跟进',
  page: 'review/follow',
  elements: { save: '保存订单', log: '记录日志' },
  demo: { overseas: ['save', 'log'], review_manager: [] },
});

export const statisticsScreen = defineScreen({
  path: '/lark-report/review-statistics',
  title: '测评统计',
  page: 'review/statistics',
  demo: { review_manager: [], operations: [], overseas: [] },
});

export const addressScreen = defineScreen({
  path: '/sysManager/blnOrderAddressManager',
  title: '收货地址',
  page: 'review/addresses',
  elements: { disable: '停用/启用', viewFull: '查看完整地址' },
  demo: { overseas: ['disable', 'viewFull'], review_manager: [] },
});

export const soOrderScreen = defineScreen({
  path: '/orderManager/soOrderManager',
  title: '销售订单',
  page: 'review/soOrders',
  elements: { export: '导出' },
  demo: { overseas: ['export'], review_manager: ['export'] },
});

/** 订单处理: refunds, commissions and cancellations of the programme's marketplace orders. */
export const orderOpScreen = defineScreen({
  path: '/orderManager/orderOpManager',
  title: '订单处理',
  page: 'review/orderOps',
  elements: { add: '新增/提交', del: '删除', audit: '审核', ...VIEW_ALL },
  demo: { overseas: ['add', 'del', 'viewAll'], review_manager: ['audit', 'viewAll'], finance: ['viewAll'] },
});

/** 付款处理: the payments of approved refunds and commissions; the overseas handlers pay, finance reads. */
export const paymentOpScreen = defineScreen({
  path: '/orderManager/paymentOpManager',
  title: '付款处理',
  page: 'review/payments',
  elements: { pay: '付款', ...VIEW_ALL },
  demo: { overseas: ['pay', 'viewAll'], review_manager: ['viewAll'], finance: ['viewAll'] },
});

export const reviewScreens = [operationInfoScreen, planOrderScreen, overseasScreen, followScreen, statisticsScreen, addressScreen, soOrderScreen, orderOpScreen, paymentOpScreen];
