import { z } from 'zod';
import { endpoint, needs } from '../contract';
import { exportTaskCreated } from '../report';
import { workflowLogRow } from '../workflow';
import { budgetFilter, budgetRow, budgetYear } from './budget';
import { batchResult, blankAsNull, idList, passFlag, positiveId } from './common';
import { budgetOverviewScreen, budgetScreen } from './screens';

/** 年度预算: export, history, overview and statistics beside the list (docs/domain/sales-planning.md). */
const budgetBase = '/api/operate/saleBudget';
const detailBase = '/api/operate/saleBudgetDetail';
const access = needs(budgetScreen.menu);

export const addBudgetExcelTask = endpoint({
  method: 'GET',
  path: `${budgetBase}/addSaleBudgetExcelTask`,
  access: needs(budgetScreen.code('export')),
  summary: '按列表筛选条件导出年度预算（报表下载中心的后台任务；无“查看全部”权限只导出自己的）',
  query: budgetFilter,
  response: exportTaskCreated,
});

/** Budget against actual of one slice, amounts in CNY. */
export const overviewSlice = z.object({ key: z.string(), label: z.string(), budgetQty: z.number(), budgetCny: z.string(), actualQty: z.number(), actualCny: z.string() });
export type OverviewSlice = z.infer<typeof overviewSlice>;

export const budgetOverview = endpoint({
  method: 'GET',
  path: `${budgetBase}/getBudgetTabStatistics`,
  access: needs(budgetOverviewScreen.menu),
  summary:
    '预算总览：某年份已通过预算（可选店铺）按店铺、月份、品类汇总的预算与实际（销量、销售额），金额按各币种该年1月1日的汇率折算为人民币；' +
    '无年度预算“查看全部”权限只汇总自己的预算',
  query: z.object({ year: budgetYear, storeId: blankAsNull(positiveId('店铺')) }),
  response: z.object({
    year: z.number(),
    budgetCount: z.number(),
    rates: z.array(z.object({ currency: z.string(), rate: z.string(), rateDate: z.string() })),
    total: overviewSlice,
    byStore: z.array(overviewSlice),
    byMonth: z.array(overviewSlice),
    byCategory: z.array(overviewSlice),
  }),
});
export type BudgetOverview = z.infer<typeof budgetOverview.response>;

export const historyBudgets = endpoint({
  method: 'GET',
  path: `${detailBase}/getHistorySaleBudget`,
  access,
  summary: '某预算所在店铺的全部年度预算（各年份、含已作废），最新在前',
  query: z.object({ id: positiveId('年度预算') }),
  response: z.array(budgetRow),
});

export const statisticsAudit = endpoint({
  method: 'POST',
  path: `${detailBase}/statisticsAudit`,
  access: needs(budgetScreen.code('audit')),
  summary: '批量审核所选待审核预算（逐条执行，各自一个事务；规则同 auditSalBudget）：返回成功的与未成功的原因',
  body: z.object({ ids: idList('年度预算', 100), pass: passFlag, comment: z.string().trim().max(500, '原因最多500字').optional() }),
  response: batchResult,
});

export const spuMonthStat = z.object({
  spu: z.string(),
  month: z.number(),
  budgetQty: z.number(),
  budgetAmount: z.string(),
  actualQty: z.number(),
  actualAmount: z.string(),
});

export const budgetStatisticsDetail = endpoint({
  method: 'GET',
  path: `${detailBase}/budgetStatisticsDetail`,
  access,
  summary: '预算对比实际明细：某预算每个SPU每月的预算与实际（可选 month 只看一个月），预算币种',
  query: z.object({ id: positiveId('年度预算'), month: blankAsNull(z.coerce.number().int().min(1, '月份不正确').max(12, '月份不正确')) }),
  response: z.array(spuMonthStat),
});

export const budgetAuditDetail = endpoint({
  method: 'GET',
  path: `${detailBase}/budgetAuditDetail`,
  access,
  summary: '审核信息：提交人与时间、可审核的人、最近一次审核决定（人、结果、原因、时间）与全部审核记录',
  query: z.object({ id: positiveId('年度预算') }),
  response: z.object({
    status: z.string(),
    submitterName: z.string().nullable(),
    submittedAt: z.string().nullable(),
    auditors: z.array(z.string()),
    decision: workflowLogRow.nullable(),
    audits: z.array(workflowLogRow),
  }),
});
