import { and, asc, inArray, lt } from 'drizzle-orm';
import { z } from 'zod';
import { forecastFilter } from '@shared/api/sales/forecast';
import * as api from '@shared/api/sales/forecastExcel';
import { forecastFields } from '@shared/api/sales/recordFields';
import { forecastScreen } from '@shared/api/sales/screens';
import { saleForecastVersions, saleForecastWeeks } from '../../../db/schema';
import { sendXlsx } from '../../../excel/download';
import { defineExport } from '../../../excel/export-kinds';
import { createExportTask } from '../../../excel/export-tasks';
import { fieldSheet } from '../../../excel/fields';
import { runImport } from '../../../excel/import-run';
import { exampleRow, templateColumns } from '../../../excel/template';
import { ApiRoutes } from '../../../http/api';
import { keysetBatches } from '../../../http/listPage';
import { forecastImport, indicatorsImport } from './imports';
import { forecastWhere, newestFirst, selectForecastRows, toForecastRow } from './queries';
import { forecastVisibility as visibility } from './visibility';

const sheet = fieldSheet(forecastFields, ['sku', 'skuName', 'storeName', 'versionNo', 'startWeek', 'totalQty', 'status', 'creatorName', 'createdAt']);
const WEEK_COLUMNS = Array.from({ length: 12 }, (_, i) => ({ header: `第${i + 1}周`, key: `w${i + 1}`, width: 12 }));
const params = forecastFilter.extend({ scope: z.number().optional() });

/** 销量预测 导出: each version with its 12 weeks (`2026-W07: 120`), the list's filters and the asker's scope. */
export const forecastExport = defineExport<z.output<typeof params>>({
  kind: 'saleForecast',
  fileName: '销量预测',
  screen: forecastScreen.menu,
  columns: [...sheet.columns, ...WEEK_COLUMNS],
  params: params as unknown as z.ZodType<z.output<typeof params>>,
  async *rows(deps, p) {
    const { scope, ...filter } = p;
    const where = forecastWhere(filter, scope);
    const v = saleForecastVersions;
    for await (const batch of keysetBatches((beforeId, size) => selectForecastRows(deps.db).where(and(where, beforeId ? lt(v.id, beforeId) : undefined)).orderBy(...newestFirst).limit(size))) {
      const weeks = await deps.db
        .select({ versionId: saleForecastWeeks.versionId, week: saleForecastWeeks.week, qty: saleForecastWeeks.qty })
        .from(saleForecastWeeks)
        .where(inArray(saleForecastWeeks.versionId, batch.map((r) => r.id)))
        .orderBy(asc(saleForecastWeeks.week));
      for (const r of batch) {
        const own = weeks.filter((w) => w.versionId === r.id);
        yield { ...sheet.row(toForecastRow(r)), ...Object.fromEntries(own.map((w, i) => [`w${i + 1}`, `${w.week}: ${w.qty}`])) };
      }
    }
  },
});

/** Forecast Excel: the two templates and imports (versions, actual weekly sales) and the export task. */
export function forecastExcelRoutes(): ApiRoutes {
  return new ApiRoutes()
    .add(api.addForecastExcelTask, async (ctx) => createExportTask(ctx, forecastExport, { ...ctx.query, scope: await visibility.scope(ctx.caller) }))
    .add(api.forecastTemplate, async ({ res }) => {
      await sendXlsx(res, api.FORECAST_TEMPLATE_FILE, templateColumns(forecastImport), [exampleRow(forecastImport)]);
    })
    .add(api.indicatorsTemplate, async ({ res }) => {
      await sendXlsx(res, api.INDICATORS_TEMPLATE_FILE, templateColumns(indicatorsImport), [exampleRow(indicatorsImport)]);
    })
    .add(api.importForecastSale, (ctx) => {
      ctx.res.locals.audit = true;
      return runImport(ctx, forecastImport);
    })
    .add(api.importForecastIndicators, (ctx) => {
      ctx.res.locals.audit = true;
      return runImport(ctx, indicatorsImport);
    });
}
