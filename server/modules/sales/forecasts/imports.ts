import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { FORECAST_WEEKS } from '@shared/api/sales/forecast';
import { ISO_WEEK } from '@shared/api/sales/common';
import { FORECAST_IMPORT_KIND, FORECAST_TEMPLATE_FILE, INDICATORS_IMPORT_KIND, INDICATORS_TEMPLATE_FILE } from '@shared/api/sales/forecastExcel';
import { forecastScreen } from '@shared/api/sales/screens';
import { addWeeks, isoWeekOf, weekRange } from '@shared/api/sales/weeks';
import type { Db, Tx } from '../../../db/connection';
import { bookWeeklySales } from '../../supply/stock';
import { saleWeeklySales } from '../../../db/schema';
import { defineImport, rejectRows } from '../../../excel/import-kinds';
import { actorOf } from '../../../workflow';
import { platformScope } from '../../reference';
import { forecastSkuStatus } from '../forecastSkus/queries';
import { lookupStoresAndSkus, storeSkuProblem } from './importRows';
import { saveForecast } from './save';

const code = (label: string) => z.string({ error: `请填写${label}` }).trim().toUpperCase();
const week = (label: string) => z.string({ error: `请填写${label}` }).trim().toUpperCase().regex(ISO_WEEK, `${label}的格式应为 yyyy-Www，如 2026-W07`);
const units = (label: string) =>
  z.string({ error: `请填写${label}` }).trim().regex(/^\d{1,7}$/, `${label}必须是0到1000000的整数`).transform(Number).pipe(z.number().max(1_000_000, `${label}必须是0到1000000的整数`));

const WEEK_KEYS = Array.from({ length: FORECAST_WEEKS }, (_, i) => `w${i + 1}` as const);
type WeekKey = (typeof WEEK_KEYS)[number];

const forecastRow = z.object({
  storeCode: code('店铺编码'),
  sku: code('SKU'),
  startWeek: week('起始周'),
  ...(Object.fromEntries(WEEK_KEYS.map((k, i) => [k, units(`第${i + 1}周`)])) as Record<WeekKey, ReturnType<typeof units>>),
});
type ForecastImportRow = z.output<typeof forecastRow>;

const exampleStart = addWeeks(isoWeekOf(new Date()), 1);
/** The first two columns of both templates. */
const STORE_SKU_COLUMNS = [
  { header: '店铺编码', key: 'storeCode', required: true, example: 'AMZUS-HOME', width: 16 },
  { header: 'SKU', key: 'sku', required: true, example: 'HK0101-01', width: 16 },
];

/** 销量预测 import: each row a new draft version (12 weeks) of a SKU in a store; all rows or none. */
export const forecastImport = defineImport<ForecastImportRow>({
  kind: FORECAST_IMPORT_KIND,
  title: '销量预测导入',
  templateFileName: FORECAST_TEMPLATE_FILE,
  screen: forecastScreen.menu,
  columns: [
    ...STORE_SKU_COLUMNS,
    { header: '起始周', key: 'startWeek', required: true, example: exampleStart, width: 12 },
    ...WEEK_KEYS.map((key, i) => ({ header: `第${i + 1}周`, key, required: true, example: '100', width: 8 })),
  ],
  row: forecastRow,
  async commit(db, rows, caller) {
    const actor = await actorOf(caller);
    const scope = await platformScope(db, caller);
    const found = await lookupStoresAndSkus(db, rows);
    const reasons = new Map<number, string>();
    const seen = new Set<string>();
    for (const [i, r] of rows.entries()) {
      const key = `${r.storeCode}|${r.sku}`;
      const problem = storeSkuProblem(found, r, scope);
      if (problem) reasons.set(i, problem);
      else if (seen.has(key)) reasons.set(i, `${r.storeCode} ${r.sku} 在文件中重复`);
      else if ((await forecastSkuStatus(db, found.sku.get(r.sku)!, found.store.get(r.storeCode)!.id)) === 'stopped') reasons.set(i, `SKU ${r.sku} 在店铺 ${r.storeCode} 已停止预测`);
      seen.add(key);
    }
    rejectRows(reasons);
    for (const r of rows) {
      const weeks = weekRange(r.startWeek, FORECAST_WEEKS).map((w, i) => ({ week: w, qty: (r as unknown as Record<string, number>)[WEEK_KEYS[i]!]! }));
      const input = { id: undefined, version: undefined, skuId: found.sku.get(r.sku)!, storeId: found.store.get(r.storeCode)!.id, startWeek: r.startWeek, weeks, submit: false, remark: '导入' };
      await saveForecast(db, actor, input, scope);
    }
  },
});

const indicatorRow = z.object({
  storeCode: code('店铺编码'),
  sku: code('SKU'),
  week: week('周'),
  qty: units('销量'),
  amount: z.string({ error: '请填写销售额' }).trim().regex(/^\d{1,14}(\.\d{1,2})?$/, '销售额应为不小于0的数字，最多两位小数'),
});
type IndicatorRow = z.output<typeof indicatorRow>;

/** 销量指标 import: actual weekly sales per SKU, store and week (the forecasts' history); a stored week takes the file's value. */
export const indicatorsImport = defineImport<IndicatorRow>({
  kind: INDICATORS_IMPORT_KIND,
  title: '销量指标导入',
  templateFileName: INDICATORS_TEMPLATE_FILE,
  screen: forecastScreen.menu,
  columns: [
    ...STORE_SKU_COLUMNS,
    { header: '周', key: 'week', required: true, example: addWeeks(isoWeekOf(new Date()), -1), width: 12 },
    { header: '销量', key: 'qty', required: true, example: '120', width: 10 },
    { header: '销售额', key: 'amount', required: true, example: '3598.80', width: 14 },
  ],
  row: indicatorRow,
  async commit(db: Db, rows, caller) {
    const scope = await platformScope(db, caller);
    const found = await lookupStoresAndSkus(db, rows);
    const thisWeek = isoWeekOf(new Date());
    const reasons = new Map<number, string>();
    const seen = new Set<string>();
    rows.forEach((r, i) => {
      const key = `${r.storeCode}|${r.sku}|${r.week}`;
      const problem = storeSkuProblem(found, r, scope);
      if (problem) reasons.set(i, problem);
      else if (r.week >= thisWeek) reasons.set(i, `周 ${r.week} 还没有结束，只能导入已过去的周`);
      else if (seen.has(key)) reasons.set(i, `${r.storeCode} ${r.sku} ${r.week} 在文件中重复`);
      seen.add(key);
    });
    rejectRows(reasons);
    const values = rows.map((r) => {
      const store = found.store.get(r.storeCode)!;
      return { skuId: found.sku.get(r.sku)!, storeId: store.id, week: r.week, qty: r.qty, amount: r.amount, currency: store.currency };
    });
    // The units sold leave the store's destination warehouse (docs/domain/supply.md, Sales leave stock).
    rejectRows(await bookWeeklySales(db as unknown as Tx, values, caller.userId));
    for (let i = 0; i < values.length; i += 1000) {
      await db
        .insert(saleWeeklySales)
        .values(values.slice(i, i + 1000))
        .onConflictDoUpdate({
          target: [saleWeeklySales.skuId, saleWeeklySales.storeId, saleWeeklySales.week],
          set: { qty: sql`excluded.qty`, amount: sql`excluded.amount`, currency: sql`excluded.currency` },
        });
    }
  },
});
