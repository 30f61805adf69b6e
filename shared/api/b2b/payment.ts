import { z } from 'zod';
import { exportTaskCreated } from '../report';
import { endpoint, needs } from '../contract';
import { transitionEndpoint } from '../transition';
import { paymentMachine } from '../../workflow/b2b';
import { optionalText as optionalFilter } from '../paging';
import { tabCounts, transitionBody, workflowLogRow, workflowRecordColumns } from '../workflow';
import { PAYMENT_SCREEN } from './common';
import { currency, exchangeRate, id, isoDay, money, moneyOut, optionalText, text } from './fields';
import { paymentScreen } from './screens';
import { blankAsAbsent, cappedPage } from '../inputs';

/** 付款申请 (docs/domain/b2b.md, Payment request). */
export { PAYMENT_SCREEN };
export const paymentCode = paymentScreen.code;

export const PAYMENT_TYPES = {
  refund: '退款',
  freight: '运费',
  commission: '佣金',
  customs: '关税',
  other: '其他',
} as const;
export type PaymentType = keyof typeof PAYMENT_TYPES;
export const paymentType = z.enum(Object.keys(PAYMENT_TYPES) as [PaymentType, ...PaymentType[]], { error: '付款类型不正确' });

/** States a list may filter by (deleted records leave every list). */
const LISTED_STATES = ['draft', 'pending_audit', 'pending_finance', 'paid', 'rejected'] as const;
export const paymentStatus = z.enum(LISTED_STATES, { error: '状态不正确' });


const orderNo = z.string().trim().min(1, '订单号不能为空').max(64, '订单号最多64字');

/** The editable fields of a payment request; the form and the server check the same rules. */
export const paymentFields = z.object({
  type: paymentType,
  customerId: blankAsAbsent(id('客户')).transform((v) => v ?? null),
  invoiceNumber: optionalText('发票号', 64),
  orderNos: z.array(orderNo, { error: '订单号列表不正确' }).max(200, '订单最多200个').default([]),
  payeeName: text('收款人', 100),
  payeeBank: text('收款银行', 100),
  payeeAccount: text('收款账号', 64),
  payeeSwift: optionalText('SWIFT', 32),
  currency,
  amount: money,
  exchangeRate,
  reason: text('付款事由', 500),
  expectedPayDate: blankAsAbsent(isoDay).transform((v) => v ?? null),
  /** Uploaded files to attach when saving (ids from /api/tool/fastDfsClient/upload). */
  fileIds: z.array(id('附件'), { error: '附件不正确' }).max(50, '附件最多50个').default([]),
});

export const savePaymentBody = paymentFields
  .extend({
    /** Absent: a new request. */
    id: blankAsAbsent(id('付款申请')),
    /** The version the user edited (edits only). */
    version: blankAsAbsent(z.coerce.number().int().positive()),
    /** Also submit for audit, in the same transaction. */
    submit: z.boolean({ error: 'submit 必须是布尔值' }).default(false),
  })
  .refine((p) => p.currency !== 'CNY' || Number(p.exchangeRate) === 1, { message: '人民币的汇率必须为1', path: ['exchangeRate'] });
export type SavePaymentBody = z.input<typeof savePaymentBody>;

const paymentRef = z.object({ id: z.number(), serialNo: z.string(), status: z.string(), version: z.number() });

export const paymentRow = z.object({
  id: z.number(),
  serialNo: z.string(),
  type: z.string(),
  customerId: z.number().nullable(),
  customerName: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  payeeName: z.string(),
  currency: z.string(),
  amount: moneyOut,
  exchangeRate: z.string(),
  amountCny: moneyOut,
  ...workflowRecordColumns,
  submittedAt: z.string().nullable(),
  expectedPayDate: z.string().nullable(),
});
export type PaymentRow = z.infer<typeof paymentRow>;

export const paymentAction = z.object({
  action: z.string(),
  label: z.string(),
  comment: z.enum(['required', 'optional']).optional(),
  danger: z.boolean().optional(),
});
export type PaymentAction = z.infer<typeof paymentAction>;

export const paymentAttachment = z.object({
  id: z.number(),
  name: z.string(),
  size: z.number(),
  contentType: z.string().nullable(),
  url: z.string().optional(),
});

export const paymentDetail = paymentRow.extend({
  orderNos: z.array(z.string()),
  payeeBank: z.string(),
  payeeAccount: z.string(),
  payeeSwift: z.string().nullable(),
  reason: z.string(),
  auditedBy: z.number().nullable(),
  auditorName: z.string().nullable(),
  auditedAt: z.string().nullable(),
  paidBy: z.number().nullable(),
  payerName: z.string().nullable(),
  paidAt: z.string().nullable(),
  paidFromBankId: z.number().nullable(),
  paidFromBank: z.object({ id: z.number(), accountName: z.string(), bankName: z.string(), accountNo: z.string(), currency: z.string() }).nullable(),
  paidReference: z.string().nullable(),
  updatedAt: z.string(),
  attachments: z.array(paymentAttachment),
  /** What the caller may do now (buttons to show). */
  actions: z.array(paymentAction),
  /** The caller may edit fields and attachments now (creator, draft or rejected). */
  editable: z.boolean(),
});
export type PaymentDetail = z.infer<typeof paymentDetail>;

export const paymentFilter = z.object({
  serialNo: optionalFilter,
  status: blankAsAbsent(paymentStatus),
  type: blankAsAbsent(paymentType),
  customerId: blankAsAbsent(id('客户')),
  invoiceNumber: optionalFilter,
  currency: blankAsAbsent(currency),
  createdFrom: blankAsAbsent(isoDay),
  createdTo: blankAsAbsent(isoDay),
  createdBy: blankAsAbsent(id('创建人')),
});
export type PaymentFilter = z.output<typeof paymentFilter>;

const transitionResult = z.object({ id: z.number(), from: z.string(), to: z.string(), version: z.number() });
const base = '/api/operate/b2bPayment';
const access = needs(PAYMENT_SCREEN);

export const paymentPage = endpoint({
  method: 'GET',
  path: `${base}/page`,
  access,
  summary:
    '付款申请列表，最新在前。筛选：流水号（前缀）、状态、类型、客户、发票号、币种、创建日期（起止含当日）、创建人。无“查看全部”权限只看自己创建的。' +
    'total 只精确计数到 10000（totalCapped=true 表示更多）',
  query: paymentFilter.extend({
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(100, '每页最多100条').default(20),
  }),
  response: cappedPage(paymentRow),
});

export const paymentDetailGet = endpoint({
  method: 'GET',
  path: `${base}/detail/:id`,
  access,
  summary: '付款申请详情：客户、创建人、审核人、付款人、付款账户、附件，以及当前用户此刻可做的操作（actions）',
  response: paymentDetail,
});

export const saveOrSubmitPayment = endpoint({
  method: 'POST',
  path: `${base}/saveOrSubmitPayment`,
  access,
  summary: '新建或修改付款申请（仅创建人，草稿或已驳回时；修改带 version）；submit=true 时在同一事务中提交审核。需要 payment-list:btn_add',
  body: savePaymentBody,
  response: paymentRef,
});

export const submitPayment = transitionEndpoint(paymentMachine, {
  method: 'GET',
  path: `${base}/submitPayment`,
  actions: { submit: {} },
  summary: '提交审核（创建人，草稿或已驳回）：?id=&version=',
  query: transitionBody,
  response: transitionResult,
});

export const deletePayment = transitionEndpoint(paymentMachine, {
  method: 'GET',
  path: `${base}/deletePayment`,
  actions: { delete: {} },
  summary: '删除（创建人，草稿或已驳回）：记录离开所有列表与页签，日志保留。?id=&version=',
  query: transitionBody,
  response: transitionResult,
});

export const auditPaymentBody = transitionBody.extend({
  pass: z.boolean({ error: '请选择审核结果' }),
});

export const auditPayment = transitionEndpoint(paymentMachine, {
  method: 'POST',
  path: `${base}/auditPayment`,
  actions: { approve: { pass: true }, reject: { pass: false } },
  summary: '审核：pass=true 通过（转财务），false 驳回（须填原因）。需要 payment-list:btn_audit，不能审核自己的申请',
  body: auditPaymentBody,
  response: transitionResult,
});

export const confirmPaymentBody = transitionBody
  .extend({
    pass: z.boolean({ error: 'pass 必须是布尔值' }).default(true),
    paidFromBankId: blankAsAbsent(id('付款账户')),
    paidReference: optionalText('付款流水号', 100),
    paidAt: blankAsAbsent(z.union([isoDay, z.iso.datetime({ offset: true })], { error: '付款时间格式不正确' })),
  })
  .superRefine((b, ctx) => {
    if (!b.pass) return;
    if (b.paidFromBankId === undefined) ctx.addIssue({ code: 'custom', message: '请选择付款账户', path: ['paidFromBankId'] });
    if (!b.paidReference) ctx.addIssue({ code: 'custom', message: '请填写付款流水号', path: ['paidReference'] });
  });

export const confirmPayment = transitionEndpoint(paymentMachine, {
  method: 'POST',
  path: '/api/operate/b2bPaymentFinance/confirmPayment',
  actions: { confirm: { pass: true }, financeReject: { pass: false } },
  summary: '财务确认付款（付款账户须为启用的付款/收付账户，流水号必填）或 pass=false 财务驳回（须填原因）。需要 payment-list:btn_finance',
  body: confirmPaymentBody,
  response: transitionResult,
});

export const paymentAllStatus = endpoint({
  method: 'GET',
  path: `${base}/getPaymentAllStatus`,
  access,
  summary: '付款申请的状态（筛选下拉用）',
  response: z.array(z.object({ value: z.string(), label: z.string(), color: z.string() })),
});

export const paymentTabNum = endpoint({
  method: 'GET',
  path: `${base}/getPaymentTabNum`,
  access,
  summary: '各页签的数量（草稿、待审核、待财务确认、已付款、已驳回）及 all；无“查看全部”权限只数自己的',
  response: tabCounts,
});

export const invoiceOrderInfo = z.object({
  invoiceId: z.number(),
  invoiceNumber: z.string(),
  customerId: z.number(),
  customerName: z.string(),
  currency: z.string(),
  amount: moneyOut,
  received: moneyOut,
  invoiceDate: z.string(),
  dueDate: z.string(),
  orders: z.array(
    z.object({ orderNo: z.string(), amount: moneyOut, currency: z.string().nullable(), status: z.string().nullable(), orderedAt: z.string().nullable() }),
  ),
});
export type InvoiceOrderInfo = z.infer<typeof invoiceOrderInfo>;

export const orderInfoByInvoiceNum = endpoint({
  method: 'POST',
  path: `${base}/getOrderInfoByInvoiceNum`,
  access,
  summary: '按发票号取客户、币种、金额及发票包含的订单（填付款申请用）',
  body: z.object({ invoiceNumber: text('发票号', 64) }),
  response: invoiceOrderInfo,
});

export const paymentLog = endpoint({
  method: 'GET',
  path: '/api/operate/b2bPaymentLog/getLogByPaymentId',
  access,
  summary: '付款申请的操作记录（时间线），最早在前；已删除的申请仍可查看其记录',
  query: z.object({ paymentId: id('付款申请') }),
  response: z.array(workflowLogRow),
});

export const savePaymentAttach = endpoint({
  method: 'POST',
  path: `${base}/saveB2bPaymentAttach`,
  access,
  summary: '为付款申请添加附件（创建人，草稿或已驳回时）：{paymentId, fileIds}',
  body: z.object({ paymentId: id('付款申请'), fileIds: z.array(id('附件'), { error: '请选择附件' }).min(1, '请选择附件').max(50, '附件最多50个') }),
  response: z.array(paymentAttachment),
});

export const delPaymentAttach = endpoint({
  method: 'POST',
  path: `${base}/delB2bPaymentAttach`,
  access,
  summary: '移除付款申请的一个附件（创建人，草稿或已驳回时）：{paymentId, fileId}',
  body: z.object({ paymentId: id('付款申请'), fileId: id('附件') }),
  response: z.array(paymentAttachment),
});

const idList = z
  .union([z.string(), z.array(z.string())], { error: '请选择付款申请' })
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean).map(Number))
  .pipe(z.array(z.number({ error: '付款申请不正确' }).int('付款申请不正确').positive('付款申请不正确')).min(1, '请选择付款申请').max(200, '一次最多下载200条'));

export const paymentBatchDownload = endpoint({
  method: 'GET',
  path: `${base}/batchDownLoad`,
  access: needs(paymentCode('download')),
  summary: '批量下载所选付款申请的附件（zip，按流水号分目录）：?ids=1,2,3',
  query: z.object({ ids: idList }),
  transport: 'blob',
});

export const paymentExport = endpoint({
  method: 'GET',
  path: `${base}/export/payment`,
  access: needs(paymentCode('export')),
  summary: '按列表筛选条件创建“付款申请”导出任务（后台生成 xlsx，在报表中心-报表下载中下载）；无“查看全部”权限时只导出自己的申请',
  query: paymentFilter,
  response: exportTaskCreated,
});

export { paymentRef };

/** Every endpoint that moves a payment request (the portal picks one with endpointFor). */
export const paymentTransitions = [submitPayment, deletePayment, auditPayment, confirmPayment] as const;
