import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { isoDay } from '@shared/api/inputs';
import { LOGISTICS_IMPORT_KIND, LOGISTICS_TEMPLATE_FILE, TRANSPORT_MODES } from '@shared/api/sales/logistics';
import { logisticsCostScreen } from '@shared/api/sales/screens';
import { countries, currencies, saleLogisticsCosts } from '../../../db/schema';
import { defineImport, rejectRows } from '../../../excel/import-kinds';

const modeByLabel = new Map<string, string>(Object.entries(TRANSPORT_MODES).map(([value, label]) => [label, value]));

const logisticsRow = z.object({
  country: z.string({ error: '请填写国家' }).trim().toUpperCase(),
  transportMode: z
    .string({ error: '请填写运输方式' })
    .trim()
    .refine((v) => modeByLabel.has(v), '运输方式只能是 海运、空运、快递、铁路')
    .transform((v) => modeByLabel.get(v)!),
  currency: z.string({ error: '请填写币种' }).trim().toUpperCase(),
  costPerKg: z.string({ error: '请填写单价' }).trim().regex(/^\d{1,12}(\.\d{1,2})?$/, '单价应为不小于0的数字，最多两位小数'),
  effectiveFrom: z.string({ error: '请填写生效日期' }).trim().pipe(isoDay),
});

/** 物流费用 import: all rows or none; a country, mode and day already stored takes the file's value. */
export const logisticsImport = defineImport({
  kind: LOGISTICS_IMPORT_KIND,
  title: '物流费用导入',
  templateFileName: LOGISTICS_TEMPLATE_FILE,
  screen: logisticsCostScreen.menu,
  columns: [
    { header: '国家', key: 'country', required: true, example: 'US', width: 8 },
    { header: '运输方式', key: 'transportMode', required: true, example: '海运', width: 10 },
    { header: '币种', key: 'currency', required: true, example: 'CNY', width: 8 },
    { header: '单价(每公斤)', key: 'costPerKg', required: true, example: '12.50', width: 14 },
    { header: '生效日期', key: 'effectiveFrom', required: true, example: '2026-01-01', width: 14 },
  ],
  row: logisticsRow,
  async commit(tx, rows, caller) {
    const knownCountries = new Set((await tx.select({ code: countries.code }).from(countries)).map((c) => c.code));
    const knownCurrencies = new Set((await tx.select({ code: currencies.code }).from(currencies)).map((c) => c.code));
    const reasons = new Map<number, string>();
    const seen = new Set<string>();
    rows.forEach((r, i) => {
      const key = `${r.country}|${r.transportMode}|${r.effectiveFrom}`;
      if (!knownCountries.has(r.country)) reasons.set(i, `国家 ${r.country} 不存在`);
      else if (!knownCurrencies.has(r.currency)) reasons.set(i, `币种 ${r.currency} 不存在`);
      else if (seen.has(key)) reasons.set(i, `${r.country} ${TRANSPORT_MODES[r.transportMode as 'sea']} ${r.effectiveFrom} 在文件中重复`);
      seen.add(key);
    });
    rejectRows(reasons);
    await tx
      .insert(saleLogisticsCosts)
      .values(rows.map((r) => ({ ...r, updatedBy: caller.userId })))
      .onConflictDoUpdate({
        target: [saleLogisticsCosts.country, saleLogisticsCosts.transportMode, saleLogisticsCosts.effectiveFrom],
        set: { currency: sql`excluded.currency`, costPerKg: sql`excluded.cost_per_kg`, updatedBy: caller.userId, updatedAt: new Date() },
      });
  },
});
