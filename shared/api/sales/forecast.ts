import { z } from 'zod';
import { endpoint, needs } from '../contract';
import { transitionEndpoint } from '../transition';
import { tabCounts, transitionBody, workflowLogRow, workflowRecordColumns } from '../workflow';
import { forecastMachine } from '../../workflow/sales';
import { batchResult, blankAsNull, cappedPage, idList, isoWeek, listPaging, passFlag, positiveId, transitionResult } from './common';
import { forecastScreen } from './screens';

/** 销量预测 versions (docs/domain/sales-planning.md, Forecast version). */
export const FORECAST_WEEKS = 12;
/** generateSaleForecast's answer when there is no history to draft from (the client treats it as a non-error). */
export const NO_HISTORY_CODE = -1;
export const NO_HISTORY_MESSAGE = '该SKU在该店铺没有历史销量，无法生成预测';

const versionBase = '/api/promote/saleForecastVersion';
const access = needs(forecastScreen.menu);
const edit = needs(forecastScreen.code('edit'));

export const forecastStatus = z.enum(['draft', 'pending_audit', 'approved', 'rejected', 'withdrawn'], { error: '状态不正确' });

export const weekQty = z.object({ week: z.string(), qty: z.number() });
export type WeekQty = z.infer<typeof weekQty>;

export const forecastRow = z.object({
  id: z.number(),
  skuId: z.number(),
  sku: z.string().nullable(),
  skuName: z.string().nullable(),
  storeId: z.number(),
  storeCode: z.string().nullable(),
  storeName: z.string().nullable(),
  versionNo: z.number(),
  startWeek: z.string(),
  totalQty: z.number(),
  remark: z.string().nullable(),
  ...workflowRecordColumns,
  submittedAt: z.string().nullable(),
});
export type ForecastRow = z.infer<typeof forecastRow>;

export const forecastFilter = z.object({
  storeId: blankAsNull(positiveId('店铺')),
  sku: z.string().trim().toUpperCase().max(64, 'SKU最多64个字符').optional().transform((v) => v || undefined),
  status: blankAsNull(forecastStatus),
});
export type ForecastFilter = z.output<typeof forecastFilter>;

export const forecastList = endpoint({
  method: 'GET',
  path: `${versionBase}/querySaleForecastList`,
  access,
  summary: '预测版本列表，最新在前。筛选：店铺、SKU（前缀）、状态。无“查看全部”权限只看自己的预测',
  query: forecastFilter.extend(listPaging),
  response: cappedPage(forecastRow),
});

export const forecastTabNum = endpoint({
  method: 'GET',
  path: `${versionBase}/getForecastTabNum`,
  access,
  summary: '各页签数量（草稿、待审核、已通过、已驳回、已撤回）及 all',
  response: tabCounts,
});

export const forecastDetail = forecastRow.extend({
  weeks: z.array(weekQty),
  actions: z.array(z.object({ action: z.string(), label: z.string(), comment: z.enum(['required', 'optional']).optional(), danger: z.boolean().optional() })),
  log: z.array(workflowLogRow),
});
export type ForecastDetail = z.infer<typeof forecastDetail>;

export const forecastDetailGet = endpoint({
  method: 'GET',
  path: `${versionBase}/getForecastDetail`,
  access,
  summary: '预测版本详情：12 周的预测量、此刻可做的操作、操作记录',
  query: z.object({ id: positiveId('预测') }),
  response: forecastDetail,
});

const weekInput = z.object({
  week: isoWeek,
  qty: z.coerce.number({ error: '预测量必须是整数' }).int('预测量必须是整数').min(0, '预测量不能小于0').max(1_000_000, '预测量最多1000000'),
});

export const saveForecastBody = z
  .object({
    id: blankAsNull(positiveId('预测')).transform((v) => v ?? undefined),
    version: blankAsNull(z.coerce.number().int().positive()).transform((v) => v ?? undefined),
    skuId: positiveId('SKU'),
    storeId: positiveId('店铺'),
    startWeek: isoWeek,
    weeks: z.array(weekInput, { error: '请填写预测量' }).length(FORECAST_WEEKS, `请填写${FORECAST_WEEKS}周的预测量`),
    remark: z.string().trim().max(500, '备注最多500字').optional(),
    submit: z.boolean({ error: 'submit 必须是布尔值' }).default(false),
  })
  .refine((b) => b.weeks[0]?.week === b.startWeek, { message: '第一周必须是起始周', path: ['weeks'] });
export type SaveForecastBody = z.input<typeof saveForecastBody>;

export const saveOrSubmitForecast = endpoint({
  method: 'POST',
  path: `${versionBase}/saveOrSubmitSaleForecast`,
  access: edit,
  summary: '新建预测版本（无 id，版本号递增）或修改自己的草稿/已驳回/已撤回版本（带 id 与 version）；submit=true 时同一事务中提交审核',
  body: saveForecastBody,
  response: z.object({ id: z.number(), versionNo: z.number(), status: z.string(), version: z.number() }),
});

export const submitBatchForecast = endpoint({
  method: 'GET',
  path: `${versionBase}/submitBatchSaleForecast`,
  access: edit,
  summary: '批量提交所选预测版本（逐条执行，各自一个事务）：?ids=1,2,3；返回成功的与未成功的原因',
  query: z.object({ ids: idList('预测') }),
  response: batchResult,
});

export const withdrawBatchForecast = endpoint({
  method: 'GET',
  path: `${versionBase}/withdrawBatchForecast`,
  access: edit,
  summary: '批量撤回所选待审核的预测版本（创建人）：?ids=1,2,3',
  query: z.object({ ids: idList('预测') }),
  response: batchResult,
});

export const auditForecast = transitionEndpoint(forecastMachine, {
  method: 'GET',
  path: `${versionBase}/auditSaleForecast`,
  actions: { approve: { pass: true }, reject: { pass: false } },
  summary: '审核预测版本：?id=&version=&pass=true|false&comment=（驳回须填原因；不能审核自己的预测）',
  query: transitionBody.extend({ pass: passFlag }),
  response: transitionResult,
});

const skuStore = { skuId: positiveId('SKU'), storeId: positiveId('店铺') };

export const beforeWeekSale = endpoint({
  method: 'GET',
  path: `${versionBase}/queryBeforeWeekSale`,
  access,
  summary: '某SKU在某店铺起始周之前若干周（默认12，最多104）的实际周销量，最早在前',
  query: z.object({ ...skuStore, week: isoWeek, weeks: z.coerce.number().int().min(1).max(104, '最多104周').default(12) }),
  response: z.array(weekQty),
});

export const trendChart = endpoint({
  method: 'GET',
  path: `${versionBase}/queryTrendChart`,
  access,
  summary: '趋势图：预测版本起始周前12周的实际销量、该版本12周预测，以及现行（最新已通过）版本的预测',
  query: z.object({ id: positiveId('预测') }),
  response: z.object({ actual: z.array(weekQty), forecast: z.array(weekQty), inForce: z.array(weekQty), inForceVersionNo: z.number().nullable() }),
});

export const historyForecast = endpoint({
  method: 'GET',
  path: `${versionBase}/queryHistoryForecast`,
  access,
  summary: '某SKU在某店铺的全部预测版本（历史），最新在前',
  query: z.object(skuStore),
  response: z.array(forecastRow),
});

export const generateForecast = endpoint({
  method: 'GET',
  path: '/api/promote/saleForecastSku/generateSaleForecast',
  access: edit,
  summary:
    '按历史销量生成12周预测草稿（不保存）：基数=起始周前8周平均销量，季节系数=去年同周销量/去年周均（限0.5~2），预测=基数×系数取整。' +
    `没有历史销量时 resCode=${NO_HISTORY_CODE}（${NO_HISTORY_MESSAGE}），客户端按非错误处理`,
  query: z.object({ ...skuStore, startWeek: isoWeek }),
  response: z.object({ weeks: z.array(weekQty), base: z.number(), method: z.string() }),
});
