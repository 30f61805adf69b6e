import { z } from 'zod';
import { blankAsAbsent, cappedPage, currency, dayFilter, id, money, moneyOut, optionalText, prefixText, text } from '../inputs';
import { endpoint, needs } from '../contract';
import { transitionEndpoint } from '../transition';
import { transitionBody, workflowLogRow, workflowRecordColumns } from '../workflow';
import { planOrderMachine } from '../../workflow/review';
import { optionalId, orderCount, paging, REVIEWER_BASE, userRef } from './common';
import { overseasScreen, planOrderScreen } from './screens';

/** 计划单 (docs/domain/review-programme.md, Plan order). */
const base = `${REVIEWER_BASE}/blnPlanOrder`;
const view = needs(planOrderScreen.menu, overseasScreen.menu);

const LISTED = ['draft', 'pending_audit', 'rejected', 'approved', 'in_progress', 'completed'] as const;

export const planOrderFields = z.object({
  operationId: id('运营信息'),
  orderCount: orderCount('计划单量'),
  giftName: text('礼品', 100),
  giftValue: money,
  giftCurrency: currency,
  feePerOrder: money,
  feeCurrency: currency,
  overseasUserId: id('海外专员'),
  remark: optionalText('备注', 500),
});

export const savePlanOrderBody = planOrderFields.extend({
  id: optionalId('计划单'),
  version: z.coerce.number().int().positive().optional(),
  /** Also commit for audit, in the same transaction. */
  commit: z.boolean({ error: 'commit 必须是布尔值' }).default(false),
});
export type SavePlanOrderBody = z.input<typeof savePlanOrderBody>;

export const planOrderRow = z.object({
  id: z.number(),
  serialNo: z.string(),
  operationId: z.number(),
  platformId: z.number(),
  platformName: z.string(),
  sku: z.string(),
  orderCount: z.number(),
  giftName: z.string(),
  giftValue: moneyOut,
  giftCurrency: z.string(),
  feePerOrder: moneyOut,
  feeCurrency: z.string(),
  overseasUserId: z.number(),
  overseasUserName: z.string().nullable(),
  actualGiftName: z.string().nullable(),
  actualGiftValue: moneyOut.nullable(),
  actualGiftCurrency: z.string().nullable(),
  remark: z.string().nullable(),
  ...workflowRecordColumns,
  submittedAt: z.string().nullable(),
  auditedAt: z.string().nullable(),
});
export type PlanOrderRow = z.infer<typeof planOrderRow>;

export const planOrderAction = z.object({ action: z.string(), label: z.string(), comment: z.enum(['required', 'optional']).optional(), danger: z.boolean().optional() });

export const planOrderDetail = planOrderRow.extend({
  auditorName: z.string().nullable(),
  /** Orders per detail status. */
  detailCounts: z.record(z.string(), z.number()),
  actions: z.array(planOrderAction),
  editable: z.boolean(),
  log: z.array(workflowLogRow),
});
export type PlanOrderDetail = z.infer<typeof planOrderDetail>;

export const planOrderFilter = z.object({
  serialNo: prefixText,
  status: blankAsAbsent(z.enum(LISTED, { error: '状态不正确' })),
  platformId: optionalId('平台'),
  sku: prefixText,
  overseasUserId: optionalId('海外专员'),
  createdFrom: dayFilter,
  createdTo: dayFilter,
});
export type PlanOrderFilter = z.output<typeof planOrderFilter>;

export const planOrderList = endpoint({
  method: 'GET',
  path: `${base}/planOrderList`,
  access: view,
  summary:
    '计划单列表，最新在前；只含本人平台范围内的平台。无“查看全部”只看自己创建的。筛选：单号（前缀）、状态、平台、SKU、海外专员、创建日期。' +
    'counts 为各状态数量（页签）',
  query: planOrderFilter.extend(paging),
  response: cappedPage(planOrderRow).extend({ counts: z.record(z.string(), z.number()) }),
});

export const getPlanOrder = endpoint({
  method: 'GET',
  path: `${base}/getPlanOrder`,
  access: view,
  summary: '计划单详情：明细各状态数量、日志，以及当前用户此刻可做的操作：?id=',
  query: z.object({ id: id('计划单') }),
  response: planOrderDetail,
});

export const getOverseasDepartment = endpoint({
  method: 'GET',
  path: `${base}/getOverseasDepartment`,
  access: view,
  summary: '海外专员（持有“生成邀请码”权限的启用用户），计划单选择执行人',
  response: z.array(userRef),
});

export const insertOrUpdatePlanOrder = endpoint({
  method: 'POST',
  path: `${base}/insertOrUpdatePlanOrder`,
  access: needs(planOrderScreen.code('add')),
  summary: '新建或修改计划单（仅创建人，草稿或已驳回；修改带 version）；commit=true 时同一事务中提交审核',
  body: savePlanOrderBody,
  response: z.object({ id: z.number(), serialNo: z.string(), status: z.string(), version: z.number() }),
});

const transitionResult = z.object({ id: z.number(), from: z.string(), to: z.string(), version: z.number() });

export const commitPlanOrder = transitionEndpoint(planOrderMachine, {
  method: 'PUT',
  path: `${base}/commitPlanOrder`,
  actions: { commit: {} },
  summary: '提交审核（创建人，草稿或已驳回）：{id, version}；计划单量计入运营信息已用单量，超出可测评单量时拒绝',
  body: transitionBody,
  response: transitionResult,
});

export const auditPlanOrder = transitionEndpoint(planOrderMachine, {
  method: 'PUT',
  path: `${base}/:id/auditPlanOrder`,
  actions: { approve: { pass: true }, reject: { pass: false } },
  summary: '审核（非创建人）：{version, pass, comment}；驳回须填原因，驳回后单量退回运营信息',
  body: transitionBody.omit({ id: true }).extend({ pass: z.boolean({ error: '请选择审核结果' }) }),
  response: transitionResult,
});

export const deletePlanOrder = transitionEndpoint(planOrderMachine, {
  method: 'DELETE',
  path: `${base}/:id/deletePlanOrder`,
  actions: { delete: {} },
  summary: '删除（创建人，草稿或已驳回）：记录离开列表，日志保留；?version=',
  body: transitionBody.omit({ id: true }),
  response: transitionResult,
});

export const createInvitationCode = transitionEndpoint(planOrderMachine, {
  method: 'PUT',
  path: `${base}/:id/createInvitationCode`,
  actions: { start: {} },
  summary: '为已审核的计划单生成订单明细：每单一个唯一、不可猜的邀请码；计划单进入执行中',
  body: transitionBody.omit({ id: true }),
  response: transitionResult,
});

export const cancelPlanOrder = transitionEndpoint(planOrderMachine, {
  method: 'PUT',
  path: `${base}/:id/cancelPlanOrder`,
  actions: { cancel: {} },
  summary: '取消已审核、尚未生成邀请码的计划单（须填原因）：其单量退回运营信息的可测评单量。{version, comment}',
  body: transitionBody.omit({ id: true }),
  response: transitionResult,
});

export const commitAddressReset = endpoint({
  method: 'PUT',
  path: `${base}/:id/commitAddressReset`,
  access: needs(planOrderScreen.code('addressReset')),
  summary: '地址重置：计划单中“地址已提交”的明细退回“待填地址”，可重新录入；{comment} 必填。返回重置的明细数',
  body: z.object({ comment: text('重置原因', 500) }),
  response: z.object({ reset: z.number() }),
});

const letterStatus = z.enum(['not_sent', 'sent', 'replied', 'failed'], { error: '发信状态不正确' });

export const updateSendLetterStatus = endpoint({
  method: 'POST',
  path: `${base}/updateSendLetterStatus`,
  access: needs(overseasScreen.code('letter')),
  summary: '设置一条明细的发信状态（未发信/已发信/已回复/发信失败），记入明细日志',
  body: z.object({ detailId: id('订单明细'), sendLetterStatus: letterStatus }),
  response: z.object({ id: z.number(), sendLetterStatus: z.string() }),
});

export const batchSendLetter = endpoint({
  method: 'POST',
  path: `${base}/batchSendLetter`,
  access: needs(overseasScreen.code('letter')),
  summary:
    '批量发信：{detailIds（最多100条）, accountId 发件邮箱, templateId 模板}。每条明细一封信，经邮件中心从该邮箱发给测评人邮箱，模板变量取自明细（邀请码、SKU、平台、订单号、收件人）；发出记“已发信”，失败记“发信失败”并写明原因，均记入明细日志，信在“已发送”中可查；测评人回信记“已回复”。已归档、已合并、已回复或没有测评人邮箱的跳过',
  body: z.object({
    detailIds: z.array(id('订单明细'), { error: '请选择订单明细' }).min(1, '请选择订单明细').max(100, '一次最多100条'),
    accountId: id('发件邮箱'),
    templateId: id('模板'),
  }),
  response: z.object({ sent: z.number(), failed: z.number(), skipped: z.number(), errors: z.array(z.string()) }),
});

export const letterOptions = endpoint({
  method: 'GET',
  path: `${base}/letterOptions`,
  access: needs(overseasScreen.code('letter')),
  summary: '批量发信可选的发件邮箱（邮件中心已启用的邮箱）与模板（已启用）',
  response: z.object({
    mailboxes: z.array(z.object({ id: z.number(), email: z.string(), senderName: z.string() })),
    templates: z.array(z.object({ id: z.number(), name: z.string(), language: z.string() })),
  }),
});

export const actualGift = z.object({ actualGiftName: z.string().nullable(), actualGiftValue: moneyOut.nullable(), actualGiftCurrency: z.string().nullable() });

export const getActualGift = endpoint({
  method: 'GET',
  path: `${base}/getActualGift`,
  access: view,
  summary: '计划单的计划礼品与实际礼品：?id=',
  query: z.object({ id: id('计划单') }),
  response: actualGift.extend({ giftName: z.string(), giftValue: moneyOut, giftCurrency: z.string() }),
});

export const saveActualGift = endpoint({
  method: 'POST',
  path: `${base}/saveActualGift`,
  access: needs(planOrderScreen.code('gift')),
  summary: '记录实际礼品（已审核或执行中的计划单）：{id, actualGiftName, actualGiftValue, actualGiftCurrency}',
  body: z.object({ id: id('计划单'), actualGiftName: text('实际礼品', 100), actualGiftValue: money, actualGiftCurrency: currency }),
  response: actualGift,
});

export { LISTED as PLAN_ORDER_LISTED };
