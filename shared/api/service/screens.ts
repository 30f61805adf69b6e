/** The customer-service screens: reviews and service orders (docs/domain/customer-service.md). */
import { defineScreen, VIEW_ALL } from '../../screen/define';

const HANDLING = { follow: '跟进', resolve: '解决', close: '关闭', reopen: '重新打开', assign: '转派', export: '导出' } as const;

/** 评论管理: every review (Walmart and product); its element codes also gate the Walmart list's actions. */
export const reviewScreen = defineScreen({
  path: '/customerServiceManager/review',
  title: '评论',
  page: 'service/reviews',
  elements: { add: '新增', import: '导入', ...HANDLING, grant: '发放礼品', attach: '附件', ...VIEW_ALL },
  demo: {
    customer_service: ['follow', 'resolve', 'reopen', 'grant', 'attach', 'export'],
    cs_manager: ['add', 'import', 'follow', 'resolve', 'close', 'reopen', 'assign', 'grant', 'attach', 'export', 'viewAll'],
  },
});

/** Walmart评论: the Walmart channel of the same reviews. */
export const walmartReviewScreen = defineScreen({
  path: '/customerServiceManager/walmartReview',
  title: 'Walmart评论',
  page: 'service/walmartReviews',
  elements: { ...VIEW_ALL },
  demo: { customer_service: [], cs_manager: ['viewAll'] },
});

export const serviceOrderScreen = defineScreen({
  path: '/customerServiceManager/customerServiceOrderManager',
  title: '客服工单',
  page: 'service/orders',
  elements: { add: '新增', ...HANDLING, attach: '附件', ...VIEW_ALL },
  demo: {
    customer_service: ['add', 'follow', 'resolve', 'reopen', 'attach', 'export'],
    cs_manager: ['add', 'follow', 'resolve', 'close', 'reopen', 'assign', 'attach', 'export', 'viewAll'],
  },
});

export const serviceScreens = [reviewScreen, walmartReviewScreen, serviceOrderScreen];
