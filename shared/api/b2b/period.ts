import { z } from 'zod';
import { endpoint, needs, type DataOf } from '../contract';
import { currency, id } from './fields';
import { blankAsNull, cappedPage, listPaging, PERIOD_DETAIL_SCREEN, PERIOD_SCREEN, prefixText, queryFlag } from './common';
import { periodScreen } from './screens';
import { invoiceRow } from './invoice';

/** Outstanding money of credit customers by age; one row per customer and invoice currency. */
const ageing = {
  currency: z.string(),
  invoiceCount: z.number(),
  invoiced: z.string(),
  received: z.string(),
  outstanding: z.string(),
  notDue: z.string(),
  overdue: z.string(),
  overdue1to30: z.string(),
  overdue31to60: z.string(),
  overdue61to90: z.string(),
  overdueOver90: z.string(),
};

export const periodRow = z.object({
  customerId: z.number(),
  customerCode: z.string(),
  customerName: z.string(),
  salesUserId: z.number(),
  salesUserName: z.string().nullable(),
  creditDays: z.number(),
  creditLimit: z.string().nullable(),
  ...ageing,
  /** Days the oldest unpaid invoice is past due (0 when none). */
  maxOverdueDays: z.number(),
});
export type PeriodRow = z.infer<typeof periodRow>;

export const periodTotal = z.object({ customerCount: z.number(), ...ageing });
export type PeriodTotal = z.infer<typeof periodTotal>;

export const periodFilter = z.object({
  /** Customer name prefix or exact code. */
  customerName: prefixText,
  salesUserId: blankAsNull(id('负责销售')),
  currency: blankAsNull(currency),
  /** Only customers with something overdue. */
  overdueOnly: queryFlag,
});
export type PeriodFilter = z.output<typeof periodFilter>;

export const periodStatistics = endpoint({
  method: 'GET',
  path: '/api/operate/b2bPeriodCustomer/periodStatistics',
  access: needs(PERIOD_SCREEN),
  summary:
    '账期统计合计（按币种一行，合计行用）：账期客户的已开票、已回款、未回款、未到期、已逾期及逾期账龄（1–30、31–60、61–90、90天以上），' +
    '筛选同 periodListPage。没有 period-statistics:btn_viewAll 的用户只统计自己负责的客户',
  query: periodFilter,
  response: z.object({ asOf: z.string(), totals: z.array(periodTotal) }),
});

export const periodListPage = endpoint({
  method: 'GET',
  path: '/api/operate/b2bPeriodCustomer/periodListPage',
  access: needs(PERIOD_SCREEN),
  summary: '账期统计明细：每个账期客户（及发票币种）一行，客户新建在前；筛选：客户名称（前缀）或编码、负责销售、币种、只看有逾期的',
  query: periodFilter.extend(listPaging),
  response: cappedPage(periodRow).extend({ asOf: z.string() }),
});

export const getPeriodOrderInfo = endpoint({
  method: 'GET',
  path: '/api/operate/b2bPeriodCustomer/getPeriodOrderInfo',
  access: needs(PERIOD_SCREEN, PERIOD_DETAIL_SCREEN),
  summary: '账期明细（period-detail）：客户的账期信息与其未删除的发票（到期日、已收、未收、逾期天数），到期日早的在前',
  query: z.object({ customerId: id('客户') }),
  response: z.object({
    asOf: z.string(),
    customer: z.object({
      id: z.number(),
      code: z.string(),
      name: z.string(),
      currency: z.string(),
      settlement: z.string(),
      creditDays: z.number(),
      creditLimit: z.string().nullable(),
      salesUserName: z.string().nullable(),
    }),
    invoices: z.array(invoiceRow),
  }),
});
export type PeriodOrderInfo = DataOf<typeof getPeriodOrderInfo>;

/** Export of the period list (the export-task framework runs it; see server/modules/b2b/period/exports.ts). */
export const addB2bPeriodExcelTask = endpoint({
  method: 'GET',
  path: '/api/operate/b2bPeriodCustomer/addB2bPeriodExcelTask',
  access: needs(periodScreen.code('export')),
  summary: '导出账期统计（后台任务，完成后在报表下载中心下载）；筛选同 periodListPage',
  query: periodFilter,
  response: z.object({ taskId: z.number() }),
});
