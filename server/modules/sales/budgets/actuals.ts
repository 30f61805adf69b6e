import Big from 'big.js';
import { and, eq, like } from 'drizzle-orm';
import { monthOfWeek } from '@shared/api/sales/weeks';
import type { Db } from '../../../db/connection';
import { baseSkus, saleWeeklySales } from '../../../db/schema';

export interface MonthActual {
  spu: string;
  month: number;
  qty: number;
  amount: string;
}

/** A store's actual sales of a year per SPU and month (a week counts in the month of its Thursday). */
export async function actualsByMonth(db: Pick<Db, 'select'>, storeId: number, year: number): Promise<MonthActual[]> {
  const weeks = await db
    .select({ spu: baseSkus.spu, week: saleWeeklySales.week, qty: saleWeeklySales.qty, amount: saleWeeklySales.amount })
    .from(saleWeeklySales)
    .innerJoin(baseSkus, eq(baseSkus.id, saleWeeklySales.skuId))
    .where(and(eq(saleWeeklySales.storeId, storeId), like(saleWeeklySales.week, `${year}-W%`)));
  const sums = new Map<string, { spu: string; month: number; qty: number; amount: Big }>();
  for (const w of weeks) {
    const { month } = monthOfWeek(w.week);
    const key = `${w.spu}|${month}`;
    const s = sums.get(key) ?? { spu: w.spu, month, qty: 0, amount: new Big(0) };
    s.qty += w.qty;
    s.amount = s.amount.plus(w.amount);
    sums.set(key, s);
  }
  return [...sums.values()].map((s) => ({ spu: s.spu, month: s.month, qty: s.qty, amount: s.amount.toFixed(2) }));
}
