import { z } from 'zod';
import { endpoint, needs } from '../contract';
import { exportTaskCreated } from '../report';
import { blankAsAbsent, currency, exchangeRate, id, listPaging, money, moneyOut, optionalText } from '../inputs';
import { itemClass, itemFilter, month } from './items';
import { costReportScreen, itemPaymentDetailScreen, monthReportScreen, otherReportScreen, spanReportScreen } from './screens';

/** 推广跨期报表, 其他上报, 推广费用报表, 月度费用报表 (docs/domain/promotion-items.md, Formulas). */

export const rangeShape = z.object({
  fromMonth: month,
  toMonth: month,
  platformId: blankAsAbsent(id('平台')),
  storeId: blankAsAbsent(id('店铺')),
  classify: blankAsAbsent(itemClass),
});

/** The month range rules on any query built on the range's fields. */
const rangeRules = <T extends z.ZodType<{ fromMonth: string; toMonth: string }>>(schema: T) =>
  schema
    .refine((f) => f.fromMonth <= f.toMonth, { message: '结束月份不能早于开始月份', path: ['toMonth'] })
    .refine((f) => monthsBetween(f.fromMonth, f.toMonth) <= 24, { message: '月份范围最多24个月', path: ['toMonth'] });

export const monthRange = rangeRules(rangeShape);
export type MonthRange = z.output<typeof monthRange>;

export function monthsBetween(from: string, to: string): number {
  const [fy, fm] = from.split('-').map(Number);
  const [ty, tm] = to.split('-').map(Number);
  return (ty! - fy!) * 12 + (tm! - fm!) + 1;
}

export const spanRow = z.object({
  /** item or other */
  source: z.enum(['item', 'other']),
  id: z.number(),
  serialNo: z.string(),
  name: z.string(),
  classify: z.string(),
  platformName: z.string().nullable(),
  storeName: z.string().nullable(),
  periodStart: z.string(),
  periodEnd: z.string(),
  amountCny: moneyOut,
  month: z.string(),
  days: z.number(),
  monthAmountCny: moneyOut,
});
export type SpanRow = z.infer<typeof spanRow>;

export const spanReport = endpoint({
  method: 'GET',
  path: '/api/promote/promoteReport/spanReport',
  access: needs(spanReportScreen.menu),
  summary: '推广跨期报表：已审批与已付款的推广项目按天数分摊到期间内各月（末月取余数），加其他上报费用；按月、单号排序，分页',
  query: rangeRules(rangeShape.extend(listPaging)),
  response: z.object({ total: z.number(), totalCny: moneyOut, rows: z.array(spanRow) }),
});

export const spanReportExport = endpoint({
  method: 'GET',
  path: '/api/promote/promoteReport/exportSpanReport',
  access: needs(spanReportScreen.code('export')),
  summary: '按筛选条件创建“推广跨期报表”导出任务（报表中心下载，全部行）',
  query: monthRange,
  response: exportTaskCreated,
});

export const COST_DIMENSIONS = { platform: '平台', store: '店铺', classify: '分类', sku: 'SKU' } as const;
export type CostDimension = keyof typeof COST_DIMENSIONS;
export const costDimension = z.enum(Object.keys(COST_DIMENSIONS) as [CostDimension, ...CostDimension[]], { error: '统计维度只能是平台、店铺、分类或SKU' });

export const costQuery = rangeRules(rangeShape.extend({ dimension: costDimension.default('platform') }));
export type CostQuery = z.output<typeof costQuery>;

export const costRow = z.object({
  key: z.string(),
  label: z.string(),
  itemCny: moneyOut,
  claimCny: moneyOut,
  otherCny: moneyOut,
  costCny: moneyOut,
  salesCny: moneyOut,
  /** cost / sales, 4 decimals; null without sales. */
  feeRate: z.string().nullable(),
  /** The rate fee limit beside it (platform dimension), 4 decimals. */
  rateLimit: z.string().nullable(),
  /** The product fee limit of the range (SKU dimension), CNY. */
  productLimit: moneyOut.nullable(),
  over: z.boolean(),
});
export type CostRow = z.infer<typeof costRow>;

export const costReport = endpoint({
  method: 'GET',
  path: '/api/promote/promoteReport/costReport',
  access: needs(costReportScreen.menu),
  summary: '推广费用报表：月份范围内按平台、店铺、分类或SKU汇总费用（推广项目分摊 + 已付报销 + 其他上报，人民币）、销售额（周销售折人民币）、费用率及限额；费用高者在前',
  query: costQuery,
  response: z.array(costRow),
});

export const costReportExport = endpoint({
  method: 'GET',
  path: '/api/promote/promoteReport/exportCostReport',
  access: needs(costReportScreen.code('export')),
  summary: '按筛选条件创建“推广费用报表”导出任务（报表中心下载）',
  query: costQuery,
  response: exportTaskCreated,
});

export const monthRow = z.object({
  month: z.string(),
  itemCny: moneyOut,
  claimCny: moneyOut,
  otherCny: moneyOut,
  costCny: moneyOut,
  salesCny: moneyOut,
  feeRate: z.string().nullable(),
});
export type MonthRow = z.infer<typeof monthRow>;

export const monthReport = endpoint({
  method: 'GET',
  path: '/api/promote/promoteReport/monthReport',
  access: needs(monthReportScreen.menu),
  summary: '月度费用报表：范围内每月的推广项目分摊、已付报销、其他上报费用与合计（人民币）、销售额与费用率',
  query: monthRange,
  response: z.array(monthRow),
});

export const monthReportExport = endpoint({
  method: 'GET',
  path: '/api/promote/promoteReport/exportMonthReport',
  access: needs(monthReportScreen.code('export')),
  summary: '按筛选条件创建“月度费用报表”导出任务（报表中心下载）',
  query: monthRange,
  response: exportTaskCreated,
});

export const otherCostFields = z.object({
  platformId: id('平台'),
  storeId: id('店铺'),
  classify: itemClass.default('other'),
  month,
  currency,
  amount: money,
  exchangeRate,
  remark: optionalText('说明', 500),
});
export type OtherCostFields = z.input<typeof otherCostFields>;

export const otherCostRow = z.object({
  id: z.number(),
  platformName: z.string().nullable(),
  storeName: z.string().nullable(),
  classify: z.string(),
  month: z.string(),
  currency: z.string(),
  amount: moneyOut,
  exchangeRate: z.string(),
  amountCny: moneyOut,
  remark: z.string().nullable(),
  creatorName: z.string().nullable(),
  createdAt: z.string(),
});
export type OtherCostRow = z.infer<typeof otherCostRow>;

export const addOtherCost = endpoint({
  method: 'POST',
  path: '/api/promote/promoteOtherCost/add',
  access: needs(otherReportScreen.code('add')),
  summary: '其他上报新增：某平台、店铺、月份的其他推广费用（金额、币种、当日汇率），计入跨期、费用与月度报表',
  body: otherCostFields,
  response: otherCostRow,
});

export const otherCostPage = endpoint({
  method: 'GET',
  path: '/api/promote/promoteOtherCost/page',
  access: needs(otherReportScreen.menu, spanReportScreen.menu),
  summary: '其他上报的费用，最新在前',
  query: z.object(listPaging),
  response: z.object({ total: z.number(), rows: z.array(otherCostRow) }),
});

export const paymentDetailExport = endpoint({
  method: 'GET',
  path: '/api/promote/promoteItemPayment/export',
  access: needs(itemPaymentDetailScreen.code('export')),
  summary: '按筛选条件创建“项目付款明细”导出任务（已付款的推广项目；无“查看全部”只导出自己的）',
  query: itemFilter,
  response: exportTaskCreated,
});
