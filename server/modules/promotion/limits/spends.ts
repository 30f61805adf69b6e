import { and, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../../db/connection';
import { baseSkus, productCategories, promotionSpends } from '../../../db/schema';

/** One promotion spend to check or record (docs/domain/promotion.md, The spend ledger). */
export interface PromotionSpend {
  platformId: number;
  /** yyyy-MM */
  month: string;
  /** The SKU spent on; its SPU and category come with it. */
  skuId?: number | null;
  /** An SPU spent on as a whole (no SKU). */
  spu?: string | null;
  /** A category spent on as a whole (no SKU). */
  categoryId?: number | null;
  /** CNY, decimal string. */
  amountCny: string;
}

/** Who spends: a reimbursement claim or a promotion item. */
export interface SpendSource {
  kind: 'claim' | 'item';
  id: number;
}

/** A spend with its SKU code, SPU and category path (level 3, 2, 1) looked up. */
export interface ResolvedSpend extends PromotionSpend {
  skuCode: string | null;
  spu: string | null;
  categoryIds: number[];
}

type Reader = Pick<Db, 'select'> | Tx;

const c2 = alias(productCategories, 'c2');
const c3 = alias(productCategories, 'c3');

/** A category and its parents, the category itself first. */
async function categoryPaths(db: Reader, ids: number[]): Promise<Map<number, number[]>> {
  if (!ids.length) return new Map();
  const c1 = productCategories;
  const rows = await db
    .select({ id: c1.id, parent: c2.id, grand: c3.id })
    .from(c1)
    .leftJoin(c2, eq(c2.id, c1.parentId))
    .leftJoin(c3, eq(c3.id, c2.parentId))
    .where(inArray(c1.id, ids));
  return new Map(rows.map((r) => [r.id, [r.id, r.parent, r.grand].filter((x): x is number => x !== null)]));
}

/** Looks up each spend's SKU code, SPU and category path. */
export async function resolveSpends(db: Reader, spends: readonly PromotionSpend[]): Promise<ResolvedSpend[]> {
  const skuIds = [...new Set(spends.map((s) => s.skuId).filter((x): x is number => !!x))];
  const skus = skuIds.length
    ? await db.select({ id: baseSkus.id, sku: baseSkus.sku, spu: baseSkus.spu, categoryId: baseSkus.categoryId }).from(baseSkus).where(inArray(baseSkus.id, skuIds))
    : [];
  const bySku = new Map(skus.map((s) => [s.id, s]));
  const categoryIds = [...new Set([...skus.map((s) => s.categoryId), ...spends.map((s) => s.categoryId)].filter((x): x is number => !!x))];
  const paths = await categoryPaths(db, categoryIds);
  return spends.map((s) => {
    const sku = s.skuId ? bySku.get(s.skuId) : undefined;
    const categoryId = sku?.categoryId ?? s.categoryId ?? null;
    return { ...s, skuCode: sku?.sku ?? null, spu: sku?.spu ?? s.spu ?? null, categoryIds: categoryId ? (paths.get(categoryId) ?? []) : [] };
  });
}

/** Writes a source's spends to the ledger (replacing what it had): on submission. */
export async function recordPromotionSpend(tx: Tx, source: SpendSource, spends: readonly PromotionSpend[]): Promise<void> {
  await releasePromotionSpend(tx, source);
  const rows = await resolveSpends(tx, spends);
  if (!rows.length) return;
  await tx.insert(promotionSpends).values(
    rows.map((r) => ({
      sourceKind: source.kind,
      sourceId: source.id,
      platformId: r.platformId,
      skuId: r.skuId ?? null,
      spu: r.spu,
      categoryIds: r.categoryIds,
      month: r.month,
      amountCny: r.amountCny,
    })),
  );
}

/** Takes a source's spends out of the ledger: on rejection or deletion. */
export async function releasePromotionSpend(tx: Tx, source: SpendSource): Promise<void> {
  await tx.delete(promotionSpends).where(and(eq(promotionSpends.sourceKind, source.kind), eq(promotionSpends.sourceId, source.id)));
}
