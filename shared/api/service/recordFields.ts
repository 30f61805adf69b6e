/** How reviews and service orders are labelled and typed: list columns, drawers (shared/screen/fields). */
import { defineFields, field } from '../../screen/fields';
import { reviewMachine, serviceOrderMachine } from '../../workflow/service';
import { SERVICE_ORDER_TYPES, type ServiceOrderDetail, type ServiceOrderRow } from './orders';
import { REVIEW_CHANNELS, type ReviewDetail, type ReviewRow } from './reviews';

const handled = {
  ownerName: field.user('负责人'),
  createdAt: field.datetime('创建时间'),
  resolvedAt: field.datetime('处理完成时间'),
};

export const reviewFields = defineFields<ReviewRow & Partial<ReviewDetail>>()({
  id: field.number('评论ID', { width: 90 }),
  status: field.status(reviewMachine),
  channel: field.enum('渠道', REVIEW_CHANNELS, { width: 110 }),
  platform: field.text('平台', { width: 110 }),
  storeName: field.text('店铺', { width: 120 }),
  sku: field.sku(),
  orderNo: field.text('订单号', { width: 150 }),
  rating: field.number('评分', { width: 70 }),
  title: field.text('标题', { width: 180, ellipsis: true }),
  content: field.text('评论内容', { width: 260, ellipsis: true }),
  reviewerName: field.text('评论人', { width: 120 }),
  reviewerEmail: field.text('评论人邮箱'),
  reviewedOn: field.date('评论日期'),
  enteredByName: field.user('录入人'),
  ...handled,
});

export const serviceOrderFields = defineFields<ServiceOrderRow & Partial<ServiceOrderDetail>>()({
  serialNo: field.text('工单号', { width: 160 }),
  status: field.status(serviceOrderMachine),
  type: field.enum('类型', SERVICE_ORDER_TYPES, { width: 90 }),
  platform: field.text('平台', { width: 110 }),
  orderNo: field.text('订单号', { width: 150 }),
  sku: field.sku(),
  customerName: field.text('客户', { width: 130 }),
  customerEmail: field.text('客户邮箱'),
  description: field.text('问题描述', { width: 260, ellipsis: true }),
  enteredByName: field.user('创建人'),
  ...handled,
});
