import Big from 'big.js';
import dayjs from 'dayjs';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { costReportScreen } from '@shared/api/promotionItems/screens';
import type { Db } from '../../../db/connection';
import { baseSkus, promotionProductLimits as pl, promotionRateLimits as rl, promotionSpends as ledger } from '../../../db/schema';
import type { HomeFigure } from '../../../home/figures';
import { lastMonths } from '../../../home/periods';
import { checkPromotionLimits } from './check';
import type { PromotionSpend } from './spends';

/**
 * A zero spend on every limit in force in `month`: checking them with `checkPromotionLimits` answers
 * the limits the ledger has already passed, with by how much.
 */
async function limitProbes(db: Db, month: string): Promise<PromotionSpend[]> {
  const [products, rates] = await Promise.all([
    db.select({ kind: pl.targetKind, code: pl.code }).from(pl).where(and(eq(pl.enabled, true), eq(pl.month, month))),
    db.select({ platformId: rl.platformId, categoryId: rl.categoryId }).from(rl).where(eq(rl.enabled, true)),
  ]);
  const skuCodes = products.filter((p) => p.kind === 'sku').map((p) => p.code);
  const skus = skuCodes.length ? await db.select({ id: baseSkus.id }).from(baseSkus).where(inArray(baseSkus.sku, skuCodes)) : [];
  // Product limits are not per platform: 0 names none, so these probes reach no rate limit.
  return [
    ...skus.map((s) => ({ platformId: 0, month, skuId: s.id, amountCny: '0' })),
    ...products.filter((p) => p.kind === 'spu').map((p) => ({ platformId: 0, month, spu: p.code, amountCny: '0' })),
    ...rates.map((r) => ({ platformId: r.platformId, month, categoryId: r.categoryId, amountCny: '0' })),
  ];
}

/** The limits in force in `month`: that month's product limits and every rate limit (they hold each month). */
async function limitCount(db: Db, month: string): Promise<number> {
  const [[products], [rates]] = await Promise.all([
    db.select({ n: count() }).from(pl).where(and(eq(pl.enabled, true), eq(pl.month, month))),
    db.select({ n: count() }).from(rl).where(eq(rl.enabled, true)),
  ]);
  return (products?.n ?? 0) + (rates?.n ?? 0);
}

/**
 * 本月推广费用: what the spend ledger holds for this month (claims and items submitted, in CNY) against
 * the product and rate fee limits in force, with the last 6 months; opens the cost report of the month.
 */
const spendAgainstLimits: HomeFigure = {
  key: 'promotion.spendAgainstLimits',
  title: '本月推广费用',
  screen: costReportScreen,
  async compute({ db }) {
    const months = lastMonths(6).map((p) => ({ label: p.label, month: dayjs(p.from).format('YYYY-MM') }));
    const month = months.at(-1)!.month;
    const rows = await db
      .select({ month: ledger.month, cny: sql<string>`sum(${ledger.amountCny})::text` })
      .from(ledger)
      .where(inArray(ledger.month, months.map((m) => m.month)))
      .groupBy(ledger.month);
    const spent = (m: string) => new Big(rows.find((r) => r.month === m)?.cny ?? '0');
    const [over, limits] = await Promise.all([checkPromotionLimits(db, await limitProbes(db, month)), limitCount(db, month)]);
    const overCny = over.reduce((t, e) => t.plus(e.overCny), new Big(0));
    const hint = !limits ? '本月未设费用限额' : over.length ? `${limits} 项限额中 ${over.length} 项已超出，共超 ¥${overCny.toFixed(2)}` : `${limits} 项限额均未超出`;
    return {
      value: spent(month).toFixed(2),
      unit: '元',
      hint,
      trend: months.map((m) => ({ label: m.label, value: Number(spent(m.month).toFixed(2)) })),
      path: `${costReportScreen.path}?fromMonth=${month}&toMonth=${month}`,
    };
  },
};

export const promotionFigures = [spendAgainstLimits];
