/** How the review programme's records are labelled and typed: list columns, drawers, Excel and Lark cards alike. */
import { defineFields, field } from '../../screen/fields';
import { planOrderDetailMachine, planOrderMachine, REVIEWER_STATES, SEND_LETTER_STATES } from '../../workflow/review';
import type { DetailRow } from './detail';
import type { OperationInfoRow } from './operationInfo';
import type { PlanOrderDetail, PlanOrderRow } from './planOrder';
import type { SoOrderRow } from './soOrders';
import type { OrderOpDetail, OrderOpRow } from './orderOps';
import type { PaymentDetail, PaymentRow } from './payments';
import { orderOpMachine, ORDER_OP_TYPES, ORDER_PAY_STATES, PAY_METHODS } from '../../workflow/reviewOps';

const labels = (states: Record<string, { label: string }>) => Object.fromEntries(Object.entries(states).map(([k, v]) => [k, v.label]));

export const planOrderFields = defineFields<PlanOrderRow & Partial<PlanOrderDetail>>()({
  serialNo: field.text('计划单号', { width: 170 }),
  status: field.status(planOrderMachine),
  platformName: field.text('平台', { width: 120 }),
  sku: field.sku(),
  orderCount: field.number('计划单量', { width: 90 }),
  giftName: field.text('礼品', { width: 140, ellipsis: true }),
  giftValue: field.money('礼品价值', { currencyOf: (r) => r.giftCurrency }),
  feePerOrder: field.money('每单费用', { currencyOf: (r) => r.feeCurrency }),
  overseasUserName: field.user('海外专员'),
  actualGiftName: field.text('实际礼品', { defaultHidden: true }),
  actualGiftValue: field.money('实际礼品价值', { currencyOf: (r) => r.actualGiftCurrency, defaultHidden: true }),
  remark: field.text('备注', { ellipsis: true, defaultHidden: true }),
  auditorName: field.user('审核人'),
  auditedAt: field.datetime('审核时间'),
  creatorName: field.user('创建人'),
  createdAt: field.datetime('创建时间'),
  submittedAt: field.datetime('提交时间', { defaultHidden: true }),
});

/** What an order detail and a marketplace order (销售订单) show alike. */
const orderOfPlan = <R extends { planOrderSerialNo: string; invitationCode: string; status: string; platformName: string; sku: string }>() => ({
  planOrderSerialNo: field.text<R>('计划单号', { width: 170 }),
  invitationCode: field.text<R>('邀请码', { width: 140 }),
  status: field.status<R>(planOrderDetailMachine),
  platformName: field.text<R>('平台', { width: 110 }),
  sku: field.sku<R>(),
});

export const detailFields = defineFields<DetailRow>()({
  ...orderOfPlan<DetailRow>(),
  lineNo: field.number('行号', { width: 60 }),
  sendLetterStatus: field.enum('发信状态', labels(SEND_LETTER_STATES), { width: 90 }),
  reviewerStatus: field.enum('测评人状态', labels(REVIEWER_STATES), { width: 100 }),
  receiver: field.text('收件人', { width: 120, get: (r) => r.address?.receiver ?? null }),
  addressText: field.text('收货地址', { ellipsis: true, width: 220, get: (r) => (r.address ? `${r.address.street}, ${r.address.city} ${r.address.postcode} ${r.address.country}` : null) }),
  marketOrderNo: field.text('订单号', { width: 170 }),
  orderAmount: field.money('订单金额', { currencyOf: (r) => r.orderCurrency }),
  orderFee: field.money('订单费用', { currencyOf: (r) => r.feeCurrency }),
  creatorName: field.user('创建人', { defaultHidden: true }),
  createdAt: field.datetime('创建时间', { defaultHidden: true }),
});

export const operationInfoFields = defineFields<OperationInfoRow>()({
  platformName: field.text('平台', { width: 120 }),
  sku: field.sku(),
  skuName: field.text('品名', { width: 180, ellipsis: true }),
  asin: field.text('ASIN', { width: 120 }),
  currency: field.text('币种', { width: 70 }),
  operationUserName: field.user('运营人员'),
  volume: field.number('可测评单量', { width: 100 }),
  usedVolume: field.number('已用单量', { width: 90 }),
  remainingVolume: field.number('剩余单量', { width: 90 }),
  remark: field.text('备注', { ellipsis: true }),
  updatedAt: field.datetime('更新时间'),
});

export const soOrderFields = defineFields<SoOrderRow>()({
  marketOrderNo: field.text('订单号', { width: 170 }),
  ...orderOfPlan<SoOrderRow>(),
  orderAmount: field.money('订单金额', { currencyOf: (r) => r.orderCurrency }),
  orderAmountCny: field.money('订单金额(人民币)', { currencyOf: () => 'CNY' }),
  orderFee: field.money('订单费用', { currencyOf: (r) => r.feeCurrency }),
  orderFeeCny: field.money('订单费用(人民币)', { currencyOf: () => 'CNY' }),
  reviewerStatus: field.enum('测评人状态', labels(REVIEWER_STATES), { width: 100 }),
  reviewerEmail: field.text('测评人邮箱', { width: 180 }),
  payState: field.enum('付款状态', labels(ORDER_PAY_STATES), { width: 90 }),
  paidCny: field.money('已付(人民币)', { currencyOf: () => 'CNY' }),
});

export const orderOpFields = defineFields<OrderOpRow & Partial<OrderOpDetail>>()({
  serialNo: field.text('单号', { width: 170 }),
  type: field.enum('类型', labels(ORDER_OP_TYPES), { width: 70 }),
  status: field.status(orderOpMachine),
  marketOrderNo: field.text('订单号', { width: 170 }),
  planOrderSerialNo: field.text('计划单号', { width: 170 }),
  invitationCode: field.text('邀请码', { width: 130, defaultHidden: true }),
  platformName: field.text('平台', { width: 110 }),
  sku: field.sku(),
  reviewerEmail: field.text('测评人邮箱', { width: 180 }),
  amount: field.money('金额', { currencyOf: (r) => r.currency }),
  amountCny: field.money('已付(人民币)', { currencyOf: () => 'CNY', defaultHidden: true }),
  orderAmount: field.money('订单金额', { currencyOf: (r) => r.orderCurrency ?? null }),
  paymentSerialNo: field.text('付款单号', { width: 170, defaultHidden: true }),
  remark: field.text('备注', { ellipsis: true, defaultHidden: true }),
  creatorName: field.user('创建人'),
  createdAt: field.datetime('创建时间'),
  auditorName: field.user('审核人', { defaultHidden: true }),
  auditedAt: field.datetime('审核时间', { defaultHidden: true }),
});

export const paymentFields = defineFields<PaymentRow & Partial<PaymentDetail>>()({
  serialNo: field.text('付款单号', { width: 170 }),
  method: field.enum('付款方式', labels(PAY_METHODS), { width: 90 }),
  account: field.text('收款账号', { width: 200, ellipsis: true }),
  transactionNo: field.text('交易号', { width: 170 }),
  amount: field.money('金额', { currencyOf: (r) => r.currency }),
  rate: field.rate('汇率'),
  rateDate: field.date('汇率日期', { defaultHidden: true }),
  amountCny: field.money('折合人民币', { currencyOf: () => 'CNY' }),
  reviewer: field.text('测评人', { width: 180 }),
  platformName: field.text('平台', { width: 110 }),
  opCount: field.number('操作数', { width: 70 }),
  paidAt: field.datetime('付款时间'),
  remark: field.text('备注', { ellipsis: true, defaultHidden: true }),
  creatorName: field.user('付款人'),
  createdAt: field.datetime('创建时间', { defaultHidden: true }),
  attachments: field.attachments('付款凭证'),
});
