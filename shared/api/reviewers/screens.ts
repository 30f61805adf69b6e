/** Reviewer management screens: routes, element codes, pages and the demo roles that use them (docs/domain/reviewers.md). */
import { defineScreen } from '../../screen/define';

export const reviewerUserManagerScreen = defineScreen({
  path: '/reviewerManager/reviewerUserManager',
  title: '测评人档案',
  page: 'reviewers/reviewerUserManager',
  elements: { add: '新增', edit: '编辑' },
  demo: { review_manager: ['add', 'edit'], overseas: ['add', 'edit'] },
});

export const reviewerOrderManagerScreen = defineScreen({
  path: '/reviewerManager/reviewerOrderManager',
  title: '测评订单',
  page: 'reviewers/reviewerOrderManager',
  demo: { review_manager: [], overseas: [] },
});

export const userInfoManagerScreen = defineScreen({
  path: '/reviewerManager/userInfoManager',
  title: '测评人信息',
  page: 'reviewers/userInfoManager',
  demo: { review_manager: [], overseas: [] },
});

export const reviewerEmailManagerScreen = defineScreen({
  path: '/reviewerManager/reviewerEmailManager',
  title: '测评邮箱',
  page: 'reviewers/reviewerEmailManager',
  elements: { add: '新增', edit: '编辑' },
  demo: { review_manager: ['add', 'edit'], overseas: [] },
});

export const mailUseRecordScreen = defineScreen({
  path: '/reviewerManager/mailUseRecord',
  title: '邮箱使用记录',
  page: 'reviewers/mailUseRecord',
  demo: { review_manager: [], overseas: [] },
});

export const reviewerFbProductManagerScreen = defineScreen({
  path: '/reviewerManager/reviewerFbProductManager',
  title: 'Facebook产品',
  page: 'reviewers/reviewerFbProductManager',
  elements: { add: '新增', edit: '编辑' },
  demo: { overseas: ['add', 'edit'], review_manager: ['add', 'edit'] },
});

export const blackListScreen = defineScreen({
  path: '/reviewerManager/blackList',
  title: '黑名单',
  page: 'reviewers/blackList',
  elements: { add: '拉黑', remove: '移出黑名单' },
  demo: { review_manager: ['add', 'remove'], overseas: [] },
});

export const reviewersScreens = [
  reviewerUserManagerScreen,
  reviewerOrderManagerScreen,
  userInfoManagerScreen,
  reviewerEmailManagerScreen,
  mailUseRecordScreen,
  reviewerFbProductManagerScreen,
  blackListScreen,
];
