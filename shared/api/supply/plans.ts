import { z } from 'zod';
import { endpoint, needs } from '../contract';
import { exportTaskCreated } from '../report';
import { transitionEndpoint } from '../transition';
import { allowedActionRow, tabCounts, transitionBody, workflowLogRow, workflowRecordColumns } from '../workflow';
import { prefixText, optionalText } from '../inputs';
import { supplyPlanMachine } from '../../workflow/supply';
import { blankAsNull, cappedPage, isoWeek, listPaging, positiveId, transitionResult, transportMode, units } from './common';
import { opSupplyScreen, replenishmentScreen, supplyDetailScreen, supplyListScreen, trackScreen } from './screens';

/** 供货计划 (supplyPlanMain, supplyPlanDetail, supplyPlanSkuLog) and the replenishment suggestions. */
const main = '/api/operate/supplyPlanMain';
const detail = '/api/operate/supplyPlanDetail';
const sees = needs(supplyListScreen.menu, supplyDetailScreen.menu, opSupplyScreen.menu, trackScreen.menu);

/** One suggestion with every number of its formula (shown next to it). */
export const suggestionRow = z.object({
  skuId: z.number(),
  sku: z.string(),
  skuName: z.string(),
  storeId: z.number(),
  storeName: z.string(),
  warehouseId: z.number(),
  warehouseName: z.string(),
  transportMode: z.string(),
  leadWeeks: z.number(),
  demandQty: z.number(),
  safetyWeeks: z.number(),
  safetyQty: z.number(),
  onHandQty: z.number(),
  inTransitQty: z.number(),
  cartonQty: z.number(),
  suggestedQty: z.number(),
  /** The formula with the numbers filled in. */
  formula: z.string(),
});
export type SuggestionRow = z.infer<typeof suggestionRow>;

export const replenishmentSuggestions = endpoint({
  method: 'GET',
  path: `${main}/replenishmentSuggestions`,
  access: needs(replenishmentScreen.menu),
  summary: '补货建议：按预测（销量预测生效版本）、在库、在途、运输方式时效与安全库存，按箱规向上取整；每行带公式。transportMode 按所选运输方式的时效计算（默认店铺的运输方式）',
  query: z.object({ storeId: blankAsNull(positiveId('店铺')), planWeek: blankAsNull(isoWeek), sku: prefixText, transportMode: blankAsNull(transportMode) }),
  response: z.array(suggestionRow),
});

export const planLineInput = z.object({ skuId: positiveId('SKU'), qty: units('计划数量') });

export const saveSupplyPlanBody = z.object({
  id: blankAsNull(positiveId('供货计划')),
  version: blankAsNull(z.coerce.number().int().positive()),
  storeId: positiveId('店铺'),
  transportMode: blankAsNull(transportMode),
  planWeek: isoWeek,
  remark: optionalText('备注', 500),
  lines: z.array(planLineInput, { error: '请选择SKU' }).min(1, '请至少选择一个SKU').max(200, '一个供货计划最多200个SKU'),
});
export type SaveSupplyPlanBody = z.input<typeof saveSupplyPlanBody>;

const planRef = z.object({ id: z.number(), serialNo: z.string(), status: z.string(), version: z.number() });

export const saveSupplyPlan = endpoint({
  method: 'POST',
  path: `${detail}/saveSupplyPlan`,
  access: needs(supplyListScreen.code('edit'), replenishmentScreen.code('plan')),
  summary: '新建（来自补货建议）或修改草稿供货计划：每个SKU一行，建议数按当时的公式冻结；每行生成一条待确认的计划跟踪',
  body: saveSupplyPlanBody,
  response: planRef,
});

export const planRow = z.object({
  id: z.number(),
  serialNo: z.string(),
  storeId: z.number(),
  storeName: z.string().nullable(),
  warehouseId: z.number(),
  warehouseName: z.string().nullable(),
  transportMode: z.string(),
  planWeek: z.string(),
  totalQty: z.number(),
  skuCount: z.number(),
  remark: z.string().nullable(),
  signedAt: z.string().nullable(),
  ...workflowRecordColumns,
});
export type PlanRow = z.infer<typeof planRow>;

const planStatus = z.enum(['draft', 'submitted', 'signed'], { error: '状态不正确' });
export const planFilter = z.object({
  serialNo: prefixText,
  status: blankAsNull(planStatus),
  storeId: blankAsNull(positiveId('店铺')),
  /** The stores' channel (FBA, WFS…, as supplyChannelCategory lists them). */
  channel: blankAsNull(z.string().trim().max(32, '渠道最多32字')),
  planWeek: blankAsNull(isoWeek),
});
export type PlanFilter = z.output<typeof planFilter>;

export const supplyPlanPage = endpoint({
  method: 'GET',
  path: `${main}/supplyPlanPage`,
  access: sees,
  summary: '供货计划列表，最新在前；筛选：单号前缀、状态、店铺、渠道、计划周；无“查看全部”只看自己的',
  query: planFilter.extend(listPaging),
  response: cappedPage(planRow),
});

export const supplyPlanTabNum = endpoint({
  method: 'GET',
  path: `${main}/getSupplyPlanTabNum`,
  access: sees,
  summary: '供货计划各状态页签数量',
  response: tabCounts,
});

export const addSupplyPlanExcelTask = endpoint({
  method: 'GET',
  path: `${main}/addSupplyPlanExcelTask`,
  access: needs(supplyListScreen.code('export')),
  summary: '按列表筛选条件创建“供货计划”导出任务（报表中心下载）；按可见范围',
  query: planFilter,
  response: exportTaskCreated,
});

export const getHistoryExcel = endpoint({
  method: 'GET',
  path: `${main}/getHistoryExcel`,
  access: needs(supplyListScreen.code('export')),
  summary: '我创建过的供货计划导出任务（最新20个）',
  response: z.array(z.object({ id: z.number(), fileName: z.string(), status: z.string(), rowsWritten: z.number(), createdAt: z.string(), finishedAt: z.string().nullable() })),
});

export const supplyChannelCategory = endpoint({
  method: 'GET',
  path: `${main}/supplyChannelCategory`,
  access: sees,
  summary: '供货计划的渠道（FBA、WFS…）及其参与供货的店铺',
  response: z.array(z.object({ channel: z.string(), stores: z.array(z.object({ id: z.number(), name: z.string() })) })),
});

export const signSupplyPlan = transitionEndpoint(supplyPlanMachine, {
  method: 'GET',
  path: `${main}/signSupplyPlan`,
  actions: { sign: {} },
  summary: '签收供货计划（已提交 → 已签收）；仍有待审核的计划跟踪时拒绝。?id=&version=',
  query: transitionBody,
  response: transitionResult,
});

export const confirmSupplyPlan = transitionEndpoint(supplyPlanMachine, {
  method: 'GET',
  path: `${detail}/confirmSupplyPlan`,
  actions: { confirm: {} },
  summary: '确认提交供货计划（草稿 → 已提交，创建人）；其待确认的计划跟踪同一事务中提交审核。?id=&version=',
  query: transitionBody,
  response: transitionResult,
});

export const deleteSupplyPlan = transitionEndpoint(supplyPlanMachine, {
  method: 'POST',
  path: `${detail}/deleteSupplyPlan`,
  actions: { delete: {} },
  summary: '删除草稿供货计划（创建人）；其计划跟踪一并删除',
  body: transitionBody,
  response: transitionResult,
});

export const planLineRow = z.object({
  id: z.number(),
  skuId: z.number(),
  sku: z.string(),
  skuName: z.string(),
  demandQty: z.number(),
  safetyQty: z.number(),
  onHandQty: z.number(),
  inTransitQty: z.number(),
  cartonQty: z.number(),
  leadWeeks: z.number(),
  suggestedQty: z.number(),
  qty: z.number(),
  formula: z.string(),
});

/** The plan, its lines, the actions the caller may take now and the plan's log (oldest first). */
export const planDetail = planRow.extend({ lines: z.array(planLineRow), actions: z.array(allowedActionRow), log: z.array(workflowLogRow) });
export type PlanDetail = z.infer<typeof planDetail>;

export const querySupplyPlanDetail = endpoint({
  method: 'GET',
  path: `${detail}/querySupplyPlanDetail`,
  access: sees,
  summary: '供货计划详情：各SKU行（含建议公式）、当前用户此刻可做的操作及操作记录（时间线）',
  query: z.object({ id: positiveId('供货计划') }),
  response: planDetail,
});

export const skuLogRow = z.object({ id: z.number(), planId: z.number(), skuId: z.number(), sku: z.string(), content: z.string(), creatorName: z.string().nullable(), createdAt: z.string() });

export const querySupplySkuLog = endpoint({
  method: 'GET',
  path: '/api/operate/supplyPlanSkuLog/querySupplySkuLog',
  access: sees,
  summary: '供货计划中SKU的备注记录，最新在前；可按SKU筛选',
  query: z.object({ planId: positiveId('供货计划'), skuId: blankAsNull(positiveId('SKU')) }),
  response: z.array(skuLogRow),
});

export const addSupplySkuLog = endpoint({
  method: 'POST',
  path: '/api/operate/supplyPlanSkuLog/addSupplySkuLog',
  access: needs(supplyListScreen.code('edit'), opSupplyScreen.code('edit')),
  summary: '为供货计划中的SKU添加备注（计划须为该SKU所在、且在可见范围内）',
  body: z.object({ planId: positiveId('供货计划'), skuId: positiveId('SKU'), content: z.string({ error: '请填写备注' }).trim().min(1, '请填写备注').max(500, '备注最多500字') }),
  response: skuLogRow,
});

export const supplyPlanTransitions = [confirmSupplyPlan, signSupplyPlan, deleteSupplyPlan] as const;
