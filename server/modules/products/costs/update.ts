import { and, eq } from 'drizzle-orm';
import type { ProductCostRow } from '@shared/api/products/cost';
import type { updateProductCostBody } from '@shared/api/products/cost';
import type { z } from 'zod';
import type { Db } from '../../../db/connection';
import { baseSkus, productCostHistory, productCosts } from '../../../db/schema';
import type { Caller } from '../../../http/auth/caller';
import { fail } from '../../../http/errors';
import { loadCategoryTree } from '../categories/tree';
import { scopeWhere, skuScope } from '../scope';
import { costSelect, SEE_ALL_COSTS, toCostRow } from './queries';

type Body = z.output<typeof updateProductCostBody>;
export type CostOriginValue = 'purchase' | 'accounting' | 'manual' | 'import';

/**
 * Sets a SKU's unit cost and records the change (old, new, origin, who, when) in the same
 * transaction; the SKU row is locked so two changes at once are recorded one after the other.
 */
export async function writeCost(tx: Db, input: { skuId: number; unitCost: string; origin: CostOriginValue; remark: string | null; by: number; costVersion?: number }): Promise<void> {
  const [current] = await tx.select().from(productCosts).where(eq(productCosts.skuId, input.skuId)).for('update');
  if (input.costVersion !== undefined && input.costVersion !== (current?.version ?? 0)) throw fail.conflict('该SKU的成本价已被他人修改，请刷新后重试');
  if (current && Number(current.unitCost) === Number(input.unitCost)) throw fail.refused(`新成本价与当前成本价（${current.unitCost}）相同`);
  const values = { unitCost: input.unitCost, origin: input.origin, remark: input.remark, updatedBy: input.by, updatedAt: new Date() };
  if (current) await tx.update(productCosts).set({ ...values, version: current.version + 1 }).where(eq(productCosts.skuId, input.skuId));
  else await tx.insert(productCosts).values({ skuId: input.skuId, ...values });
  await tx.insert(productCostHistory).values({ skuId: input.skuId, oldCost: current?.unitCost ?? null, newCost: input.unitCost, origin: input.origin, remark: input.remark, changedBy: input.by });
}

/** updateProductCost: the caller's visible SKU only. */
export async function updateCost(db: Db, caller: Caller, body: Body): Promise<ProductCostRow> {
  const tree = await loadCategoryTree(db);
  const scope = await skuScope(db, caller, SEE_ALL_COSTS, tree);
  await db.transaction(async (tx) => {
    const [sku] = await tx.select({ id: baseSkus.id }).from(baseSkus).where(and(eq(baseSkus.id, body.skuId), scopeWhere(scope))).for('update');
    if (!sku) throw fail.notFound('SKU不存在');
    await writeCost(tx, { ...body, by: caller.userId });
  });
  const [row] = await costSelect(db).where(eq(baseSkus.id, body.skuId));
  return toCostRow(tree)(row!);
}
