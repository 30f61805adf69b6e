import { z } from 'zod';
import { dayFilter } from '../inputs';
import { endpoint, needs } from '../contract';
import { REVIEWER_BASE } from './common';
import { statisticsScreen } from './screens';

/** 测评统计 (docs/domain/review-programme.md, Work-order report). */
const base = `${REVIEWER_BASE}/blnSaleRequire`;
const access = needs(statisticsScreen.menu);

export const reportFilter = z.object({ from: dayFilter, to: dayFilter });
export type ReportFilter = z.output<typeof reportFilter>;

export const getWorkOrderReport = endpoint({
  method: 'GET',
  path: `${base}/getWorkOrderReport`,
  access,
  summary: '工单报表：每个平台各阶段（明细状态）的订单数及合计；只含本人平台范围；from/to 按明细创建日期（含当日）',
  query: reportFilter,
  response: z.object({
    stages: z.array(z.object({ value: z.string(), label: z.string() })),
    rows: z.array(z.object({ platformId: z.number(), platformName: z.string(), counts: z.record(z.string(), z.number()), total: z.number() })),
    totals: z.record(z.string(), z.number()),
  }),
});

export const getWorkOrderReportChart = endpoint({
  method: 'GET',
  path: `${base}/getWorkOrderReportChart`,
  access,
  summary: '工单周趋势：按周（周一起，yyyy-MM-dd）与阶段统计订单数；默认最近12周',
  query: reportFilter,
  response: z.array(z.object({ week: z.string(), stage: z.string(), stageLabel: z.string(), count: z.number() })),
});

/** The spec's POST form of the report calls (body {from, to}); the portal reads the GET ones. */
export const postWorkOrderReport = endpoint({ ...getWorkOrderReport, method: 'POST', query: undefined, body: reportFilter, summary: `${getWorkOrderReport.summary}（POST，筛选在请求体 {from, to}）` });
export const postWorkOrderReportChart = endpoint({ ...getWorkOrderReportChart, method: 'POST', query: undefined, body: reportFilter, summary: `${getWorkOrderReportChart.summary}（POST，筛选在请求体 {from, to}）` });
