/**
 * How the B2B workflow records' fields are labelled and typed: one declaration serves the list
 * columns, the detail drawer, the Excel export and the Lark card (shared/screen/fields).
 */
import { defineFields, field } from '../../screen/fields';
import { backPaymentMachine, deliveryMachine, paymentMachine } from '../../workflow/b2b';
import type { BackPaymentDetail, BackPaymentRow } from './backPayment';
import { settlementLabels, type CustomerRow } from './customer';
import type { DeliveryDetail, DeliveryRow } from './delivery';
import { invoiceStatusLabels, type InvoiceRow } from './invoice';
import { PAYMENT_TYPES, type PaymentDetail, type PaymentRow } from './payment';

const inCurrency = (r: { currency: string }) => r.currency;

/** Columns every workflow record has. */
const recordFields = {
  creatorName: field.user('创建人'),
  createdAt: field.datetime('创建时间'),
  submittedAt: field.datetime('提交时间', { defaultHidden: true }),
};

export const paymentFields = defineFields<PaymentRow & Partial<PaymentDetail>>()({
  serialNo: field.text('流水号', { width: 170 }),
  type: field.enum('付款类型', PAYMENT_TYPES, { width: 90 }),
  status: field.status(paymentMachine),
  customerName: field.text('客户', { width: 160, ellipsis: true }),
  invoiceNumber: field.text('发票号', { width: 140 }),
  orderNos: field.text('订单'),
  payeeName: field.text('收款人', { width: 170, ellipsis: true }),
  payeeBank: field.text('收款银行'),
  payeeAccount: field.text('收款账号'),
  payeeAccountFull: field.text('收款账户', { get: (r) => `${r.payeeBank ?? ''} ${r.payeeAccount ?? ''}`.trim() }),
  payeeSwift: field.text('SWIFT'),
  currency: field.text('币种', { width: 80 }),
  amount: field.money('金额', { currencyOf: inCurrency }),
  exchangeRate: field.rate('汇率'),
  amountCny: field.money('人民币金额', { currency: 'CNY' }),
  reason: field.text('付款事由', { ellipsis: true }),
  expectedPayDate: field.date('期望付款日'),
  auditorName: field.user('审核人'),
  auditedAt: field.datetime('审核时间'),
  payerName: field.user('付款人'),
  paidAt: field.datetime('付款时间'),
  paidFromBank: field.text('付款账户', { get: (r) => (r.paidFromBank ? `${r.paidFromBank.accountName} ${r.paidFromBank.accountNo}` : null) }),
  paidReference: field.text('付款流水号'),
  attachments: field.attachments(),
  ...recordFields,
});

export const backPaymentFields = defineFields<BackPaymentRow & Partial<BackPaymentDetail>>()({
  serialNo: field.text('回款单号', { width: 160 }),
  status: field.status(backPaymentMachine),
  customerName: field.text('客户', { width: 200, ellipsis: true }),
  currency: field.text('币种', { width: 80 }),
  amount: field.money('金额', { currencyOf: inCurrency, width: 150 }),
  exchangeRate: field.rate('汇率'),
  amountCny: field.money('人民币金额', { currency: 'CNY', width: 150 }),
  receivedOn: field.date('到账日期'),
  bank: field.text('收款账户', { width: 200, ellipsis: true, get: (r) => `${r.bankName ?? ''} ${r.bankAccountNo ?? ''}`.trim() }),
  bankName: field.text('收款银行', { width: 160 }),
  bankAccountNo: field.text('收款账号', { width: 180 }),
  payerName: field.text('付款人'),
  bankReference: field.text('银行流水号'),
  confirmedAt: field.datetime('确认时间'),
  remark: field.text('备注', { ellipsis: true }),
  ...recordFields,
});

export const deliveryFields = defineFields<DeliveryRow & Partial<DeliveryDetail>>()({
  serialNo: field.text('申请单号', { width: 160 }),
  status: field.status(deliveryMachine, { width: 100 }),
  orderNo: field.text('订单号', { width: 140 }),
  customerName: field.text('客户', { width: 200, ellipsis: true }),
  settlement: field.enum('结算方式', settlementLabels, { width: 80 }),
  currency: field.text('币种', { width: 80 }),
  orderAmount: field.money('订单金额', { currencyOf: inCurrency, width: 150 }),
  linkedAmount: field.money('已关联回款', { currencyOf: inCurrency }),
  shipTo: field.text('收货地址', { ellipsis: true }),
  contact: field.text('联系人'),
  expectedShipDate: field.date('期望发货日期'),
  trackingNo: field.text('运单号', { width: 140 }),
  shippedOn: field.date('发货日期'),
  remark: field.text('备注', { ellipsis: true }),
  ...recordFields,
});

/** Amounts shown without a currency code: they sit beside the row's own amount, which carries it. */
const bare = { currencyOf: () => null };

export const invoiceFields = defineFields<InvoiceRow>()({
  invoiceNumber: field.text('发票号', { width: 150 }),
  customerName: field.text('客户', { width: 200, ellipsis: true }),
  amount: field.money('含税金额', { currencyOf: inCurrency, width: 150 }),
  taxAmount: field.money('税额', { ...bare, width: 130 }),
  received: field.money('已收', { ...bare, width: 130 }),
  outstanding: field.money('未收', { ...bare, width: 130 }),
  invoiceDate: field.date('开票日期'),
  dueDate: field.date('到期日'),
  status: field.enum('状态', invoiceStatusLabels, { width: 130 }),
  orderNos: field.text('订单号', { width: 200, ellipsis: true }),
  createdByName: field.user('开票人', { defaultHidden: true }),
  remark: field.text('备注', { width: 160, ellipsis: true, defaultHidden: true }),
});

export const customerFields = defineFields<CustomerRow>()({
  code: field.text('编码', { width: 100 }),
  name: field.text('客户名称', { width: 220 }),
  country: field.text('国家/地区', { width: 90 }),
  currency: field.text('币种', { width: 70 }),
  settlement: field.text('结算', { width: 110, get: (r) => (r.settlement === 'credit' ? `${settlementLabels.credit} ${r.creditDays} 天` : settlementLabels.prepaid) }),
  creditLimit: field.money('信用额度', { currencyOf: inCurrency }),
  salesUserName: field.user('负责销售'),
  contactName: field.text('联系人', { width: 110, ellipsis: true }),
  contactEmail: field.text('邮箱', { width: 180, ellipsis: true, defaultHidden: true }),
  invoiceTitle: field.text('发票抬头', { width: 180, ellipsis: true, defaultHidden: true }),
  enabled: field.enabled('状态', { width: 70 }),
});
