import { z } from 'zod';
import { cappedPage, currency, id, money, moneyOut, optionalText, prefixText, text } from '../inputs';
import { endpoint, needs } from '../contract';
import { secret } from '../secret';
import { transitionEndpoint } from '../transition';
import { transitionBody, workflowRecordColumns } from '../workflow';
import { planOrderDetailMachine } from '../../workflow/review';
import { optionalId, paging, REVIEWER_BASE } from './common';
import { followScreen, overseasScreen, planOrderScreen } from './screens';

/** 订单明细 (docs/domain/review-programme.md, Order detail). */
const base = `${REVIEWER_BASE}/blnPlanOrderDetail`;
const view = needs(overseasScreen.menu, followScreen.menu, planOrderScreen.menu);

export const addressFields = z.object({
  receiver: secret(text('收件人', 100)),
  phone: secret(z.string({ error: '请填写电话' }).trim().min(5, '电话格式不正确').max(30, '电话格式不正确').regex(/^[+\d][\d\s()-]+$/, '电话格式不正确')),
  email: secret(optionalText('邮箱', 100).refine((v) => v === null || /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(v), '邮箱格式不正确')),
  street: secret(text('街道地址', 200)),
  city: text('城市', 100),
  region: optionalText('州/省', 100),
  postcode: secret(text('邮编', 20)),
  country: z.string({ error: '请填写国家' }).trim().regex(/^[A-Za-z]{2}$/, '国家请填两位代码，如 US').transform((v) => v.toUpperCase()),
});
export type AddressFields = z.input<typeof addressFields>;

/** An address as shown: masked unless the caller ships (收货地址 btn_viewFull). */
export const addressOut = z.object({
  id: z.number(),
  receiver: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  street: z.string(),
  city: z.string(),
  region: z.string().nullable(),
  postcode: z.string(),
  country: z.string(),
  enabled: z.boolean(),
  masked: z.boolean(),
});
export type AddressOut = z.infer<typeof addressOut>;

export const detailRow = z.object({
  id: z.number(),
  planOrderId: z.number(),
  planOrderSerialNo: z.string(),
  platformId: z.number(),
  platformName: z.string(),
  sku: z.string(),
  lineNo: z.number(),
  invitationCode: z.string(),
  sendLetterStatus: z.string(),
  sentAt: z.string().nullable(),
  reviewerStatus: z.string(),
  reviewerEmail: z.string().nullable(),
  marketOrderNo: z.string().nullable(),
  orderAmount: moneyOut.nullable(),
  orderCurrency: z.string().nullable(),
  orderFee: moneyOut.nullable(),
  feeCurrency: z.string().nullable(),
  mergedIntoId: z.number().nullable(),
  mergedFrom: z.array(z.number()),
  archivedAt: z.string().nullable(),
  remark: z.string().nullable(),
  address: addressOut.nullable(),
  ...workflowRecordColumns,
});
export type DetailRow = z.infer<typeof detailRow>;

const LISTED = ['pending_address', 'address_committed', 'ordered', 'archived', 'merged'] as const;

export const detailFilter = z.object({
  planOrderId: optionalId('计划单'),
  status: z.preprocess((v) => (v === '' ? undefined : v), z.enum(LISTED, { error: '状态不正确' }).optional()),
  sendLetterStatus: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['not_sent', 'sent', 'replied', 'failed'], { error: '发信状态不正确' }).optional()),
  platformId: optionalId('平台'),
  sku: prefixText,
  invitationCode: prefixText,
  marketOrderNo: prefixText,
});
export type DetailFilter = z.output<typeof detailFilter>;

export const queryByPlanOrderId = endpoint({
  method: 'GET',
  path: `${base}/queryByPlanOrderId`,
  access: view,
  summary: '计划单的全部订单明细（按行号）：?planOrderId=',
  query: z.object({ planOrderId: id('计划单') }),
  response: z.array(detailRow),
});

export const queryDetailByCondition = endpoint({
  method: 'GET',
  path: `${base}/queryDetailByCondition`,
  access: view,
  summary:
    '订单明细列表（海外处理、工单跟进）：计划单、状态、发信状态、平台、SKU、邀请码、订单号筛选；只含本人平台范围内的平台。counts 为各状态数量',
  query: detailFilter.extend(paging),
  response: cappedPage(detailRow).extend({ counts: z.record(z.string(), z.number()) }),
});

export const queryAssociatedOrder = endpoint({
  method: 'GET',
  path: `${base}/queryAssociatedOrder`,
  access: view,
  summary: '关联订单：与该明细同一订单号的明细，以及合并入它或它被合并入的明细：?id=',
  query: z.object({ id: id('订单明细') }),
  response: z.array(detailRow),
});

export const saveAddress = endpoint({
  method: 'POST',
  path: `${base}/saveAddress`,
  access: needs(overseasScreen.code('address')),
  summary: '录入或修改测评人收货地址（明细为待填地址时）：{detailId, ...地址}',
  body: addressFields.extend({ detailId: id('订单明细') }),
  response: addressOut,
});

export const commitAddress = transitionEndpoint(planOrderDetailMachine, {
  method: 'POST',
  path: `${base}/commitAddress`,
  actions: { commitAddress: {} },
  summary: '提交地址（须已录入）：{id, version}',
  body: transitionBody,
  response: z.object({ id: z.number(), from: z.string(), to: z.string(), version: z.number() }),
});

export const savePlanOrderDetail = endpoint({
  method: 'POST',
  path: `${base}/savePlanOrderDetail`,
  access: needs(followScreen.code('save'), overseasScreen.code('address')),
  summary:
    '保存订单信息：{id, version, marketOrderNo, orderAmount, orderCurrency, reviewerStatus, reviewerEmail, remark}；地址已提交的明细填了订单号即为已下单',
  body: z.object({
    id: id('订单明细'),
    version: z.coerce.number().int().positive().optional(),
    marketOrderNo: optionalText('订单号', 64),
    orderAmount: z.preprocess((v) => (v === '' || v === null ? undefined : v), money.optional()),
    orderCurrency: z.preprocess((v) => (v === '' || v === null ? undefined : v), currency.optional()),
    reviewerStatus: z.enum(['invited', 'accepted', 'purchased', 'reviewed', 'no_response'], { error: '测评人状态不正确' }).optional(),
    reviewerEmail: optionalText('测评人邮箱', 100),
    remark: optionalText('备注', 500),
  }),
  response: z.object({ id: z.number(), status: z.string(), version: z.number() }),
});

export const orderArchive = transitionEndpoint(planOrderDetailMachine, {
  method: 'POST',
  path: `${base}/orderArchive`,
  actions: { archive: {} },
  summary: '归档已下单的明细：{id, version}；计划单的明细全部归档或合并后计划单完成',
  body: transitionBody,
  response: z.object({ id: z.number(), from: z.string(), to: z.string(), version: z.number() }),
});

export const mergeOrder = transitionEndpoint(planOrderDetailMachine, {
  method: 'POST',
  path: `${base}/mergeOrder`,
  actions: { merge: {} },
  summary: '合并订单：明细 id 并入同一计划单的明细 targetId（两单一单，历史保留）；{id, version, targetId, comment}',
  body: transitionBody.extend({ targetId: id('合并目标') }),
  response: z.object({ id: z.number(), from: z.string(), to: z.string(), version: z.number() }),
});

export const saveOrderBizLog = endpoint({
  method: 'POST',
  path: `${base}/saveOrderBizLog`,
  access: needs(followScreen.code('log'), overseasScreen.code('address')),
  summary: '在明细日志中记一条跟进记录：{id, content}',
  body: z.object({ id: id('订单明细'), content: text('跟进内容', 500) }),
  response: z.object({ id: z.number() }),
});

export const exportAddress = endpoint({
  method: 'POST',
  path: `${base}/exportAddress`,
  access: needs(overseasScreen.code('exportAddress')),
  summary: '导出计划单已提交的收货地址：zip 内一个 Excel；记入访问日志（谁、多少条）。{planOrderId}',
  body: z.object({ planOrderId: id('计划单') }),
  transport: 'blob',
});

export { LISTED as DETAIL_LISTED };
