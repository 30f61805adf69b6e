import Big from 'big.js';
import { and, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { LimitExceedance } from '@shared/api/promotion/limits';
import type { Db, Tx } from '../../../db/connection';
import { categoryPathName } from './names';
import { platforms, promotionProductLimits as pl, promotionRateLimits as rl, promotionSpends as ledger } from '../../../db/schema';
import { monthSalesCny } from './sales';
import { resolveSpends, type PromotionSpend, type ResolvedSpend, type SpendSource } from './spends';

type Reader = Pick<Db, 'select'> | Tx;

const money = (v: Big) => v.round(2, Big.roundHalfUp).toFixed(2);
const sum = (spends: ResolvedSpend[]) => spends.reduce((t, s) => t.plus(s.amountCny), new Big(0));

/** Ledger rows other than the checked source's own (a claim submitted again after a rejection). */
const others = (exclude?: SpendSource): SQL | undefined => (exclude ? or(ne(ledger.sourceKind, exclude.kind), ne(ledger.sourceId, exclude.id)) : undefined);

async function spent(db: Reader, where: SQL | undefined, exclude?: SpendSource): Promise<Big> {
  const [row] = await db.select({ total: sql<string>`coalesce(sum(${ledger.amountCny}), 0)::text` }).from(ledger).where(and(where, others(exclude)));
  return new Big(row?.total ?? '0');
}

/** Product fee limits (per SKU or SPU and month) the spends would pass. */
async function productOver(db: Reader, spends: ResolvedSpend[], exclude?: SpendSource): Promise<LimitExceedance[]> {
  const keys = spends.flatMap((s) => [
    ...(s.skuCode ? [{ kind: 'sku', code: s.skuCode, month: s.month }] : []),
    ...(s.spu ? [{ kind: 'spu', code: s.spu, month: s.month }] : []),
  ]);
  if (!keys.length) return [];
  const limits = await db
    .select()
    .from(pl)
    .where(and(eq(pl.enabled, true), or(...keys.map((k) => and(eq(pl.targetKind, k.kind), eq(pl.code, k.code), eq(pl.month, k.month))))));
  const out: LimitExceedance[] = [];
  for (const limit of limits) {
    const mine = spends.filter((s) => s.month === limit.month && (limit.targetKind === 'sku' ? s.skuCode === limit.code : s.spu === limit.code));
    const added = sum(mine);
    const skuIds = [...new Set(mine.map((s) => s.skuId).filter((x): x is number => !!x))];
    const target = limit.targetKind === 'sku' ? (skuIds.length ? inArray(ledger.skuId, skuIds) : sql`false`) : eq(ledger.spu, limit.code);
    const before = await spent(db, and(eq(ledger.month, limit.month), target), exclude);
    const over = before.plus(added).minus(limit.amountCny);
    if (over.lte(0)) continue;
    out.push({
      kind: 'product',
      limitId: limit.id,
      label: `${limit.targetKind.toUpperCase()} ${limit.code} ${limit.month} 产品费用限额`,
      month: limit.month,
      limitCny: money(new Big(limit.amountCny)),
      spentCny: money(before),
      addedCny: money(added),
      overCny: money(over),
      salesCny: null,
      maxPercent: null,
      percentAfter: null,
    });
  }
  return out;
}

/** Rate fee limits (promotion cost / sales per platform and category) the spends would pass. */
async function rateOver(db: Reader, spends: ResolvedSpend[], exclude?: SpendSource): Promise<LimitExceedance[]> {
  const platformIds = [...new Set(spends.map((s) => s.platformId))];
  const categoryIds = [...new Set(spends.flatMap((s) => s.categoryIds))];
  if (!categoryIds.length) return [];
  const limits = await db
    .select({ id: rl.id, platformId: rl.platformId, categoryId: rl.categoryId, maxRate: rl.maxRate, platformName: platforms.name })
    .from(rl)
    .leftJoin(platforms, eq(platforms.id, rl.platformId))
    .where(and(eq(rl.enabled, true), inArray(rl.platformId, platformIds), inArray(rl.categoryId, categoryIds)));
  const out: LimitExceedance[] = [];
  for (const limit of limits) {
    const months = [...new Set(spends.filter((s) => s.platformId === limit.platformId && s.categoryIds.includes(limit.categoryId)).map((s) => s.month))];
    for (const month of months) {
      const mine = spends.filter((s) => s.platformId === limit.platformId && s.month === month && s.categoryIds.includes(limit.categoryId));
      const added = sum(mine);
      const before = await spent(db, and(eq(ledger.platformId, limit.platformId), eq(ledger.month, month), sql`${limit.categoryId} = any(${ledger.categoryIds})`), exclude);
      const sales = new Big(await monthSalesCny(db, limit.platformId, limit.categoryId, month));
      const allowed = sales.times(limit.maxRate);
      const after = before.plus(added);
      const over = after.minus(allowed);
      if (over.lte(0)) continue;
      out.push({
        kind: 'rate',
        limitId: limit.id,
        label: `${limit.platformName ?? ''} / ${await categoryPathName(db, limit.categoryId)} ${month} 费率限额`,
        month,
        limitCny: money(allowed),
        spentCny: money(before),
        addedCny: money(added),
        overCny: money(over),
        salesCny: money(sales),
        maxPercent: new Big(limit.maxRate).times(100).toFixed(2),
        percentAfter: sales.gt(0) ? after.div(sales).times(100).toFixed(2) : null,
      });
    }
  }
  return out;
}

/**
 * The limits that `spends` (added to what the ledger already holds for their months, the checked
 * source's own rows left out) would pass, with by how much; empty when within every limit. Claims
 * and promotion items both call it on submission (docs/domain/promotion.md, Limits).
 */
export async function checkPromotionLimits(db: Reader, spends: readonly PromotionSpend[], opts: { exclude?: SpendSource } = {}): Promise<LimitExceedance[]> {
  const resolved = await resolveSpends(db, spends);
  return [...(await productOver(db, resolved, opts.exclude)), ...(await rateOver(db, resolved, opts.exclude))];
}
