import { z } from 'zod';
import { endpoint, needs } from '../contract';
import { blankAsAbsent, cappedPage, id, listPaging, moneyOut, prefixText, queryFlag } from '../inputs';
import { addressOut } from '../review/detail';
import { defineFields, field } from '../../screen/fields';
import { REVIEWER_STATES } from '../../workflow/review';
import { REVIEWERS_BASE, reviewedLabels } from './common';
import { reviewerOrderManagerScreen, reviewerUserManagerScreen, userInfoManagerScreen } from './screens';

/** 测评订单 and 测评人信息: the review programme's details and addresses, by reviewer (docs/domain/reviewers.md). */

export const reviewerOrderRow = z.object({
  id: z.number(),
  reviewerId: z.number(),
  reviewerName: z.string(),
  planOrderId: z.number(),
  planOrderSerialNo: z.string(),
  lineNo: z.number(),
  invitationCode: z.string(),
  platformName: z.string(),
  sku: z.string(),
  status: z.string(),
  reviewerStatus: z.string(),
  reviewed: z.boolean(),
  marketOrderNo: z.string().nullable(),
  orderAmount: moneyOut.nullable(),
  orderCurrency: z.string().nullable(),
  orderFee: moneyOut.nullable(),
  feeCurrency: z.string().nullable(),
  costCny: moneyOut.nullable(),
  createdAt: z.string(),
});
export type ReviewerOrderRow = z.infer<typeof reviewerOrderRow>;

const DETAIL_STATES = { pending_address: '待录地址', address_committed: '地址已提交', ordered: '已下单', archived: '已归档', merged: '已合并' } as const;

export const reviewerOrderFields = defineFields<ReviewerOrderRow>()({
  reviewerName: field.text('测评人', { width: 130 }),
  planOrderSerialNo: field.text('计划单号', { width: 150 }),
  lineNo: field.number('行号', { width: 60 }),
  invitationCode: field.text('邀请码', { width: 130 }),
  platformName: field.text('平台', { width: 120 }),
  sku: field.sku(),
  status: field.enum('明细状态', DETAIL_STATES, { width: 100 }),
  reviewerStatus: field.enum('测评人状态', Object.fromEntries(Object.entries(REVIEWER_STATES).map(([k, v]) => [k, v.label])), { width: 100 }),
  reviewed: field.enum('是否测评', reviewedLabels, { width: 90, get: (r) => String(r.reviewed) }),
  marketOrderNo: field.text('订单号', { width: 160 }),
  orderAmount: field.money('订单金额', { currencyOf: (r) => r.orderCurrency }),
  orderFee: field.money('订单费用', { currencyOf: (r) => r.feeCurrency }),
  costCny: field.money('费用合计(CNY)', { currency: 'CNY' }),
  createdAt: field.datetime('创建时间'),
});

export const reviewerOrderPage = endpoint({
  method: 'GET',
  path: `${REVIEWERS_BASE}/reviewerOrder/page`,
  access: needs(reviewerOrderManagerScreen.menu, reviewerUserManagerScreen.menu),
  summary: '测评订单：计划单明细按测评人（明细的测评人邮箱，或其收货地址邮箱）。筛选：测评人 id、测评人姓名（前缀）、计划单号（前缀）、是否已测评；限调用者的平台',
  query: z.object({
    ...listPaging,
    reviewerId: blankAsAbsent(id('测评人')),
    reviewerName: prefixText,
    planOrderSerialNo: prefixText,
    reviewed: queryFlag,
  }),
  response: cappedPage(reviewerOrderRow),
});

export const reviewerInfoRow = z.object({
  id: z.number(),
  reviewerId: z.number(),
  reviewerName: z.string(),
  reviewerCountry: z.string(),
  planOrderSerialNo: z.string(),
  invitationCode: z.string(),
  address: addressOut,
  createdAt: z.string(),
});
export type ReviewerInfoRow = z.infer<typeof reviewerInfoRow>;

export const reviewerInfoFields = defineFields<ReviewerInfoRow>()({
  reviewerName: field.text('测评人', { width: 130 }),
  reviewerCountry: field.text('国家', { width: 60 }),
  receiver: field.text('收件人', { width: 130, get: (r) => r.address.receiver }),
  phone: field.text('电话', { width: 130, get: (r) => r.address.phone }),
  email: field.text('邮箱', { width: 180, get: (r) => r.address.email }),
  street: field.text('街道地址', { width: 200, ellipsis: true, get: (r) => r.address.street }),
  city: field.text('城市', { width: 110, get: (r) => r.address.city }),
  region: field.text('州/省', { width: 90, get: (r) => r.address.region }),
  postcode: field.text('邮编', { width: 90, get: (r) => r.address.postcode }),
  country: field.text('收货国家', { width: 80, get: (r) => r.address.country }),
  planOrderSerialNo: field.text('计划单号', { width: 150 }),
  invitationCode: field.text('邀请码', { width: 130 }),
  createdAt: field.datetime('录入时间'),
});

export const reviewerInfoPage = endpoint({
  method: 'GET',
  path: `${REVIEWERS_BASE}/reviewerUserInfo/page`,
  access: needs(userInfoManagerScreen.menu),
  summary: '测评人信息：测评人在计划单中录入的收货地址（无 收货地址 btn_viewFull 者脱敏）。筛选：测评人 id、测评人姓名（前缀）、收货国家；限调用者的平台',
  query: z.object({
    ...listPaging,
    reviewerId: blankAsAbsent(id('测评人')),
    reviewerName: prefixText,
    country: prefixText,
  }),
  response: cappedPage(reviewerInfoRow),
});
