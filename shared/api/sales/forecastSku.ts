import { z } from 'zod';
import { endpoint, needs } from '../contract';
import { transitionEndpoint } from '../transition';
import { tabCounts, transitionBody, workflowLogRow, workflowRecordColumns } from '../workflow';
import { forecastSkuMachine } from '../../workflow/salesAssign';
import { offeredActions, option } from './actions';
import { blankAsNull, cappedPage, idList, listPaging, passFlag, positiveId, transitionResult } from './common';
import { forecastSkuScreen } from './screens';

/** 预测SKU: which SKUs of a store are forecast, their status and auditor (docs/domain/sales-planning.md). */
const base = '/api/promote/saleForecastSku';
const access = needs(forecastSkuScreen.menu);
const add = needs(forecastSkuScreen.code('add'));

export const forecastSkuStatus = z.enum(['pending_audit', 'active', 'rejected', 'stopped'], { error: '状态不正确' });

export const forecastSkuRow = z.object({
  id: z.number(),
  skuId: z.number(),
  sku: z.string().nullable(),
  skuName: z.string().nullable(),
  storeId: z.number(),
  storeName: z.string().nullable(),
  auditorId: z.number(),
  auditorName: z.string().nullable(),
  remark: z.string().nullable(),
  auditedAt: z.string().nullable(),
  ...workflowRecordColumns,
});
export type ForecastSkuRow = z.infer<typeof forecastSkuRow>;

export const forecastSkuFilter = z.object({
  storeId: blankAsNull(positiveId('店铺')),
  sku: z.string().trim().toUpperCase().max(64, 'SKU最多64个字符').optional().transform((v) => v || undefined),
  auditorId: blankAsNull(positiveId('审核人')),
  status: blankAsNull(forecastSkuStatus),
});
export type ForecastSkuFilter = z.output<typeof forecastSkuFilter>;

export const forecastSkuList = endpoint({
  method: 'GET',
  path: `${base}/queryForecastSkuList`,
  access,
  summary: '预测SKU列表，最新在前。筛选：店铺、SKU（前缀）、审核人、状态。无“查看全部”权限只看自己新增的',
  query: forecastSkuFilter.extend(listPaging),
  response: cappedPage(forecastSkuRow),
});

export const forecastSkuStatuses = endpoint({
  method: 'GET',
  path: `${base}/getAllSkuStatus`,
  access,
  summary: '预测SKU各状态（待审核、预测中、已驳回、已停止）的数量及 all（页签用）',
  response: tabCounts,
});

export const forecastSkuAuditors = endpoint({
  method: 'GET',
  path: `${base}/queryForecastSkuAuditer`,
  access,
  summary: '可选的审核人：持有 sku-list:btn_audit 的在职用户',
  response: z.array(option),
});

export const notForecastSkus = endpoint({
  method: 'GET',
  path: `${base}/queryNotSaleSku`,
  access: add,
  summary: '某店铺尚未列入预测的在售SKU（新增预测SKU时选择），SKU前缀筛选，最多200个',
  query: z.object({ storeId: positiveId('店铺'), sku: z.string().trim().toUpperCase().max(64).optional().transform((v) => v || undefined) }),
  response: z.array(z.object({ id: z.number(), sku: z.string(), name: z.string() })),
});

export const addForecastSkuBody = z.object({
  storeId: positiveId('店铺'),
  skuIds: idList('SKU', 200),
  auditorId: positiveId('审核人'),
  remark: z.string().trim().max(500, '备注最多500字').optional(),
});

export const addForecastSku = endpoint({
  method: 'POST',
  path: `${base}/addForecastSku`,
  access: add,
  summary: '把某店铺的SKU列入预测（待审核），指定审核人；已列入的SKU拒绝，整批不保存',
  body: addForecastSkuBody,
  response: z.object({ ids: z.array(z.number()) }),
});

export const saveForecastSkuBody = z.object({
  id: positiveId('预测SKU'),
  version: z.coerce.number().int().positive().optional(),
  auditorId: positiveId('审核人'),
  remark: z.string().trim().max(500, '备注最多500字').optional(),
  submit: z.boolean({ error: 'submit 必须是布尔值' }).default(false),
});

export const saveForecastSku = endpoint({
  method: 'POST',
  path: `${base}/saveForecastSku`,
  access: add,
  summary: '修改自己的预测SKU的审核人与备注（待审核、已驳回、已停止时）；submit=true 时已驳回或已停止的同一事务中重新提交',
  body: saveForecastSkuBody,
  response: z.object({ id: z.number(), status: z.string(), version: z.number() }),
});

export const auditForecastSku = transitionEndpoint(forecastSkuMachine, {
  method: 'POST',
  path: `${base}/auditForecastSku`,
  actions: { approve: { pass: true }, reject: { pass: false } },
  summary: 'SKU审核：pass=true 通过（预测中），false 驳回（须填原因）。只有指定的审核人可以审核，不能审核自己新增的',
  body: transitionBody.extend({ pass: passFlag }),
  response: transitionResult,
});

export const stopForecastSku = transitionEndpoint(forecastSkuMachine, {
  method: 'POST',
  path: `${base}/stopForecastSku`,
  actions: { stop: {} },
  summary: '停止预测（预测中，须填原因）：之后不能为该SKU在该店铺新建预测版本，重新提交审核后恢复',
  body: transitionBody,
  response: transitionResult,
});

export const resubmitForecastSku = transitionEndpoint(forecastSkuMachine, {
  method: 'POST',
  path: `${base}/resubmitForecastSku`,
  actions: { submit: {} },
  summary: '重新提交审核（创建人，已驳回或已停止）',
  body: transitionBody,
  response: transitionResult,
});

export const forecastSkuDetail = forecastSkuRow.extend({ actions: offeredActions });

export const forecastSkuDetailGet = endpoint({
  method: 'GET',
  path: `${base}/getForecastSkuDetail`,
  access,
  summary: '预测SKU详情与当前用户此刻可做的操作',
  query: z.object({ id: positiveId('预测SKU') }),
  response: forecastSkuDetail,
});

export const forecastSkuLog = endpoint({
  method: 'GET',
  path: '/api/saleForecastSkuLog/getForecastSkuLog',
  access,
  summary: '预测SKU的操作与审核记录，最早在前',
  query: z.object({ id: positiveId('预测SKU') }),
  response: z.array(workflowLogRow),
});

export const forecastSkuTransitions = [auditForecastSku, stopForecastSku, resubmitForecastSku] as const;
