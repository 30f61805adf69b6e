import { inArray, sql } from 'drizzle-orm';
import { HEALTH_IMPORT_KIND, HEALTH_TEMPLATE_FILE, healthImportRow, healthTemplate, importStoreHealth, type HealthImportRow } from '@shared/api/storePerformance/stores';
import { perfStoreListScreen } from '@shared/api/storePerformance/screens';
import type { Db } from '../../db/connection';
import { perfStoreHealth, stores } from '../../db/schema';
import type { Caller } from '../../http/auth/caller';
import { sendXlsx } from '../../excel/download';
import { defineImport, rejectRows } from '../../excel/import-kinds';
import { runImport } from '../../excel/import-run';
import { exampleRow, templateColumns } from '../../excel/template';
import { ApiRoutes } from '../../http/api';
import { inPlatformScope, type PlatformScope } from '../reference';
import { storeScope } from './scope';

/** Stores the weeks (replacing a store-week already stored); rows must have passed the checks. */
export async function storeHealthWeeks(db: Db, userId: number, rows: Array<HealthImportRow & { storeId: number }>): Promise<void> {
  for (const { storeCode: _, ...row } of rows) {
    const values = { ...row, importedBy: userId, importedAt: new Date() };
    await db
      .insert(perfStoreHealth)
      .values(values)
      .onConflictDoUpdate({ target: [perfStoreHealth.storeId, perfStoreHealth.week], set: values });
  }
}

/** Row index -> why it cannot be stored: unknown store or out of view, a store-week twice in the sheet. */
async function reasonsOf(tx: Db, scope: PlatformScope, rows: HealthImportRow[]): Promise<{ reasons: Map<number, string>; ids: Map<string, number> }> {
  const codes = [...new Set(rows.map((r) => r.storeCode.toUpperCase()))];
  const found = codes.length ? await tx.select({ id: stores.id, code: stores.code, platformId: stores.platformId }).from(stores).where(inArray(sql`upper(${stores.code})`, codes)) : [];
  const ids = new Map(found.filter((f) => inPlatformScope(scope, f.platformId)).map((f) => [f.code.toUpperCase(), f.id]));
  const reasons = new Map<number, string>();
  const seen = new Set<string>();
  rows.forEach((row, i) => {
    const code = row.storeCode.toUpperCase();
    if (!ids.has(code)) reasons.set(i, `店铺代码 ${row.storeCode} 不存在或不在您的店铺范围内`);
    const key = `${code}|${row.week}`;
    if (seen.has(key)) reasons.set(i, [reasons.get(i), '同一店铺同一周在文件中重复'].filter(Boolean).join('；'));
    seen.add(key);
  });
  return { reasons, ids };
}

/** 店铺绩效导入: a week of account-health figures per store, all rows or none. */
export const healthImport = defineImport({
  kind: HEALTH_IMPORT_KIND,
  title: '店铺绩效导入',
  templateFileName: HEALTH_TEMPLATE_FILE,
  screen: perfStoreListScreen.menu,
  columns: [
    { header: '店铺代码', key: 'storeCode', required: true, example: 'AMZUS-HOME', width: 14 },
    { header: '周（周一）', key: 'week', required: true, example: '2026-11-16', width: 14 },
    { header: '订单缺陷率%', key: 'orderDefectRate', required: true, example: '0.45', width: 14 },
    { header: '迟发率%', key: 'lateShipmentRate', required: true, example: '1.20', width: 12 },
    { header: '取消率%', key: 'cancellationRate', required: true, example: '0.80', width: 12 },
    { header: '有效追踪率%', key: 'validTrackingRate', required: true, example: '98.50', width: 14 },
    { header: '政策违规数', key: 'policyViolations', required: true, example: '0', width: 12 },
    { header: '差评率%', key: 'negativeFeedbackRate', required: true, example: '2.10', width: 12 },
  ],
  row: healthImportRow,
  async commit(tx, rows, caller: Caller) {
    const { reasons, ids } = await reasonsOf(tx, await storeScope(tx, caller), rows);
    rejectRows(reasons);
    await storeHealthWeeks(tx, caller.userId, rows.map((r) => ({ ...r, storeId: ids.get(r.storeCode.toUpperCase())! })));
  },
});

/** The template (店铺绩效导入模板.xlsx) and the upload. */
export function healthImportRoutes(): ApiRoutes {
  return new ApiRoutes()
    .add(healthTemplate, async ({ res }) => {
      await sendXlsx(res, HEALTH_TEMPLATE_FILE, templateColumns(healthImport), [exampleRow(healthImport)]);
    })
    .add(importStoreHealth, (ctx) => {
      ctx.res.locals.audit = true;
      return runImport(ctx, healthImport);
    });
}
