import { z } from 'zod';
import { endpoint, needs } from '../contract';
import { blankAsAbsent, cappedPage, currency, id, isoDay, money, moneyOut, text } from '../inputs';
import { optionalText as prefixFilter } from '../paging';
import { transitionEndpoint } from '../transition';
import { tabCounts, transitionBody, workflowLogRow, workflowRecordColumns } from '../workflow';
import { reimbursementMachine } from '../../workflow/reimbursement';
import { exportTaskCreated } from '../report';
import { limitExceedance, month } from './limits';
import { cashierPaymentScreen, claimApprovalScreen, claimProcessScreen, claimScreen } from './screens';
import { PROMOTE_TYPES, type PromoteType } from './types';

/** 报销 (docs/domain/promotion.md, Reimbursement claims). */
const base = '/api/promote/promoteReimbursement';

export const promoteType = z.enum(Object.keys(PROMOTE_TYPES) as [PromoteType, ...PromoteType[]], { error: '请选择推广类型' });

const LISTED = ['draft', 'pending_over', 'pending_manager', 'pending_finance', 'approved', 'paid', 'rejected'] as const;
export const claimStatus = z.enum(LISTED, { error: '状态不正确' });

export const claimLineInput = z.object({
  skuId: blankAsAbsent(id('SKU')).transform((v) => v ?? null),
  description: text('费用说明', 200),
  spentOn: isoDay,
  currency,
  amount: money,
  /** Receipts: uploaded file ids (/api/tool/fastDfsClient/upload). */
  fileIds: z.array(id('票据'), { error: '票据不正确' }).max(20, '每行票据最多20个').default([]),
});

export const saveClaimBody = z.object({
  id: blankAsAbsent(id('报销单')),
  version: blankAsAbsent(z.coerce.number().int().positive()),
  platformId: id('平台'),
  accountCompanyId: id('账户公司'),
  promoteType,
  month,
  purpose: text('报销事由', 500),
  lines: z.array(claimLineInput, { error: '请填写报销明细' }).min(1, '请至少填写一行报销明细').max(50, '报销明细最多50行'),
});
export type SaveClaimBody = z.input<typeof saveClaimBody>;

export const claimRow = z.object({
  id: z.number(),
  serialNo: z.string(),
  platformId: z.number(),
  platformName: z.string().nullable(),
  accountCompanyId: z.number(),
  accountCompanyName: z.string().nullable(),
  promoteType: z.string(),
  month: z.string(),
  purpose: z.string(),
  totalCny: moneyOut,
  overLimit: z.boolean(),
  ...workflowRecordColumns,
  submittedAt: z.string().nullable(),
  overName: z.string().nullable(),
  overAt: z.string().nullable(),
  managerName: z.string().nullable(),
  managerAt: z.string().nullable(),
  financeName: z.string().nullable(),
  financeAt: z.string().nullable(),
  paymentSerialNo: z.string().nullable(),
  paidOn: z.string().nullable(),
});
export type ClaimRow = z.infer<typeof claimRow>;

const attachment = z.object({ id: z.number(), name: z.string(), size: z.number(), contentType: z.string().nullable(), url: z.string().optional() });

export const claimLineRow = z.object({
  id: z.number(),
  lineNo: z.number(),
  skuId: z.number().nullable(),
  sku: z.string().nullable(),
  description: z.string(),
  spentOn: z.string(),
  currency: z.string(),
  amount: moneyOut,
  exchangeRate: z.string(),
  rateDate: z.string(),
  amountCny: moneyOut,
  fileIds: z.array(z.number()),
});
export type ClaimLineRow = z.infer<typeof claimLineRow>;

export const claimDetail = claimRow.extend({
  accountCompanyAccount: z.string().nullable(),
  overDetail: z.array(limitExceedance),
  overReason: z.string().nullable(),
  lines: z.array(claimLineRow),
  attachments: z.array(attachment),
  paidFromBank: z.string().nullable(),
  bankReference: z.string().nullable(),
  /** The caller may edit it now (creator, draft or rejected). */
  editable: z.boolean(),
});
export type ClaimDetail = z.infer<typeof claimDetail>;

export const claimFilter = z.object({
  serialNo: prefixFilter,
  status: blankAsAbsent(claimStatus),
  /** Several states at once (the process list's 待我审批: comma separated). */
  statuses: blankAsAbsent(z.string().max(200)),
  platformId: blankAsAbsent(id('平台')),
  promoteType: blankAsAbsent(promoteType),
  month: blankAsAbsent(month),
  createdBy: blankAsAbsent(id('报销人')),
  overLimit: blankAsAbsent(z.enum(['true', 'false'], { error: '只能是 true 或 false' })),
});
export type ClaimFilter = z.output<typeof claimFilter>;

/** The claims list is read on the claim, process and cashier screens. */
const listAccess = needs(claimScreen.menu, claimProcessScreen.menu, claimApprovalScreen.menu, cashierPaymentScreen.menu);
const transitionResult = z.object({ id: z.number(), from: z.string(), to: z.string(), version: z.number() });
const claimRef = z.object({ id: z.number(), serialNo: z.string(), status: z.string(), version: z.number() });

export const claimPage = endpoint({
  method: 'GET',
  path: `${base}/page`,
  access: listAccess,
  summary:
    '报销单列表，最新在前。筛选：单号（前缀）、状态、平台、推广类型、月份、报销人、是否超限。无“查看全部”且非审批人/出纳只看自己的。total 只精确计数到 10000',
  query: claimFilter.extend({
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(100, '每页最多100条').default(20),
  }),
  response: cappedPage(claimRow),
});

export const claimTabNum = endpoint({
  method: 'GET',
  path: `${base}/getTabNum`,
  access: listAccess,
  summary: '报销单各状态数量（页签用），按调用人可见范围',
  response: tabCounts,
});

export const claimExport = endpoint({
  method: 'GET',
  path: `${base}/addReimbursementExcelTask`,
  access: needs(claimScreen.code('export')),
  summary: '按列表筛选条件创建“报销单”导出任务（后台生成 xlsx，在报表中心-报表下载中下载，不截断）；无“查看全部”只导出自己的报销单',
  query: claimFilter,
  response: exportTaskCreated,
});

export const claimDetailGet = endpoint({
  method: 'GET',
  path: `${base}/getReimbursementById`,
  access: listAccess,
  summary: '报销单详情：明细行（币种、金额、当日汇率、人民币）、票据附件、超限情况与原因、审批人与时间、付款信息',
  query: z.object({ id: id('报销单') }),
  response: claimDetail,
});

export const saveClaim = endpoint({
  method: 'POST',
  path: `${base}/addOrUpdReimbursement`,
  access: needs(claimScreen.code('add')),
  summary: '新建或修改报销单（草稿；修改仅创建人、草稿或已驳回时，带 version）。每行按费用日期取汇率（getLastRate 同一汇率服务）折人民币',
  body: saveClaimBody,
  response: claimRef,
});

export const claimLimits = endpoint({
  method: 'GET',
  path: `${base}/checkReimbursementLimits`,
  access: needs(claimScreen.code('add')),
  summary: '报销单提交前的限额检查：返回超出的产品费用限额或费率限额及超出金额，空数组表示未超限',
  query: z.object({ id: id('报销单') }),
  response: z.array(limitExceedance),
});

export const submitClaimBody = transitionBody.extend({ overLimit: z.boolean({ error: 'overLimit 必须是布尔值' }).default(false) });

export const submitClaim = transitionEndpoint(reimbursementMachine, {
  method: 'POST',
  path: `${base}/submitReimbursement`,
  actions: { submit: { overLimit: false }, submitOver: { overLimit: true } },
  summary: '提交报销单（创建人，草稿或已驳回；每行至少一张票据）。超限时须 overLimit=true 并在 comment 填写超限原因，先经超限审批；未超限时 overLimit=true 被拒绝',
  body: submitClaimBody,
  response: transitionResult,
});

export const deleteClaim = transitionEndpoint(reimbursementMachine, {
  method: 'GET',
  path: `${base}/deleteReimbursement`,
  actions: { delete: {} },
  summary: '删除报销单（创建人，草稿或已驳回）：?id=&version=',
  query: transitionBody,
  response: transitionResult,
});

const decisionBody = transitionBody.extend({ pass: z.boolean({ error: '请选择审批结果' }) });

export const overClaim = transitionEndpoint(reimbursementMachine, {
  method: 'POST',
  path: `${base}/overLimitAudit`,
  actions: { overApprove: { pass: true }, overReject: { pass: false } },
  summary: '超限审批：pass=true 通过（转主管审批），false 驳回（须填原因）。需要 reimbersementProcessAppManager:btn_over',
  body: decisionBody,
  response: transitionResult,
});

export const auditClaim = transitionEndpoint(reimbursementMachine, {
  method: 'POST',
  path: `${base}/managerAudit`,
  actions: { approve: { pass: true }, reject: { pass: false } },
  summary: '主管审批：pass=true 通过（转财务），false 驳回（须填原因）。需要 reimbersementProcessAppManager:btn_audit，不能审批自己的报销',
  body: decisionBody,
  response: transitionResult,
});

export const financeClaim = transitionEndpoint(reimbursementMachine, {
  method: 'POST',
  path: `${base}/financeAudit`,
  actions: { financeApprove: { pass: true }, financeReject: { pass: false } },
  summary: '财务审批：pass=true 通过（待出纳付款），false 财务驳回（须填原因）。需要 reimbersementProcessAppManager:btn_finance',
  body: decisionBody,
  response: transitionResult,
});

export const claimLog = endpoint({
  method: 'GET',
  path: `${base}/getReimbursementLog`,
  access: listAccess,
  summary: '报销单的审批流程：谁在何时做了什么（含原因）',
  query: z.object({ id: id('报销单') }),
  response: z.array(workflowLogRow),
});

export const claimTransitions = [submitClaim, deleteClaim, overClaim, auditClaim, financeClaim] as const;

