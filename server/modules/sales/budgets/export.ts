import { and, lt } from 'drizzle-orm';
import { z } from 'zod';
import { budgetFilter } from '@shared/api/sales/budget';
import { budgetFields } from '@shared/api/sales/recordFields';
import { budgetScreen } from '@shared/api/sales/screens';
import { saleBudgets } from '../../../db/schema';
import { defineExport } from '../../../excel/export-kinds';
import { fieldSheet } from '../../../excel/fields';
import { keysetRows } from '../../../http/listPage';
import { budgetWhere, newestFirst, selectBudgetRows, toBudgetRow } from './queries';

const sheet = fieldSheet(budgetFields, ['serialNo', 'storeName', 'year', 'status', 'totalQty', 'totalAmount', 'creatorName', 'auditorName', 'auditedAt', 'createdAt', 'submittedAt']);
/** The list's filter plus the asker's scope, taken when the task is created. */
const params = budgetFilter.extend({ scope: z.number().optional() });

/** 年度预算 导出: the list's rows with its filters and the asker's scope, newest first, 1,000 at a time. */
export const budgetExport = defineExport<z.output<typeof params>>({
  kind: 'saleBudget',
  fileName: '年度预算',
  screen: budgetScreen.menu,
  columns: sheet.columns,
  params: params as unknown as z.ZodType<z.output<typeof params>>,
  async *rows(deps, p) {
    const { scope, ...filter } = p;
    const where = budgetWhere(filter, scope);
    yield* keysetRows(
      (beforeId, size) => selectBudgetRows(deps.db).where(and(where, beforeId ? lt(saleBudgets.id, beforeId) : undefined)).orderBy(...newestFirst).limit(size),
      (r) => sheet.row(toBudgetRow(r)),
    );
  },
});
