import { z } from 'zod';
import { blankAsAbsent, cappedPage, dayFilter, id, money, moneyOut, optionalText, prefixText } from '../inputs';
import { endpoint, needs } from '../contract';
import { transitionEndpoint } from '../transition';
import { transitionBody, workflowLogRow, workflowRecordColumns } from '../workflow';
import { ORDER_OP_TYPES, orderOpMachine, type OrderOpType } from '../../workflow/reviewOps';
import { optionalId, paging, REVIEWER_BASE } from './common';
import { orderOpScreen, paymentOpScreen } from './screens';

/** 订单处理 (docs/domain/review-programme.md, "订单处理 orderOpManager"). */
const base = `${REVIEWER_BASE}/blnOrderOp`;
const view = needs(orderOpScreen.menu, paymentOpScreen.menu);

const LISTED = ['draft', 'pending_audit', 'approved', 'paid', 'rejected'] as const;
export const orderOpType = z.enum(Object.keys(ORDER_OP_TYPES) as [OrderOpType, ...OrderOpType[]], { error: '请选择操作类型' });

/** A refund names its amount (up to the order amount, in the order's currency); a commission is the detail's fee; a cancellation has none. */
export const saveOrderOpBody = z.object({
  id: optionalId('订单操作'),
  version: z.coerce.number().int().positive().optional(),
  detailId: id('订单'),
  type: orderOpType,
  amount: blankAsAbsent(money),
  remark: optionalText('备注', 500),
  /** Also submit for audit, in the same transaction. */
  submit: z.boolean({ error: 'submit 必须是布尔值' }).default(false),
});
export type SaveOrderOpBody = z.input<typeof saveOrderOpBody>;

export const orderOpRow = z.object({
  id: z.number(),
  serialNo: z.string(),
  type: z.string(),
  detailId: z.number(),
  planOrderId: z.number(),
  planOrderSerialNo: z.string(),
  platformId: z.number(),
  platformName: z.string(),
  sku: z.string(),
  invitationCode: z.string(),
  marketOrderNo: z.string(),
  reviewerEmail: z.string().nullable(),
  amount: moneyOut.nullable(),
  currency: z.string().nullable(),
  amountCny: moneyOut.nullable(),
  paymentId: z.number().nullable(),
  paymentSerialNo: z.string().nullable(),
  remark: z.string().nullable(),
  ...workflowRecordColumns,
  submittedAt: z.string().nullable(),
  auditorName: z.string().nullable(),
  auditedAt: z.string().nullable(),
});
export type OrderOpRow = z.infer<typeof orderOpRow>;

const actionRow = z.object({ action: z.string(), label: z.string(), comment: z.enum(['required', 'optional']).optional(), danger: z.boolean().optional() });

export const orderOpDetail = orderOpRow.extend({
  /** The order as it is now: amount and fee with their currencies. */
  orderAmount: moneyOut.nullable(),
  orderCurrency: z.string().nullable(),
  detailStatus: z.string(),
  actions: z.array(actionRow),
  editable: z.boolean(),
  log: z.array(workflowLogRow),
});
export type OrderOpDetail = z.infer<typeof orderOpDetail>;

export const orderOpFilter = z.object({
  serialNo: prefixText,
  status: blankAsAbsent(z.enum(LISTED, { error: '状态不正确' })),
  type: blankAsAbsent(orderOpType),
  platformId: optionalId('平台'),
  sku: prefixText,
  marketOrderNo: prefixText,
  createdFrom: dayFilter,
  createdTo: dayFilter,
});
export type OrderOpFilter = z.output<typeof orderOpFilter>;

export const orderOpList = endpoint({
  method: 'GET',
  path: `${base}/orderOpList`,
  access: view,
  summary:
    '订单操作（退款、佣金、取消）列表，最新在前；只含本人平台范围内的平台，无“查看全部”只看自己发起的。筛选：单号（前缀）、状态、类型、平台、SKU、订单号（前缀）、创建日期。counts 为各状态数量（页签）',
  query: orderOpFilter.extend(paging),
  response: cappedPage(orderOpRow).extend({ counts: z.record(z.string(), z.number()) }),
});

export const getOrderOp = endpoint({
  method: 'GET',
  path: `${base}/getOrderOp`,
  access: view,
  summary: '订单操作详情：订单现状、付款、日志，以及当前用户此刻可做的操作：?id=',
  query: z.object({ id: id('订单操作') }),
  response: orderOpDetail,
});

export const orderForOp = z.object({
  detailId: z.number(),
  marketOrderNo: z.string(),
  planOrderSerialNo: z.string(),
  invitationCode: z.string(),
  platformName: z.string(),
  sku: z.string(),
  status: z.string(),
  orderAmount: moneyOut.nullable(),
  orderCurrency: z.string().nullable(),
  /** The commission: the detail's fee, or the plan order's fee per order when none is recorded. */
  fee: moneyOut,
  feeCurrency: z.string(),
  /** Operation types already raised on this order (not deleted). */
  taken: z.array(z.string()),
});
export type OrderForOp = z.infer<typeof orderForOp>;

export const queryOrderForOp = endpoint({
  method: 'GET',
  path: `${base}/queryOrderForOp`,
  access: needs(orderOpScreen.code('add')),
  summary: '新建订单操作时选择订单：已下单或已归档、有订单号的明细（订单号或邀请码前缀，最多20条），带订单金额、佣金及已发起的操作类型',
  query: z.object({ keyword: z.string().trim().max(64, '关键字最多64字').default('') }),
  response: z.array(orderForOp),
});

export const saveOrderOp = endpoint({
  method: 'POST',
  path: `${base}/saveOrderOp`,
  access: needs(orderOpScreen.code('add')),
  summary:
    '新建或修改订单操作（仅创建人，草稿或已驳回；修改带 version）；submit=true 时同一事务中提交审核。退款金额不超过订单金额（订单币种），佣金为明细的订单费用，取消仅限已下单的订单；同一订单的退款、佣金、取消各一次',
  body: saveOrderOpBody,
  response: z.object({ id: z.number(), serialNo: z.string(), status: z.string(), version: z.number() }),
});

const transitionResult = z.object({ id: z.number(), from: z.string(), to: z.string(), version: z.number() });

export const commitOrderOp = transitionEndpoint(orderOpMachine, {
  method: 'PUT',
  path: `${base}/commitOrderOp`,
  actions: { submit: {} },
  summary: '提交审核（创建人，草稿或已驳回）：{id, version}',
  body: transitionBody,
  response: transitionResult,
});

export const auditOrderOp = transitionEndpoint(orderOpMachine, {
  method: 'PUT',
  path: `${base}/:id/auditOrderOp`,
  actions: { approve: { pass: true }, reject: { pass: false } },
  summary: '审核（非创建人）：{version, pass, comment}；驳回须填原因。取消审核通过时，明细回到“地址已提交”、订单号清空（日志保留）',
  body: transitionBody.omit({ id: true }).extend({ pass: z.boolean({ error: '请选择审核结果' }) }),
  response: transitionResult,
});

export const deleteOrderOp = transitionEndpoint(orderOpMachine, {
  method: 'DELETE',
  path: `${base}/:id/deleteOrderOp`,
  actions: { delete: {} },
  summary: '删除（创建人，草稿或已驳回）：记录离开列表，日志保留；{version}',
  body: transitionBody.omit({ id: true }),
  response: transitionResult,
});

export const batchAuditOrderOp = endpoint({
  method: 'POST',
  path: `${base}/batchAuditOrderOp`,
  access: needs(orderOpScreen.code('audit')),
  summary: '批量审核：{items: [{id, version}], pass, comment}（最多200条），每条单独审核；返回通过数与未通过的单号及原因',
  body: z.object({
    items: z
      .array(z.object({ id: id('订单操作'), version: z.coerce.number().int().positive().optional() }), { error: '请选择订单操作' })
      .min(1, '请选择订单操作')
      .max(200, '一次最多200条'),
    pass: z.boolean({ error: '请选择审核结果' }),
    comment: z.string().trim().max(500, '原因最多500字').optional(),
  }),
  response: z.object({ done: z.number(), failed: z.array(z.object({ id: z.number(), serialNo: z.string(), message: z.string() })) }),
});

export const orderOpTransitions = [commitOrderOp, auditOrderOp, deleteOrderOp] as const;
export { LISTED as ORDER_OP_LISTED };
