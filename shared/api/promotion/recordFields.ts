import { defineFields, field } from '../../screen/fields';
import { reimbursementMachine } from '../../workflow/reimbursement';
import type { ClaimLineRow, ClaimRow } from './claim';
import type { PaymentDetailRow, PromotionPaymentRow } from './payment';
import { PROMOTE_TYPES } from './types';

/** The fields of claims, their lines, payments and payment details: one label and format each (list, drawer, export, Lark card). */

export const claimFields = defineFields<ClaimRow>()({
  serialNo: field.text('报销单号', { width: 150 }),
  status: field.status(reimbursementMachine),
  creatorName: field.user('报销人'),
  platformName: field.text('平台', { width: 120 }),
  accountCompanyName: field.text('账户公司', { width: 180, ellipsis: true }),
  promoteType: field.enum('推广类型', PROMOTE_TYPES, { width: 100 }),
  month: field.text('费用月份', { width: 90 }),
  purpose: field.text('报销事由', { width: 200, ellipsis: true }),
  totalCny: field.money('报销金额', { currency: 'CNY' }),
  overLimit: field.enum('超限', { true: '超限', false: '' }, { width: 70, get: (r) => String(r.overLimit) }),
  createdAt: field.datetime('创建时间'),
  submittedAt: field.datetime('提交时间'),
  overName: field.user('超限审批人'),
  overAt: field.datetime('超限审批时间'),
  managerName: field.user('主管审批人'),
  managerAt: field.datetime('主管审批时间'),
  financeName: field.user('财务审批人'),
  financeAt: field.datetime('财务审批时间'),
  paymentSerialNo: field.text('付款单号', { width: 180 }),
  paidOn: field.date('付款日期'),
});

export const claimLineFields = defineFields<ClaimLineRow>()({
  lineNo: field.number('行号', { width: 60 }),
  sku: field.sku('SKU'),
  description: field.text('费用说明', { width: 200, ellipsis: true }),
  spentOn: field.date('费用日期'),
  currency: field.text('币种', { width: 70 }),
  amount: field.money('金额', { currencyOf: (r) => r.currency }),
  exchangeRate: field.text('汇率', { width: 90 }),
  rateDate: field.date('汇率日期'),
  amountCny: field.money('人民币金额', { currency: 'CNY' }),
});

export const promotionPaymentFields = defineFields<PromotionPaymentRow>()({
  serialNo: field.text('付款单号', { width: 180 }),
  paidOn: field.date('付款日期'),
  paidFromBank: field.text('付款账户', { width: 220, ellipsis: true }),
  bankReference: field.text('银行流水号', { width: 180 }),
  claimCount: field.number('报销单数', { width: 90 }),
  totalCny: field.money('付款金额', { currency: 'CNY' }),
  amount: field.money('账户付出', { currencyOf: (r) => r.currency }),
  exchangeRate: field.text('汇率', { width: 90 }),
  payerName: field.user('出纳'),
  createdAt: field.datetime('操作时间'),
});

export const paymentDetailFields = defineFields<PaymentDetailRow>()({
  paymentSerialNo: field.text('付款单号', { width: 180 }),
  paidOn: field.date('付款日期'),
  paidFromBank: field.text('付款账户', { width: 200, ellipsis: true }),
  bankReference: field.text('银行流水号', { width: 180 }),
  claimSerialNo: field.text('报销单号', { width: 150 }),
  claimantName: field.user('报销人'),
  platformName: field.text('平台', { width: 120 }),
  accountCompanyName: field.text('账户公司', { width: 160, ellipsis: true }),
  promoteType: field.enum('推广类型', PROMOTE_TYPES, { width: 100 }),
  month: field.text('费用月份', { width: 90 }),
  sku: field.sku('SKU'),
  description: field.text('费用说明', { width: 180, ellipsis: true }),
  currency: field.text('币种', { width: 70 }),
  amount: field.money('金额', { currencyOf: (r) => r.currency }),
  exchangeRate: field.text('汇率', { width: 90 }),
  amountCny: field.money('人民币金额', { currency: 'CNY' }),
});
