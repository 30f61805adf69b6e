import { z } from 'zod';
import { exchangeRate, isoDay } from '@shared/api/b2b/fields';
import { CNY_RATE_MESSAGE, RATE_IMPORT_KIND, RATE_TEMPLATE_FILE } from '@shared/api/reference/rates';
import { exchangeRateScreen } from '@shared/api/reference/screens';
import { currencies } from '../../db/schema';
import { defineImport, rejectRows } from '../../excel/import-kinds';
import { CNY } from './rates';
import { upsertRates } from './rateQueries';

const rateImportRow = z.object({
  currency: z
    .string({ error: '请填写币种' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, '币种不正确（三位字母代码，如 USD）')
    .refine((c) => c !== CNY, CNY_RATE_MESSAGE),
  rateDate: z.string({ error: '请填写日期' }).trim().pipe(isoDay),
  rate: exchangeRate,
});

/**
 * 汇率导入: many days and currencies at once (a bank's monthly sheet), all or none. A day that already
 * has a rate takes the file's value.
 */
export const rateImport = defineImport({
  kind: RATE_IMPORT_KIND,
  title: '汇率导入',
  templateFileName: RATE_TEMPLATE_FILE,
  screen: exchangeRateScreen.menu,
  columns: [
    { header: '币种', key: 'currency', required: true, example: 'USD', width: 10 },
    { header: '日期', key: 'rateDate', required: true, example: '2026-01-05', width: 14 },
    { header: '汇率', key: 'rate', required: true, example: '7.1234', width: 14 },
  ],
  row: rateImportRow,
  async commit(tx, rows, caller) {
    const known = new Set((await tx.select({ code: currencies.code }).from(currencies)).map((c) => c.code));
    const reasons = new Map<number, string>();
    const seen = new Set<string>();
    rows.forEach((row, i) => {
      const key = `${row.currency} ${row.rateDate}`;
      if (!known.has(row.currency)) reasons.set(i, `币种 ${row.currency} 不存在`);
      else if (seen.has(key)) reasons.set(i, `${row.currency} 在 ${row.rateDate} 的汇率在文件中重复`);
      seen.add(key);
    });
    rejectRows(reasons);
    await upsertRates(tx, rows, 'import', caller.userId);
  },
});
