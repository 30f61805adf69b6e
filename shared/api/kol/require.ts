import { z } from 'zod';
import { endpoint, needs } from '../contract';
import { cappedPage, moneyOut } from '../inputs';
import { exportTaskCreated } from '../report';
import { transitionEndpoint } from '../transition';
import { transitionBody, workflowLogRow, workflowRecordColumns } from '../workflow';
import { kolBatchMachine, kolRequireMachine } from '../../workflow/kol';
import { blankAsNull, currency, id, idList, isoDay, kolChannel, listPaging, optionalEnum, optionalId, optionalText, option, text, userOption } from './common';
import { kolPoolScreen, kolRequireScreen } from './screens';

/** KOL需求 (docs/domain/kol.md, Requirement and Audit batch). */
const base = '/api/promote/kolRequire';
const code = kolRequireScreen.code;
const onScreen = needs(kolRequireScreen.menu);

const LISTED = ['draft', 'pending_audit', 'approved', 'rejected'] as const;
export const requireStatus = z.enum(LISTED, { error: '状态不正确' });

const money = z
  .union([z.string(), z.number()], { error: '请填写预算' })
  .transform((v) => String(v).trim())
  .refine((v) => v !== '', '请填写预算')
  .pipe(z.string().regex(/^\d{1,16}(\.\d{1,2})?$/, '预算格式不正确（最多两位小数）'))
  .refine((v) => Number(v) > 0, '预算必须大于0');

/** The editable fields of a requirement; the form and the server check the same rules. */
export const requireFields = z.object({
  sku: text('SKU', 64).transform((v) => v.toUpperCase()),
  platformId: id('市场平台'),
  channel: kolChannel,
  budget: money,
  currency,
  wantedPosts: z.coerce.number({ error: '期望帖子数必须是整数' }).int('期望帖子数必须是整数').min(1, '期望帖子数至少为1').max(1000, '期望帖子数最多1000'),
  deadline: isoDay,
  description: optionalText('需求说明', 1000),
  ownerId: optionalId('负责人').transform((v) => v ?? null),
  fileIds: z.array(id('附件'), { error: '附件不正确' }).max(20, '附件最多20个').default([]),
});

const ownerChange = z.object({ id: id('KOL需求'), version: z.coerce.number().int().positive().optional(), changeOwnerTo: id('负责人') });
const draftSave = requireFields.extend({ id: optionalId('KOL需求'), version: z.coerce.number().int().positive().optional() });

/** A draft saved, or (with `changeOwnerTo`) only the owner changed; each checked by its own rules. */
export const saveRequireBody = z.unknown().transform((value, ctx): z.output<typeof ownerChange> | z.output<typeof draftSave> => {
  const schema = value && typeof value === 'object' && 'changeOwnerTo' in value ? ownerChange : draftSave;
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  return z.NEVER;
});
export type SaveRequireBody = z.input<typeof draftSave> | z.input<typeof ownerChange>;

export const requireRow = z.object({
  id: z.number(),
  serialNo: z.string(),
  sku: z.string(),
  productName: z.string(),
  platformId: z.number(),
  platformName: z.string().nullable(),
  channel: z.string(),
  budget: moneyOut,
  currency: z.string(),
  wantedPosts: z.number(),
  deadline: z.string(),
  ownerId: z.number().nullable(),
  ownerName: z.string().nullable(),
  batchId: z.number().nullable(),
  batchNo: z.string().nullable(),
  redsCount: z.number(),
  ...workflowRecordColumns,
  submittedAt: z.string().nullable(),
});
export type RequireRow = z.infer<typeof requireRow>;

const action = z.object({ action: z.string(), label: z.string(), comment: z.enum(['required', 'optional']).optional(), danger: z.boolean().optional() });
const attachment = z.object({ id: z.number(), name: z.string(), size: z.number(), contentType: z.string().nullable(), url: z.string().optional() });

export const batchInfo = z.object({
  id: z.number(),
  serialNo: z.string(),
  status: z.string(),
  version: z.number(),
  requireCount: z.number(),
  submitterName: z.string().nullable(),
  requires: z.array(z.object({ id: z.number(), serialNo: z.string(), sku: z.string(), channel: z.string(), budget: moneyOut, currency: z.string() })),
  /** What the caller may decide on the batch now. */
  actions: z.array(action),
});
export type BatchInfo = z.infer<typeof batchInfo>;

export const requireDetail = requireRow.extend({
  description: z.string().nullable(),
  updatedAt: z.string(),
  attachments: z.array(attachment),
  batch: batchInfo.nullable(),
  actions: z.array(action),
  /** The creator may edit fields now (draft or rejected). */
  editable: z.boolean(),
});
export type RequireDetail = z.infer<typeof requireDetail>;

export const requireFilter = z.object({
  serialNo: blankAsNull(z.string().trim().max(50)).transform((v) => v || undefined),
  sku: blankAsNull(z.string().trim().max(64)).transform((v) => (v ? v.toUpperCase() : undefined)),
  status: optionalEnum(requireStatus),
  channel: optionalEnum(kolChannel),
  platformId: optionalId('市场平台'),
  createdBy: optionalId('创建人'),
  ownerId: optionalId('负责人'),
  batchId: optionalId('批次'),
  deadlineFrom: optionalEnum(isoDay),
  deadlineTo: optionalEnum(isoDay),
});
export type RequireFilter = z.output<typeof requireFilter>;

export const queryKolRequireList = endpoint({
  method: 'GET',
  path: `${base}/queryKolRequireList`,
  access: onScreen,
  summary: 'KOL需求列表，最新在前。筛选：单号、SKU（前缀）、状态、渠道、市场平台、创建人、负责人、批次、截止日期。无“查看全部”只看自己创建的；total 精确计数到 10000',
  query: requireFilter.extend(listPaging),
  response: cappedPage(requireRow),
});

export const requireStatusOption = z.object({ value: z.string(), label: z.string(), color: z.string(), count: z.number() });
export const getKolRequireStatusList = endpoint({
  method: 'GET',
  path: `${base}/getKolRequireStatusList`,
  access: onScreen,
  summary: 'KOL需求状态（页签与筛选下拉），带调用者可见范围内各状态的数量',
  response: z.array(requireStatusOption),
});

export const getAllChangeUser = endpoint({
  method: 'GET',
  path: `${base}/getAllChangeUser`,
  access: onScreen,
  summary: '可作为需求负责人（可更换为）的用户：持有 kol-list:btn_red 的在职用户',
  response: z.array(userOption),
});

export const getAllKolChannel = endpoint({
  method: 'GET',
  path: `${base}/getAllKolChannel`,
  access: needs(kolRequireScreen.menu, kolPoolScreen.menu),
  summary: 'KOL渠道（YouTube、TikTok、Instagram ...）',
  response: z.array(option),
});

export const getKolRequireById = endpoint({
  method: 'GET',
  path: `${base}/getKolRequireById`,
  access: onScreen,
  summary: 'KOL需求详情：字段、附件、所在审核批次，以及调用者此刻可做的操作',
  query: z.object({ id: id('KOL需求') }),
  response: requireDetail,
});

export const getKolAuditor = endpoint({
  method: 'GET',
  path: `${base}/getKolAuditor`,
  access: onScreen,
  summary: '审核人：持有 kol-list:btn_audit 与查看全部的在职用户（批次提交后收到飞书审批卡片）',
  response: z.array(userOption),
});

export const exportKolData = endpoint({
  method: 'GET',
  path: `${base}/exportKolData`,
  access: needs(code('export')),
  summary: '按列表筛选条件导出KOL需求（xlsx，直接下载，分批流式写出全部行，不截断）；空值不输出；无“查看全部”只导出自己的',
  query: requireFilter,
  transport: 'blob',
});

export const addKolDataExcelTask = endpoint({
  method: 'GET',
  path: `${base}/addKolDataExcelTask`,
  access: needs(code('export')),
  summary: '按列表筛选条件创建“KOL需求”导出任务（报表中心下载，分批写出全部行，不截断）；无“查看全部”只导出自己的',
  query: requireFilter,
  response: exportTaskCreated,
});

const requireRef = z.object({ id: z.number(), serialNo: z.string(), status: z.string(), version: z.number() });

export const addOrUpdKolRequire = endpoint({
  method: 'POST',
  path: `${base}/addOrUpdKolRequire`,
  access: needs(code('add'), code('owner')),
  summary:
    '新建或修改KOL需求草稿（创建人，草稿或已驳回；修改带 version），需 btn_add；' +
    '或 {id, version, changeOwnerTo} 更换负责人（任一未删除状态），需 btn_owner',
  body: saveRequireBody,
  response: requireRef,
});

export const submitKolRequire = endpoint({
  method: 'POST',
  path: `${base}/submitKolRequire`,
  access: needs(code('add')),
  summary: '批量提交：{ids}（最多100条，均须为自己的草稿或已驳回需求），整批成功或整批不变；生成一个审核批次（一张飞书审批卡片）',
  body: z.object({ ids: idList('KOL需求', 100) }),
  response: z.object({ batchId: z.number(), batchNo: z.string(), count: z.number() }),
});

export const submitIdKolRequire = transitionEndpoint(kolRequireMachine, {
  method: 'POST',
  path: `${base}/submitIdKolRequire`,
  actions: { submit: {} },
  summary: '提交单条需求审核（创建人，草稿或已驳回）：{id, version}；生成只含这一条的审核批次',
  body: transitionBody,
  response: z.object({ id: z.number(), from: z.string(), to: z.string(), version: z.number() }),
});

export const deleteKolRequireById = transitionEndpoint(kolRequireMachine, {
  method: 'POST',
  path: `${base}/deleteKolRequireById`,
  actions: { delete: {} },
  summary: '删除需求（创建人，草稿或已驳回）：{id, version}；记录离开列表，日志保留',
  body: transitionBody,
  response: z.object({ id: z.number(), from: z.string(), to: z.string(), version: z.number() }),
});

export const withdrawKolRequire = transitionEndpoint(kolRequireMachine, {
  method: 'POST',
  path: `${base}/withdrawKolRequire`,
  actions: { withdraw: {} },
  summary: '撤回待审核的需求（创建人）：{id, version}；回到草稿并离开审核批次，批次里再没有待审核的需求时批次撤回（飞书卡片不能再审批）',
  body: transitionBody,
  response: z.object({ id: z.number(), from: z.string(), to: z.string(), version: z.number() }),
});

export const closeKolRequire = transitionEndpoint(kolRequireMachine, {
  method: 'POST',
  path: `${base}/closeKolRequire`,
  actions: { close: {} },
  summary: '完成关闭已通过的需求（创建人，帖子已做完）：{id, version, comment?}；已完成的需求不再添加红人帖子',
  body: transitionBody,
  response: z.object({ id: z.number(), from: z.string(), to: z.string(), version: z.number() }),
});

export const auditBatchBody = transitionBody.extend({ pass: z.boolean({ error: '请选择审核结果' }) });
export const auditKolProcessBatch = transitionEndpoint(kolBatchMachine, {
  method: 'POST',
  path: `${base}/auditKolProcessBatch`,
  actions: { approve: { pass: true }, reject: { pass: false } },
  summary:
    '审核一个批次：{id: 批次id, version, pass, comment}；一条意见作用于批次内每条需求（通过或驳回，驳回须填原因）。' +
    '门户、审批中心与飞书卡片都走此调用。需 btn_audit，不能审核自己提交的批次',
  body: auditBatchBody,
  response: z.object({ id: z.number(), from: z.string(), to: z.string(), version: z.number() }),
});

export const downLoadZipFile = endpoint({
  method: 'POST',
  path: `${base}/downLoadZipFile`,
  access: needs(code('download')),
  summary: '下载需求的全部附件（zip，文件名为需求单号）：{id}',
  body: z.object({ id: id('KOL需求') }),
  transport: 'blob',
});

export const marketPlatInfo = z.object({
  sku: z.string(),
  productName: z.string(),
  platforms: z.array(z.object({ platformId: z.number(), platformName: z.string(), asin: z.string(), storeName: z.string().nullable() })),
});
export const getMarketPlatInfo = endpoint({
  method: 'GET',
  path: '/api/promote/kolRequireProduct/getMarketPlatInfo',
  access: onScreen,
  summary: 'SKU 的品名及其在售的市场平台（ASIN、店铺），限调用者负责的平台：填写需求时选择平台',
  query: z.object({ sku: text('SKU', 64).transform((v) => v.toUpperCase()) }),
  response: marketPlatInfo,
});

export const getLogByRequireId = endpoint({
  method: 'GET',
  path: '/api/promote/kolRequireAuitLog/getLogByRequireId',
  access: onScreen,
  summary: '需求的审核与操作记录（时间线，最早在前），含备注；已删除的需求仍可查看',
  query: z.object({ requireId: id('KOL需求') }),
  response: z.array(workflowLogRow),
});

export const addRequireLog = endpoint({
  method: 'POST',
  path: '/api/promote/kolRequireAuitLog/addRequireLog',
  access: onScreen,
  summary: '为需求添加一条备注（可见该需求的人均可）：{requireId, content}',
  body: z.object({ requireId: id('KOL需求'), content: text('备注内容', 500) }),
  response: z.array(workflowLogRow),
});

export const requireTransitions = [submitIdKolRequire, deleteKolRequireById, withdrawKolRequire, closeKolRequire] as const;
export const batchTransitions = [auditKolProcessBatch] as const;
