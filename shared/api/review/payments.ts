import { z } from 'zod';
import { attachmentInfo } from '../tool';
import { blankAsAbsent, cappedPage, dayFilter, id, moneyOut, optionalText, prefixText, text } from '../inputs';
import { endpoint, needs } from '../contract';
import { PAY_METHODS, type PayMethod } from '../../workflow/reviewOps';
import { optionalId, paging, REVIEWER_BASE } from './common';
import { orderOpRow } from './orderOps';
import { paymentOpScreen } from './screens';

/** 付款处理 (docs/domain/review-programme.md, "付款处理 paymentOpManager"). */
const base = `${REVIEWER_BASE}/blnOrderPayment`;
const view = needs(paymentOpScreen.menu);

export const payMethod = z.enum(Object.keys(PAY_METHODS) as [PayMethod, ...PayMethod[]], { error: '请选择付款方式' });

export const payOrderOpBody = z.object({
  /** Approved refunds and commissions of one reviewer, in one currency, with the versions seen. */
  ops: z
    .array(z.object({ id: id('订单操作'), version: z.coerce.number().int().positive().optional() }), { error: '请选择要付款的订单操作' })
    .min(1, '请选择要付款的订单操作')
    .max(50, '一次最多付50条'),
  method: payMethod,
  account: text('收款账号', 200),
  transactionNo: text('交易号', 100),
  paidAt: z.iso.datetime({ offset: true, error: '付款时间格式不正确' }),
  remark: optionalText('备注', 500),
  /** Proof: uploaded files (ids from /api/tool/fastDfsClient/upload). */
  fileIds: z.array(id('附件'), { error: '附件不正确' }).max(20, '附件最多20个').default([]),
});
export type PayOrderOpBody = z.input<typeof payOrderOpBody>;

export const paymentRow = z.object({
  id: z.number(),
  serialNo: z.string(),
  method: z.string(),
  account: z.string(),
  transactionNo: z.string(),
  amount: moneyOut,
  currency: z.string(),
  rate: z.string(),
  rateDate: z.string(),
  amountCny: moneyOut,
  paidAt: z.string(),
  reviewer: z.string().nullable(),
  platformName: z.string(),
  opCount: z.number(),
  remark: z.string().nullable(),
  creatorName: z.string().nullable(),
  createdAt: z.string(),
});
export type PaymentRow = z.infer<typeof paymentRow>;

export const paymentDetail = paymentRow.extend({ ops: z.array(orderOpRow), attachments: z.array(attachmentInfo) });
export type PaymentDetail = z.infer<typeof paymentDetail>;

export const paymentFilter = z.object({
  serialNo: prefixText,
  method: blankAsAbsent(payMethod),
  transactionNo: prefixText,
  reviewer: prefixText,
  platformId: optionalId('平台'),
  paidFrom: dayFilter,
  paidTo: dayFilter,
});
export type PaymentFilter = z.output<typeof paymentFilter>;

export const paymentList = endpoint({
  method: 'GET',
  path: `${base}/paymentList`,
  access: view,
  summary: '付款记录，付款时间最新在前；只含本人平台范围内的平台，无“查看全部”只看自己付的。筛选：付款单号、方式、交易号、测评人（前缀）、平台、付款日期',
  query: paymentFilter.extend(paging),
  response: cappedPage(paymentRow),
});

export const getPayment = endpoint({
  method: 'GET',
  path: `${base}/getPayment`,
  access: view,
  summary: '付款详情：所付的订单操作与付款凭证：?id=',
  query: z.object({ id: id('付款') }),
  response: paymentDetail,
});

export const payableOpList = endpoint({
  method: 'GET',
  path: `${base}/payableOpList`,
  access: view,
  summary: '待付款：已审核的退款与佣金，按测评人、订单号排列；筛选：测评人（前缀）、订单号（前缀）、平台',
  query: z.object({ reviewer: prefixText, marketOrderNo: prefixText, platformId: optionalId('平台') }).extend(paging),
  response: cappedPage(orderOpRow),
});

export const payOrderOp = endpoint({
  method: 'POST',
  path: `${base}/payOrderOp`,
  access: needs(paymentOpScreen.code('pay')),
  summary:
    '付款：{ops:[{id,version}], method, account, transactionNo, paidAt, remark, fileIds}。所选须为同一测评人、同一币种的已审核退款或佣金；金额为其合计，按付款日汇率折合人民币；' +
    '同一事务中各操作变为“已付款”。已付款、交易号重复或付款日无汇率时拒绝',
  body: payOrderOpBody,
  response: z.object({ id: z.number(), serialNo: z.string(), amount: moneyOut, currency: z.string(), amountCny: moneyOut }),
});
