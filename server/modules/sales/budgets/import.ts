import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import { BUDGET_IMPORT_KIND, BUDGET_TEMPLATE_FILE } from '@shared/api/sales/budget';
import { budgetScreen } from '@shared/api/sales/screens';
import type { Tx } from '../../../db/connection';
import { baseSkus, platforms, stores } from '../../../db/schema';
import { eq } from 'drizzle-orm';
import { defineImport, rejectRows } from '../../../excel/import-kinds';
import { actorOf } from '../../../workflow';
import { inPlatformScope, platformScope } from '../../reference';
import { notOwnedMessage, spusNotOwned } from './spuOwnership';
import { budgetBlocked, writeBudget, type BudgetLineInput } from './write';

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .string({ error: `请填写${label}` })
    .regex(/^\d+$/, `${label}必须是整数`)
    .transform(Number)
    .pipe(z.number().min(min, `${label}应在${min}到${max}之间`).max(max, `${label}应在${min}到${max}之间`));

const budgetImportRow = z.object({
  storeCode: z.string({ error: '请填写店铺编码' }).trim().toUpperCase(),
  year: wholeNumber('年份', 2000, 2100),
  spu: z.string({ error: '请填写SPU' }).trim().toUpperCase().max(64, 'SPU最多64个字符'),
  month: wholeNumber('月份', 1, 12),
  qty: wholeNumber('销量', 0, 100_000_000),
  amount: z.string({ error: '请填写销售额' }).trim().regex(/^\d{1,14}(\.\d{1,2})?$/, '销售额应为不小于0的数字，最多两位小数'),
});
type BudgetImportRow = z.output<typeof budgetImportRow>;

/** Years a budget may be imported for: last year (late corrections) to two years ahead. */
const yearAllowed = (year: number) => {
  const now = new Date().getFullYear();
  return year >= now - 1 && year <= now + 2;
};

/**
 * 年度预算 import (docs/domain/sales-planning.md, Excel): the rows of a store and year become that
 * store's draft budget for the year. An operator budgets only the SPUs assigned to them in the store.
 * All rows or none.
 */
export const budgetImport = defineImport<BudgetImportRow>({
  kind: BUDGET_IMPORT_KIND,
  title: '年度预算导入',
  templateFileName: BUDGET_TEMPLATE_FILE,
  screen: budgetScreen.menu,
  columns: [
    { header: '店铺编码', key: 'storeCode', required: true, example: 'US-AMZ-01', width: 16 },
    { header: '年份', key: 'year', required: true, example: String(new Date().getFullYear() + 1), width: 8 },
    { header: 'SPU', key: 'spu', required: true, example: 'SPU-1001', width: 16 },
    { header: '月份', key: 'month', required: true, example: '1', width: 8 },
    { header: '销量', key: 'qty', required: true, example: '1200', width: 10 },
    { header: '销售额', key: 'amount', required: true, example: '35988.00', width: 14 },
  ],
  row: budgetImportRow,
  async commit(db, rows, caller) {
    // runImport hands over its transaction.
    const tx = db as unknown as Tx;
    const actor = await actorOf(caller);
    const scope = await platformScope(tx, caller);
    const codes = [...new Set(rows.map((r) => r.storeCode))];
    const storeRows = await tx
      .select({ id: stores.id, code: stores.code, platformId: stores.platformId, currency: platforms.currency, enabled: stores.enabled })
      .from(stores)
      .innerJoin(platforms, eq(platforms.id, stores.platformId))
      .where(inArray(stores.code, codes));
    const storeByCode = new Map(storeRows.map((s) => [s.code.toUpperCase(), s]));
    const spus = [...new Set(rows.map((r) => r.spu))];
    const knownSpus = new Set((await tx.selectDistinct({ spu: baseSkus.spu }).from(baseSkus).where(inArray(baseSkus.spu, spus))).map((r) => r.spu.toUpperCase()));

    const reasons = new Map<number, string>();
    const seen = new Set<string>();
    const groups = new Map<string, { storeCode: string; year: number; rows: number[] }>();
    rows.forEach((r, i) => {
      const store = storeByCode.get(r.storeCode);
      const key = `${r.storeCode}|${r.year}|${r.spu}|${r.month}`;
      if (!store) reasons.set(i, `店铺 ${r.storeCode} 不存在`);
      else if (!store.enabled) reasons.set(i, `店铺 ${r.storeCode} 已停用`);
      else if (!inPlatformScope(scope, store.platformId)) reasons.set(i, `店铺 ${r.storeCode} 不在你负责的平台内`);
      else if (!yearAllowed(r.year)) reasons.set(i, `年份 ${r.year} 不可导入（只能导入去年到后年的预算）`);
      else if (!knownSpus.has(r.spu)) reasons.set(i, `SPU ${r.spu} 不存在`);
      else if (seen.has(key)) reasons.set(i, `${r.storeCode} ${r.year}年 ${r.spu} ${r.month}月 在文件中重复`);
      seen.add(key);
      const g = `${r.storeCode}|${r.year}`;
      if (!groups.has(g)) groups.set(g, { storeCode: r.storeCode, year: r.year, rows: [] });
      groups.get(g)!.rows.push(i);
    });
    for (const g of groups.values()) {
      const store = storeByCode.get(g.storeCode);
      if (!store) continue;
      const open = g.rows.filter((i) => !reasons.has(i));
      const foreign = new Set(await spusNotOwned(tx, actor, store.id, open.map((i) => rows[i]!.spu)));
      for (const i of open) if (foreign.has(rows[i]!.spu)) reasons.set(i, notOwnedMessage([rows[i]!.spu]));
      const blocked = await budgetBlocked(tx, store.id, g.year, actor);
      if (blocked) g.rows.forEach((i) => reasons.has(i) || reasons.set(i, blocked));
    }
    rejectRows(reasons);

    for (const g of groups.values()) {
      const store = storeByCode.get(g.storeCode)!;
      const lines: BudgetLineInput[] = g.rows.map((i) => ({ spu: rows[i]!.spu, month: rows[i]!.month, qty: rows[i]!.qty, amount: rows[i]!.amount }));
      await writeBudget(tx, actor, store, g.year, lines);
    }
  },
});
