import { rangeShape, type MonthRange } from '@shared/api/promotionItems/reports';
import { costFields, monthFields, spanFields } from '@shared/api/promotionItems/recordFields';
import { costReportScreen, monthReportScreen, spanReportScreen } from '@shared/api/promotionItems/screens';
import { costDimension } from '@shared/api/promotionItems/reports';
import { defineExport } from '../../../excel/export-kinds';
import { fieldSheet } from '../../../excel/fields';
import { costReport, monthReport } from './costs';
import { spanBatches } from './span';

const spanSheet = fieldSheet(spanFields, ['month', 'serialNo', 'name', 'classify', 'platformName', 'storeName', 'periodStart', 'periodEnd', 'amountCny', 'days', 'monthAmountCny']);
const costSheet = fieldSheet(costFields, ['label', 'itemCny', 'claimCny', 'otherCny', 'costCny', 'salesCny', 'feeRate', 'rateLimit', 'productLimit', 'over']);
const monthSheet = fieldSheet(monthFields, ['month', 'itemCny', 'claimCny', 'otherCny', 'costCny', 'salesCny', 'feeRate']);

/** 推广跨期报表 as a report-centre task: every row of the range. */
export const spanExport = defineExport<MonthRange>({
  kind: 'promoteSpanReport',
  fileName: '推广跨期报表',
  screen: spanReportScreen.path,
  columns: spanSheet.columns,
  params: rangeShape,
  async *rows(deps, params) {
    for await (const batch of spanBatches(deps.db, params)) yield* batch.map((r) => spanSheet.row(r));
  },
});

/** 推广费用报表 as a report-centre task. */
export const costExport = defineExport<MonthRange & { dimension: 'platform' | 'store' | 'classify' | 'sku' }>({
  kind: 'promoteCostReport',
  fileName: '推广费用报表',
  screen: costReportScreen.path,
  columns: costSheet.columns,
  params: rangeShape.extend({ dimension: costDimension.default('platform') }),
  async *rows(deps, params) {
    for (const r of await costReport(deps.db, params)) yield costSheet.row(r);
  },
});

/** 月度费用报表 as a report-centre task. */
export const monthExport = defineExport<MonthRange>({
  kind: 'promoteMonthReport',
  fileName: '月度费用报表',
  screen: monthReportScreen.path,
  columns: monthSheet.columns,
  params: rangeShape,
  async *rows(deps, params) {
    for (const r of await monthReport(deps.db, params)) yield monthSheet.row(r);
  },
});
