import { z } from 'zod';
import { endpoint, needs } from '../contract';
import { importEndpoint } from '../report';
import { transitionEndpoint } from '../transition';
import { tabCounts, transitionBody, workflowLogRow, workflowRecordColumns } from '../workflow';
import { budgetMachine } from '../../workflow/sales';
import { blankAsNull, cappedPage, listPaging, passFlag, positiveId, transitionResult } from './common';
import { budgetScreen } from './screens';

/** 年度预算 (docs/domain/sales-planning.md, Annual budget). */
export const BUDGET_IMPORT_KIND = 'saleBudget';
export const BUDGET_TEMPLATE_FILE = '年度预算.xlsx';

const budgetBase = '/api/operate/saleBudget';
const detailBase = '/api/operate/saleBudgetDetail';
const access = needs(budgetScreen.menu);

const LISTED = ['draft', 'pending_audit', 'approved', 'rejected', 'invalid'] as const;
export const budgetStatus = z.enum(LISTED, { error: '状态不正确' });

export const budgetYear = z.coerce.number({ error: '年份不正确' }).int('年份不正确').min(2000, '年份不正确').max(2100, '年份不正确');

export const budgetRow = z.object({
  id: z.number(),
  serialNo: z.string(),
  storeId: z.number(),
  storeCode: z.string().nullable(),
  storeName: z.string().nullable(),
  year: z.number(),
  currency: z.string(),
  totalQty: z.number(),
  totalAmount: z.string(),
  ...workflowRecordColumns,
  submittedAt: z.string().nullable(),
  auditorName: z.string().nullable(),
  auditedAt: z.string().nullable(),
});
export type BudgetRow = z.infer<typeof budgetRow>;

export const budgetFilter = z.object({
  serialNo: z.string().trim().max(50, '编号最多50字').optional().transform((v) => v || undefined),
  storeId: blankAsNull(positiveId('店铺')),
  year: blankAsNull(budgetYear),
  status: blankAsNull(budgetStatus),
});
export type BudgetFilter = z.output<typeof budgetFilter>;

export const budgetPage = endpoint({
  method: 'GET',
  path: `${budgetBase}/budgetPage`,
  access,
  summary: '年度预算列表，最新在前。筛选：编号（前缀）、店铺、年份、状态。无“查看全部”权限只看自己的预算',
  query: budgetFilter.extend(listPaging),
  response: cappedPage(budgetRow),
});

export const budgetTabNum = endpoint({
  method: 'GET',
  path: `${budgetBase}/getSaleBudgetTabNum`,
  access,
  summary: '各页签数量（草稿、待审核、已通过、已驳回、已作废）及 all；无“查看全部”权限只数自己的',
  response: tabCounts,
});

export const budgetStatusList = endpoint({
  method: 'GET',
  path: `${budgetBase}/getSaleBudgetStatus`,
  access,
  summary: '年度预算的状态（筛选下拉用）',
  response: z.array(z.object({ value: z.string(), label: z.string(), color: z.string() })),
});

export const budgetTemplate = endpoint({
  method: 'GET',
  path: `${budgetBase}/exportSaleBudgetTemplate`,
  access: needs(budgetScreen.code('add')),
  summary: `下载“${BUDGET_TEMPLATE_FILE}”导入模板：店铺编码、年份、SPU、月份、销量、销售额`,
  transport: 'blob',
});

export const importBudget = importEndpoint({
  path: `${budgetBase}/importSaleBudget`,
  code: budgetScreen.code('add'),
  summary: '导入年度预算：同一店铺同一年份的行成为一份草稿预算（自己的草稿或已驳回预算被整份替换）；待审核、已通过或他人的预算不可覆盖',
});

export const initBudgetBody = z.object({ storeId: positiveId('店铺'), year: budgetYear });

export const initBudget = endpoint({
  method: 'POST',
  path: `${budgetBase}/initSaleBudget`,
  access: needs(budgetScreen.code('add')),
  summary: '按上一年实际周销量初始化某店铺某年份的草稿预算（每个在售 SPU 每月一行）；该店铺该年份已有有效预算时拒绝',
  body: initBudgetBody,
  response: z.object({ id: z.number(), serialNo: z.string(), lineCount: z.number() }),
});

export const submitBudget = transitionEndpoint(budgetMachine, {
  method: 'GET',
  path: `${budgetBase}/submitSaleBudget`,
  actions: { submit: {} },
  summary: '提交审核（创建人，草稿或已驳回；预算至少有一行）：?id=&version=',
  query: transitionBody,
  response: transitionResult,
});

export const deleteBudget = transitionEndpoint(budgetMachine, {
  method: 'POST',
  path: `${budgetBase}/deleteSaleBudget`,
  actions: { delete: {} },
  summary: '删除（创建人，草稿或已驳回）：离开所有列表与页签，日志保留',
  body: transitionBody,
  response: transitionResult,
});

export const auditBudget = transitionEndpoint(budgetMachine, {
  method: 'POST',
  path: `${detailBase}/auditSalBudget`,
  actions: { approve: { pass: true }, reject: { pass: false } },
  summary: '审核：pass=true 通过，false 驳回（须填原因）。需要 budget-list:btn_audit，不能审核自己的预算；飞书卡片与审批小组件走同一规则',
  body: transitionBody.extend({ pass: passFlag }),
  response: transitionResult,
});

export const invalidBudget = transitionEndpoint(budgetMachine, {
  method: 'POST',
  path: `${detailBase}/invalidSaleBudget`,
  actions: { invalidate: {} },
  summary: '作废已通过的预算（须填原因），之后可为该店铺该年份重新导入',
  body: transitionBody,
  response: transitionResult,
});

export const budgetLine = z.object({ id: z.number(), spu: z.string(), month: z.number(), qty: z.number(), amount: z.string() });

export const budgetDetail = budgetRow.extend({
  lines: z.array(budgetLine),
  actions: z.array(z.object({ action: z.string(), label: z.string(), comment: z.enum(['required', 'optional']).optional(), danger: z.boolean().optional() })),
});
export type BudgetDetail = z.infer<typeof budgetDetail>;

export const budgetDetailGet = endpoint({
  method: 'GET',
  path: `${detailBase}/getSaleBudgetDetail`,
  access,
  summary: '年度预算详情：抬头、各 SPU 各月的销量与销售额，以及当前用户此刻可做的操作',
  query: z.object({ id: positiveId('年度预算') }),
  response: budgetDetail,
});

export const budgetMonthStat = z.object({
  month: z.number(),
  budgetQty: z.number(),
  budgetAmount: z.string(),
  actualQty: z.number(),
  actualAmount: z.string(),
});

export const budgetStatistics = endpoint({
  method: 'GET',
  path: `${detailBase}/budgetStatistics`,
  access,
  summary: '预算对比实际：某份预算每月的预算销量、销售额与该店铺实际周销量（周四所在月份）汇总',
  query: z.object({ id: positiveId('年度预算') }),
  response: z.array(budgetMonthStat),
});

export const budgetLog = endpoint({
  method: 'GET',
  path: '/api/operate/saleBudgetLog/getAuditLogInfo',
  access,
  summary: '年度预算的操作与审核记录（时间线），最早在前',
  query: z.object({ budgetId: positiveId('年度预算') }),
  response: z.array(workflowLogRow),
});

/** Every endpoint that moves a budget (the drawer picks one with endpointFor). */
export const budgetTransitions = [submitBudget, deleteBudget, auditBudget, invalidBudget] as const;
