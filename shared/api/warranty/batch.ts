import { z } from 'zod';
import { endpoint, needs } from '../contract';
import { transitionEndpoint } from '../transition';
import { tabCounts, transitionBody, workflowLogRow, workflowRecordColumns } from '../workflow';
import { warrantyBatchMachine } from '../../workflow/warranty';
import { codeScreen, projectScreen } from './screens';
import { BASE, BATCH_MAX, blankAsNull, cappedPage, listPaging, optionalText, prefixText, queryId, text, version } from './common';
import { templateBody } from './project';

/** Code batches (product QR code): docs/domain/warranty.md, "Code batch" and "The print sheet". */
const base = `${BASE}/honeycombProductQrCode`;
const readers = needs(projectScreen.menu, codeScreen.menu);
const codeList = needs(codeScreen.menu);

export const skuInfoRow = z.object({ sku: z.string(), name: z.string(), spu: z.string() });

export const querySkuInfo = endpoint({
  method: 'GET',
  path: `${base}/querySkuInfo`,
  access: readers,
  summary: 'SKU 选择：projectId 给出时为该项目的 SKU，否则按 keyword（SKU 前缀或名称包含）在产品库中查找，最多 50 条',
  query: z.object({ projectId: blankAsNull(queryId('项目')), keyword: prefixText }),
  response: z.array(skuInfoRow),
});

export const queryBaseTemplate = endpoint({
  method: 'GET',
  path: `${base}/queryBaseTemplate`,
  access: readers,
  summary: '项目的页面模板（各语言标题、介绍、条款）、默认语言、Logo，以及二维码指向的地址格式',
  query: z.object({ projectId: queryId('项目') }),
  response: z.object({
    projectId: z.number(),
    name: z.string(),
    brand: z.string(),
    logoUrl: z.string().nullable(),
    defaultLanguage: z.string(),
    languages: z.array(z.string()),
    templates: z.record(z.string(), templateBody),
    urlPattern: z.string(),
  }),
});

export const batchStatus = z.enum(Object.keys(warrantyBatchMachine.states) as [string, ...string[]], { error: '状态不正确' });

export const batchRow = z.object({
  id: z.number(),
  serialNo: z.string(),
  projectId: z.number(),
  projectName: z.string(),
  sku: z.string(),
  quantity: z.number(),
  generatedCount: z.number(),
  registeredCount: z.number(),
  remark: z.string().nullable(),
  exportTaskId: z.number().nullable(),
  exportStatus: z.string().nullable(),
  printerName: z.string().nullable(),
  printedAt: z.string().nullable(),
  ...workflowRecordColumns,
});
export type BatchRow = z.infer<typeof batchRow>;

export const honeycombQrPage = endpoint({
  method: 'GET',
  path: `${base}/honeycombQrPage`,
  access: codeList,
  summary: '二维码批次列表，新的在前。筛选：status、projectId、sku、serialNo（前缀）',
  query: z.object({ ...listPaging, status: blankAsNull(batchStatus), projectId: blankAsNull(queryId('项目')), sku: prefixText, serialNo: prefixText }),
  response: cappedPage(batchRow),
});

export const qrBatchTabNum = endpoint({
  method: 'GET',
  path: `${base}/qrBatchTabNum`,
  access: codeList,
  summary: '各状态批次数量及 all',
  response: tabCounts,
});

export const getQrBatchById = endpoint({
  method: 'GET',
  path: `${base}/getQrBatchById`,
  access: codeList,
  summary: '一个批次',
  query: z.object({ id: queryId('批次') }),
  response: batchRow,
});

export const qrBatchLog = endpoint({
  method: 'GET',
  path: `${base}/qrBatchLog`,
  access: codeList,
  summary: '批次的操作记录，最早在前',
  query: z.object({ id: queryId('批次') }),
  response: z.array(workflowLogRow),
});

export const batchBody = z.object({
  id: blankAsNull(queryId('批次')).transform((v) => v ?? undefined),
  version,
  projectId: queryId('项目').pipe(z.number()),
  sku: text('SKU', 50).transform((v) => v.toUpperCase()),
  quantity: z.coerce
    .number({ error: '数量必须是整数' })
    .int('数量必须是整数')
    .min(1, '数量至少为1')
    .max(BATCH_MAX, `一个批次最多${BATCH_MAX.toLocaleString('en-US')}个二维码`),
  remark: optionalText('备注', 200),
});
export type BatchBody = z.output<typeof batchBody>;

export const addOrUpdProductQrCode = endpoint({
  method: 'POST',
  path: `${base}/addOrUpdProductQrCode`,
  access: needs(codeScreen.code('add')),
  summary: '新增（无 id）或修改（带 id 和 version，仅待生成时）批次：项目、SKU（须属于该项目）、数量（1–100000）、备注',
  body: batchBody,
  response: batchRow,
});

export const transitionResult = z.object({ id: z.number(), from: z.string(), to: z.string(), version: z.number() });

export const addQrCodeTask = transitionEndpoint(warrantyBatchMachine, {
  method: 'GET',
  path: `${base}/addQrCodeTask`,
  actions: { generate: {} },
  summary: '生成二维码：待生成或生成失败的批次转为生成中，后台任务写入二维码并生成打印包（PNG 压缩包），完成后在报表中心下载',
  query: transitionBody,
  response: transitionResult,
});

export const batchTransitions = [addQrCodeTask] as const;
