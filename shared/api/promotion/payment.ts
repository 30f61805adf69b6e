import Big from 'big.js';
import { z } from 'zod';
import { endpoint, needs } from '../contract';
import { blankAsAbsent, cappedPage, exchangeRate, id, isoDay, moneyOut, text } from '../inputs';
import { optionalText as prefixFilter } from '../paging';
import { exportTaskCreated } from '../report';
import { promoteType } from './claim';
import { cashierPaymentScreen, paymentDetailScreen } from './screens';

/** 出纳付款 and 付款明细 (docs/domain/promotion.md, Cashier payment, Payment details). */
const cashier = '/api/promote/promoteCashierPayment';
const details = '/api/promote/promotePaymentDetail';

export const payClaimsBody = z.object({
  claims: z
    .array(z.object({ id: id('报销单'), version: z.coerce.number().int().positive().optional() }), { error: '请选择要付款的报销单' })
    .min(1, '请选择要付款的报销单')
    .max(100, '一次最多付款100张报销单'),
  paidFromBankId: id('付款账户'),
  paidOn: isoDay,
  bankReference: text('银行流水号', 100),
  /**
   * The rate the cashier confirmed (1 unit of the account's currency = rate CNY, getLastRate on the
   * payment date): needed when the account's currency is not the claims' CNY; the server refuses one
   * that is missing or no longer the day's rate.
   */
  exchangeRate: blankAsAbsent(exchangeRate),
});
export type PayClaimsBody = z.input<typeof payClaimsBody>;

export const promotionPaymentRow = z.object({
  id: z.number(),
  serialNo: z.string(),
  paidFromBankId: z.number(),
  paidFromBank: z.string().nullable(),
  paidOn: z.string(),
  bankReference: z.string(),
  totalCny: moneyOut,
  /** What left the paying account, in its currency, and the rate it was converted at (1 unit = rate CNY). */
  currency: z.string(),
  amount: moneyOut,
  exchangeRate: z.string(),
  rateDate: z.string().nullable(),
  claimCount: z.number(),
  paidBy: z.number(),
  payerName: z.string().nullable(),
  createdAt: z.string(),
});
export type PromotionPaymentRow = z.infer<typeof promotionPaymentRow>;

/** Claims are owed in CNY: a CNY amount paid from an account in another currency (1 unit = `rate` CNY), two decimals, half up. */
export const cnyToAccount = (amountCny: string, rate: string): string => new Big(amountCny).div(rate).round(2, Big.roundHalfUp).toFixed(2);

/** What a payment of these claims takes from the account: each claim converted, then added up (as the pay dialog lists them). */
export const accountAmount = (claimsCny: string[], rate: string): string => claimsCny.reduce((t, c) => t.plus(cnyToAccount(c, rate)), new Big(0)).toFixed(2);

export const payClaims = endpoint({
  method: 'POST',
  path: `${cashier}/payReimbursements`,
  access: needs(cashierPaymentScreen.code('pay')),
  summary:
    '出纳一次支付多张待付款的报销单：付款账户（启用的付款账户）、付款日期、银行流水号；任一张已不是待付款则全部不付。' +
    '付款账户币种不是人民币时，报销金额按付款日的汇率（getLastRate）折成账户币种，须带上确认过的汇率 exchangeRate；付款记录保存账户币种、折算金额与汇率',
  body: payClaimsBody,
  response: promotionPaymentRow,
});

export const payAccounts = endpoint({
  method: 'GET',
  path: `${cashier}/getPayAccounts`,
  access: needs(cashierPaymentScreen.menu),
  summary: '可用于付款的公司账户（公司收款账户中启用的付款或收付账户）',
  response: z.array(z.object({ id: z.number(), label: z.string(), currency: z.string() })),
});

export const promotionPaymentPage = endpoint({
  method: 'GET',
  path: `${cashier}/page`,
  access: needs(cashierPaymentScreen.menu),
  summary: '出纳付款记录，最新在前。筛选：付款单号（前缀）、付款日期起止',
  query: z.object({
    serialNo: prefixFilter,
    paidFrom: blankAsAbsent(isoDay),
    paidTo: blankAsAbsent(isoDay),
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(100, '每页最多100条').default(20),
  }),
  response: cappedPage(promotionPaymentRow),
});

export const paymentDetailFilter = z.object({
  paymentSerialNo: prefixFilter,
  claimSerialNo: prefixFilter,
  paidFrom: blankAsAbsent(isoDay),
  paidTo: blankAsAbsent(isoDay),
  platformId: blankAsAbsent(id('平台')),
  promoteType: blankAsAbsent(promoteType),
  claimantId: blankAsAbsent(id('报销人')),
});
export type PaymentDetailFilter = z.output<typeof paymentDetailFilter>;

export const paymentDetailRow = z.object({
  lineId: z.number(),
  paymentId: z.number(),
  paymentSerialNo: z.string(),
  paidOn: z.string(),
  paidFromBank: z.string().nullable(),
  bankReference: z.string(),
  claimId: z.number(),
  claimSerialNo: z.string(),
  claimantName: z.string().nullable(),
  platformName: z.string().nullable(),
  accountCompanyName: z.string().nullable(),
  promoteType: z.string(),
  month: z.string(),
  sku: z.string().nullable(),
  description: z.string(),
  currency: z.string(),
  amount: moneyOut,
  exchangeRate: z.string(),
  amountCny: moneyOut,
});
export type PaymentDetailRow = z.infer<typeof paymentDetailRow>;

export const paymentDetailPage = endpoint({
  method: 'GET',
  path: `${details}/page`,
  access: needs(paymentDetailScreen.menu),
  summary: '付款明细：每张已付报销单的每一行（原币、汇率、人民币），最新付款在前。筛选：付款单号、报销单号（前缀）、付款日期起止、平台、推广类型、报销人',
  query: paymentDetailFilter.extend({
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(100, '每页最多100条').default(20),
  }),
  response: cappedPage(paymentDetailRow),
});

export const paymentDetailExport = endpoint({
  method: 'GET',
  path: `${details}/addPaymentDetailExcelTask`,
  access: needs(paymentDetailScreen.code('export')),
  summary: '按筛选条件创建“付款明细”导出任务（后台生成 xlsx，在报表中心-报表下载中下载，不截断）',
  query: paymentDetailFilter,
  response: exportTaskCreated,
});
