import { z } from 'zod';
import { endpoint, needs } from '../contract';
import { exportTaskCreated, importEndpoint } from '../report';
import { transitionEndpoint } from '../transition';
import { tabCounts, transitionBody, workflowRecordColumns } from '../workflow';
import { prefixText } from '../inputs';
import { supplyTrackMachine } from '../../workflow/supply';
import { blankAsNull, cappedPage, idList, listPaging, optionalDay, passFlag, positiveId, transitionResult, units } from './common';
import { logisticsTrackScreen, opSupplyScreen, supplyDetailScreen, supplyListScreen, trackScreen } from './screens';

/** 计划跟踪 (supplyPlanTrack), PO import (supplyPlanPo) and 物流跟踪 (supplyPlanLogisticsTrack). */
const base = '/api/operate/supplyPlanTrack';
const logistics = '/api/operate/supplyPlanLogisticsTrack';
export const PO_IMPORT_KIND = 'supplyPlanPo';
export const LOGISTICS_TRACK_IMPORT_KIND = 'supplyLogisticsTrack';
export const LOGISTICS_TRACK_FILE = '物流跟踪';

export const trackRow = z.object({
  id: z.number(),
  serialNo: z.string(),
  planId: z.number(),
  planSerialNo: z.string(),
  skuId: z.number(),
  sku: z.string(),
  storeName: z.string().nullable(),
  warehouseName: z.string().nullable(),
  transportMode: z.string(),
  qty: z.number(),
  shipDate: z.string().nullable(),
  splitFrom: z.number().nullable(),
  poNo: z.string().nullable(),
  supplier: z.string().nullable(),
  carrier: z.string().nullable(),
  trackingNo: z.string().nullable(),
  shippedOn: z.string().nullable(),
  arrivedOn: z.string().nullable(),
  ...workflowRecordColumns,
});
export type TrackRow = z.infer<typeof trackRow>;

const trackStatus = z.enum(supplyTrackMachine.tabs as unknown as ['draft', ...string[]], { error: '状态不正确' });
export const trackFilter = z.object({
  serialNo: prefixText,
  planId: blankAsNull(positiveId('供货计划')),
  status: blankAsNull(trackStatus),
  sku: prefixText,
  storeId: blankAsNull(positiveId('店铺')),
  warehouseId: blankAsNull(positiveId('仓库')),
});
export type TrackFilter = z.output<typeof trackFilter>;
const sees = needs(trackScreen.menu, opSupplyScreen.menu, supplyDetailScreen.menu, supplyListScreen.menu, logisticsTrackScreen.menu);

export const supplyPlanTrackPage = endpoint({
  method: 'GET',
  path: `${base}/supplyPlanTrackPage`,
  access: sees,
  summary: '计划跟踪列表，最新在前；筛选：跟踪单号前缀、供货计划、状态、SKU前缀、店铺、目的仓；无“查看全部”只看自己计划的',
  query: trackFilter.extend(listPaging),
  response: cappedPage(trackRow),
});

export const supplyPlanTrackTabNum = endpoint({
  method: 'GET',
  path: `${base}/getTrackTabNum`,
  access: sees,
  summary: '计划跟踪各状态页签数量',
  response: tabCounts,
});

export const addPlanTrackExcelTask = endpoint({
  method: 'GET',
  path: `${base}/addPlanTrackExcelTask`,
  access: needs(trackScreen.code('export')),
  summary: '按列表筛选条件创建“计划跟踪”导出任务（报表中心下载）；按可见范围',
  query: trackFilter,
  response: exportTaskCreated,
});

export const delSupplyPlanTrack = transitionEndpoint(supplyTrackMachine, {
  method: 'POST',
  path: `${base}/delSupplyPlanTrack`,
  actions: { delete: {} },
  summary: '删除计划跟踪（创建人，待确认或已驳回）；所属计划行数量随之减少',
  body: transitionBody,
  response: transitionResult,
});

export const auditSupplyPlanTrack = transitionEndpoint(supplyTrackMachine, {
  method: 'POST',
  path: `${base}/auditSupplyPlanTrack`,
  actions: { approve: { pass: true }, reject: { pass: false } },
  summary: '审核计划跟踪：pass=true 通过，false 驳回（须填原因）；不能审核自己计划的',
  body: transitionBody.extend({ pass: passFlag }),
  response: transitionResult,
});

export const saveConfirmSupplyPlanTrack = transitionEndpoint(supplyTrackMachine, {
  method: 'POST',
  path: `${base}/saveConfirmSupplyPlanTrack`,
  actions: { submit: {} },
  summary: '保存并确认计划跟踪（待确认或已驳回 → 待审核，创建人）：可改数量与预计发货日期',
  body: transitionBody.extend({ qty: units('数量').optional(), shipDate: optionalDay.optional() }),
  response: transitionResult,
});

export const withdrawPlanTrack = transitionEndpoint(supplyTrackMachine, {
  method: 'POST',
  path: `${base}/withdrawPlanTrack`,
  actions: { withdraw: {} },
  summary: '撤回待审核的计划跟踪（创建人）',
  body: transitionBody,
  response: transitionResult,
});

export const closePlanTrack = transitionEndpoint(supplyTrackMachine, {
  method: 'POST',
  path: `${base}/closePlanTrack`,
  actions: { close: {} },
  summary: '关闭不会发出或不会到货的计划跟踪（已审核、供应链已确认、已下单、在途 → 已关闭，须填原因；供应链）：不再计入在途，补货建议随之回升',
  body: transitionBody,
  response: transitionResult,
});

export const batchConfirmResult = z.object({
  done: z.array(z.number()),
  failed: z.array(z.object({ id: z.number(), serialNo: z.string().nullable(), message: z.string() })),
});
export type BatchConfirmResult = z.infer<typeof batchConfirmResult>;

export const batchConfirmPlanTrack = endpoint({
  method: 'POST',
  path: `${base}/batchConfirmPlanTrack`,
  access: needs(trackScreen.code('confirm')),
  summary: '供应链批量确认已审核的计划跟踪，逐条各自事务；全部成功 resCode 200，部分失败 resCode 10001（data 列出成功与失败的行及原因），全部失败同样 10001',
  body: z.object({ ids: idList('计划跟踪') }),
  response: batchConfirmResult,
});

export const batchAuditPlanTrack = endpoint({
  method: 'POST',
  path: `${base}/batchAuditPlanTrack`,
  access: needs(trackScreen.code('audit')),
  summary: '批量审核待审核的计划跟踪：pass=true 通过，false 驳回（须填原因）；逐条各自事务，规则同 auditSupplyPlanTrack；全部成功 resCode 200，有失败 resCode 10001（data 列出成功与失败的行及原因）',
  body: z.object({ ids: idList('计划跟踪'), pass: passFlag, comment: z.string().trim().max(500, '原因最多500字').optional() }),
  response: batchConfirmResult,
});

export const splitPlanTrack = endpoint({
  method: 'POST',
  path: `${base}/splitPlanTrack`,
  access: needs(opSupplyScreen.code('edit')),
  summary: '拆分计划跟踪（创建人，待确认或已驳回）：原跟踪保留第一个数量，其余各成一条同状态的新跟踪；各数量为正整数，合计须等于原数量，最多10份',
  body: z.object({
    id: positiveId('计划跟踪'),
    version: blankAsNull(z.coerce.number().int().positive()),
    qtys: z.array(units('拆分数量'), { error: '请填写拆分数量' }).min(2, '至少拆成两份').max(10, '最多拆成10份'),
  }),
  response: z.object({ ids: z.array(z.number()) }),
});

export const importSupplyPlanPo = importEndpoint({
  path: '/api/operate/supplyPlanPo/importSupplyPlanPo',
  code: trackScreen.code('import'),
  summary: '导入采购PO：跟踪单号、PO号、供应商；跟踪须为“供应链已确认”，导入后为“已下单”',
});

export const logisticsTrackPage = endpoint({
  method: 'GET',
  path: `${logistics}/logisticsTrackPage`,
  access: needs(logisticsTrackScreen.menu),
  summary: '物流跟踪：供应链确认之后的计划跟踪（已确认、已下单、在途、已到货），筛选同计划跟踪',
  query: trackFilter.extend(listPaging),
  response: cappedPage(trackRow),
});

export const exportLogisticsTrack = endpoint({
  method: 'GET',
  path: `${logistics}/exportLogisticsTrack`,
  access: needs(logisticsTrackScreen.code('export')),
  summary: `按筛选条件（含状态）直接下载“${LOGISTICS_TRACK_FILE}.xlsx”，全部行分批写出、不截断；也是物流跟踪导入的模板。页面用导出任务 addLogisticsTrackExcelTask`,
  query: trackFilter,
  transport: 'blob',
});

export const addLogisticsTrackExcelTask = endpoint({
  method: 'GET',
  path: `${logistics}/addLogisticsTrackExcelTask`,
  access: needs(logisticsTrackScreen.code('export')),
  summary: `按物流跟踪列表的筛选条件（跟踪单号、SKU、店铺、状态）创建“${LOGISTICS_TRACK_FILE}”导出任务（报表中心下载，全部行不截断）；文件即物流跟踪导入模板；按可见范围`,
  query: trackFilter,
  response: exportTaskCreated,
});

export const importLogisticsTrack = importEndpoint({
  path: `${logistics}/importLogisticsTrack`,
  code: logisticsTrackScreen.code('import'),
  summary: '导入物流跟踪：按跟踪单号写入物流商、运单号、发货日期、到货日期；有发货日期 → 在途，有到货日期 → 已到货并入库',
});

export const trackTransitions = [delSupplyPlanTrack, auditSupplyPlanTrack, saveConfirmSupplyPlanTrack, withdrawPlanTrack, closePlanTrack] as const;
