/** How promotion items are labelled and typed: list columns, drawers, Excel and Lark cards (shared/screen/fields). */
import { defineFields, field } from '../../screen/fields';
import { promotionItemMachine } from '../../workflow/promotionItem';
import { ITEM_CLASSES, type ItemDetail, type ItemRow } from './items';
import type { CostRow, MonthRow, OtherCostRow, SpanRow } from './reports';

const inCurrency = (r: { currency: string }) => r.currency;

export const itemFields = defineFields<ItemRow & Partial<ItemDetail>>()({
  serialNo: field.text('项目单号', { width: 160 }),
  status: field.status(promotionItemMachine),
  name: field.text('项目名称', { width: 160, ellipsis: true }),
  classify: field.enum('分类', ITEM_CLASSES, { width: 110 }),
  platformName: field.text('平台', { width: 120 }),
  storeName: field.text('店铺', { width: 140, ellipsis: true }),
  accountCompanyName: field.text('账户公司', { width: 160, ellipsis: true }),
  skus: field.text('SKU', { width: 160, ellipsis: true, get: (r) => r.skus.join(', ') }),
  amount: field.money('金额', { currencyOf: inCurrency }),
  exchangeRate: field.rate('汇率'),
  amountCny: field.money('人民币金额', { currency: 'CNY' }),
  periodStart: field.date('开始日期'),
  periodEnd: field.date('结束日期'),
  overAmount: field.money('超限金额', { currency: 'CNY' }),
  overLimitName: field.text('所超限额'),
  overReason: field.text('超限原因', { ellipsis: true }),
  description: field.text('项目说明', { ellipsis: true }),
  paidDate: field.date('付款日期'),
  paidReference: field.text('付款流水号', { width: 150 }),
  payerName: field.user('出纳'),
  payRemark: field.text('付款备注'),
  creatorName: field.user('创建人'),
  createdAt: field.datetime('创建时间'),
  submittedAt: field.datetime('提交时间'),
});

export const spanFields = defineFields<SpanRow>()({
  month: field.text('月份', { width: 90 }),
  serialNo: field.text('单号', { width: 160 }),
  name: field.text('项目名称', { width: 160, ellipsis: true }),
  classify: field.enum('分类', ITEM_CLASSES, { width: 110 }),
  platformName: field.text('平台', { width: 120 }),
  storeName: field.text('店铺', { width: 140 }),
  periodStart: field.date('开始日期'),
  periodEnd: field.date('结束日期'),
  amountCny: field.money('项目人民币金额', { currency: 'CNY' }),
  days: field.number('当月天数', { width: 90 }),
  monthAmountCny: field.money('当月分摊（人民币）', { currency: 'CNY' }),
});

const pct = (v: string | null | undefined) => (v == null ? '-' : `${(Number(v) * 100).toFixed(2)}%`);

export const costFields = defineFields<CostRow>()({
  label: field.text('维度', { width: 180 }),
  itemCny: field.money('推广项目', { currency: 'CNY' }),
  claimCny: field.money('报销', { currency: 'CNY' }),
  otherCny: field.money('其他', { currency: 'CNY' }),
  costCny: field.money('费用合计', { currency: 'CNY' }),
  salesCny: field.money('销售额', { currency: 'CNY' }),
  feeRate: field.text('费用率', { width: 100, get: (r) => pct(r.feeRate) }),
  rateLimit: field.text('费率限额', { width: 100, get: (r) => pct(r.rateLimit) }),
  productLimit: field.money('产品费用限额', { currency: 'CNY' }),
  over: field.enum('超限', { true: '超限', false: '' }, { width: 70, get: (r) => String(r.over) }),
});

export const monthFields = defineFields<MonthRow>()({
  month: field.text('月份', { width: 100 }),
  itemCny: field.money('推广项目', { currency: 'CNY' }),
  claimCny: field.money('报销', { currency: 'CNY' }),
  otherCny: field.money('其他', { currency: 'CNY' }),
  costCny: field.money('费用合计', { currency: 'CNY' }),
  salesCny: field.money('销售额', { currency: 'CNY' }),
  feeRate: field.text('费用率', { width: 100, get: (r) => pct(r.feeRate) }),
});

export const otherCostFieldSet = defineFields<OtherCostRow>()({
  month: field.text('月份', { width: 90 }),
  platformName: field.text('平台', { width: 120 }),
  storeName: field.text('店铺', { width: 140 }),
  classify: field.enum('分类', ITEM_CLASSES, { width: 110 }),
  amount: field.money('金额', { currencyOf: inCurrency }),
  exchangeRate: field.rate('汇率'),
  amountCny: field.money('人民币金额', { currency: 'CNY' }),
  remark: field.text('说明', { width: 200, ellipsis: true }),
  creatorName: field.user('创建人'),
  createdAt: field.datetime('创建时间'),
});
