import { z } from 'zod';
import { allowedActionRow, tabCounts, workflowLogRow, workflowRecordColumns } from '../workflow';
import { endpoint, needs } from '../contract';
import { transitionEndpoint } from '../transition';
import { backPaymentMachine } from '../../workflow/b2b';
import { exportTaskCreated } from '../report';
import { BACK_PAYMENT_SCREEN } from './common';
import { currency, exchangeRate, id, isoDay, money, moneyOut, optionalText } from './fields';
import { decisionBody, filterDay, filterId, filterText, idQuery, idVersionQuery, listPage, transitionResult } from './flow';
import { backPaymentScreen, periodDetailScreen, periodScreen } from './screens';
import { blankAsAbsent, cappedPage } from '../inputs';

/** back-payment-list: money received from customers (回款), confirmed by finance (docs/domain/b2b.md). */
export { BACK_PAYMENT_SCREEN };
export const BACK_PAYMENT_CONFIRM = backPaymentScreen.code('confirm');
const BASE = '/api/operate/b2bBackPayment';

export const BACK_PAYMENT_STATUSES = ['draft', 'submitted', 'confirmed', 'rejected'] as const;

export const backPaymentRow = z.object({
  id: z.number(),
  serialNo: z.string(),
  customerId: z.number(),
  customerName: z.string().nullable(),
  companyBankId: z.number(),
  bankName: z.string().nullable(),
  bankAccountNo: z.string().nullable(),
  currency: z.string(),
  amount: moneyOut,
  exchangeRate: z.string(),
  amountCny: moneyOut,
  receivedOn: z.string(),
  payerName: z.string().nullable(),
  bankReference: z.string().nullable(),
  remark: z.string().nullable(),
  ...workflowRecordColumns,
  submittedAt: z.string().nullable(),
  confirmedAt: z.string().nullable(),
});
export type BackPaymentRow = z.infer<typeof backPaymentRow>;

export const backPaymentFilter = listPage.extend({
  /** Serial number prefix. */
  serialNo: filterText,
  status: blankAsAbsent(z.enum(BACK_PAYMENT_STATUSES, { error: '状态不正确' })),
  customerId: filterId('客户'),
  companyBankId: filterId('收款账户'),
  currency: blankAsAbsent(currency),
  receivedFrom: filterDay,
  receivedTo: filterDay,
});
export type BackPaymentFilter = z.output<typeof backPaymentFilter>;

export const backPaymentItemInput = z.object({ invoiceId: id('发票'), amount: money });

export const backPaymentSave = z.object({
  id: id('回款').optional(),
  version: z.number({ error: '版本号必须是数字' }).int().positive().optional(),
  /** Submit to finance in the same transaction. */
  submit: z.boolean({ error: 'submit 必须是布尔值' }).optional(),
  customerId: id('客户'),
  companyBankId: id('收款账户'),
  currency,
  amount: money,
  exchangeRate,
  receivedOn: isoDay,
  payerName: optionalText('付款人', 200),
  bankReference: optionalText('银行流水号', 100),
  remark: optionalText('备注', 500),
  items: z.array(backPaymentItemInput, { error: '分配明细格式不正确' }).max(200, '一次最多分配200张发票').default([]),
});
export type BackPaymentSave = z.input<typeof backPaymentSave>;

export const backPaymentItemRow = z.object({
  invoiceId: z.number(),
  invoiceNumber: z.string(),
  amount: moneyOut,
  invoiceAmount: moneyOut,
  invoiceReceived: moneyOut,
  dueDate: z.string(),
});

export const backPaymentDetail = backPaymentRow.extend({
  items: z.array(backPaymentItemRow),
  log: z.array(workflowLogRow),
  actions: z.array(allowedActionRow),
  /** Whether the caller may edit the fields now (draft/rejected, creator, btn_add). */
  editable: z.boolean(),
});
export type BackPaymentDetail = z.infer<typeof backPaymentDetail>;

export const queryBackPaymentList = endpoint({
  method: 'GET',
  path: `${BASE}/queryBackPaymentList`,
  access: needs(BACK_PAYMENT_SCREEN),
  summary:
    '回款列表，最新在前。筛选：流水号（前缀）、状态、客户、收款账户、币种、到账日期起止（含）。无 back-payment-list:btn_viewAll 时只看自己创建的。已删除的不列出。',
  query: backPaymentFilter,
  response: cappedPage(backPaymentRow),
});

export const getBackPaymentTabNum = endpoint({
  method: 'GET',
  path: `${BASE}/getBackPaymentTabNum`,
  access: needs(BACK_PAYMENT_SCREEN),
  summary: '回款各状态数量（draft、submitted、confirmed、rejected），范围同列表',
  response: tabCounts,
});

export const addOrUpdBackPayment = endpoint({
  method: 'POST',
  path: `${BASE}/addOrUpdBackPayment`,
  access: needs(BACK_PAYMENT_SCREEN),
  summary:
    '新增或修改回款（需 back-payment-list:btn_add；修改仅限创建人、草稿或已驳回状态，带 version 时校验版本）。' +
    '分配明细：该客户同币种的发票，每张不超过未收金额（金额−已收），合计不超过回款金额。submit=true 时同一事务内提交财务确认。',
  body: backPaymentSave,
  response: z.object({ id: z.number(), serialNo: z.string(), status: z.string(), version: z.number() }),
});

export const submitBackPayment = transitionEndpoint(backPaymentMachine, {
  method: 'GET',
  path: `${BASE}/submitBackPayment`,
  actions: { submit: {} },
  summary: '提交回款给财务确认（?id=&version=；创建人，草稿或已驳回）',
  query: idVersionQuery,
  response: transitionResult,
});

export const deleteBackPayment = transitionEndpoint(backPaymentMachine, {
  method: 'GET',
  path: `${BASE}/deleteBackPayment`,
  actions: { delete: {} },
  summary: '删除回款（?id=&version=；创建人，草稿或已驳回；软删除，日志保留）',
  query: idVersionQuery,
  response: transitionResult,
});

export const getBackPaymentById = endpoint({
  method: 'GET',
  path: `${BASE}/getBackPaymentById`,
  access: needs(BACK_PAYMENT_SCREEN),
  summary: '回款详情：分配明细（发票号）、日志、当前用户可执行的操作',
  query: idQuery,
  response: backPaymentDetail,
});

export const addB2bBackPaymentExcelTask = endpoint({
  method: 'GET',
  path: `${BASE}/addB2bBackPaymentExcelTask`,
  access: needs(backPaymentScreen.code('export')),
  summary: '按列表筛选条件导出回款（后台任务，完成后在报表下载中心下载；范围同列表）',
  query: backPaymentFilter,
  response: exportTaskCreated,
});

export const getOrderBackPaymentInfo = endpoint({
  method: 'GET',
  path: `${BASE}/getOrderBackPaymentInfo`,
  access: needs(BACK_PAYMENT_SCREEN),
  summary: '订单的发票及分配到该发票的已确认回款（开票金额、已收、未收）',
  query: z.object({ orderNo: z.string({ error: '请输入订单号' }).trim().min(1, '请输入订单号').max(100, '订单号最多100字') }),
  response: z.object({
    orderNo: z.string(),
    invoice: z
      .object({ id: z.number(), invoiceNumber: z.string(), currency: z.string(), amount: moneyOut, received: moneyOut, outstanding: moneyOut, dueDate: z.string() })
      .nullable(),
    backPayments: z.array(z.object({ id: z.number(), serialNo: z.string(), receivedOn: z.string(), currency: z.string(), allocated: moneyOut, confirmedAt: z.string().nullable() })),
  }),
});

export const getPeriodBackPayment = endpoint({
  method: 'GET',
  path: `${BASE}/getPeriodBackPayment`,
  access: needs(BACK_PAYMENT_SCREEN, periodScreen.menu, periodDetailScreen.menu),
  summary: '客户在期间内（到账日期，起止含）已确认的回款（分页，最新在前）及各币种合计',
  query: listPage.extend({ customerId: id('客户'), from: isoDay, to: isoDay }).refine((q) => q.from <= q.to, { message: '开始日期不能晚于结束日期', path: ['from'] }),
  response: z.object({
    customerId: z.number(),
    customerName: z.string(),
    totals: z.array(z.object({ currency: z.string(), amount: moneyOut, amountCny: moneyOut, count: z.number() })),
    total: z.number(),
    rows: z.array(backPaymentRow),
  }),
});

export const confirmBackPayment = transitionEndpoint(backPaymentMachine, {
  method: 'POST',
  path: '/api/operate/b2bBackPaymentFinance/confirmBackPayment',
  actions: { confirm: { pass: true }, reject: { pass: false } },
  summary: '财务确认到账（pass=true，分配金额计入发票已收）或驳回（pass=false，须填原因）；不能处理自己创建的回款',
  body: decisionBody,
  response: transitionResult,
});

export const getFinanceBackPayment = endpoint({
  method: 'GET',
  path: '/api/operate/b2bBackPaymentFinance/getFinanceBackPayment',
  access: needs(BACK_PAYMENT_CONFIRM),
  summary: '待财务确认的回款（所有人提交的），最新在前',
  query: listPage,
  response: cappedPage(backPaymentRow),
});

/** Every endpoint that moves a back payment. */
export const backPaymentTransitions = [submitBackPayment, deleteBackPayment, confirmBackPayment] as const;
