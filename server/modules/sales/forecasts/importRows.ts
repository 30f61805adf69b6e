import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/connection';
import { baseSkus, platforms, stores } from '../../../db/schema';
import { inPlatformScope, type PlatformScope } from '../../reference';

export interface StoreOfRow {
  id: number;
  code: string;
  currency: string;
  enabled: boolean;
  platformId: number;
}

/** The stores and SKUs named by an import's rows (store codes and SKUs upper case), looked up at once. */
export async function lookupStoresAndSkus(db: Pick<Db, 'select'>, rows: Array<{ storeCode: string; sku: string }>) {
  const codes = [...new Set(rows.map((r) => r.storeCode))];
  const skus = [...new Set(rows.map((r) => r.sku))];
  const storeRows = codes.length
    ? await db
        .select({ id: stores.id, code: stores.code, currency: platforms.currency, enabled: stores.enabled, platformId: stores.platformId })
        .from(stores)
        .innerJoin(platforms, eq(platforms.id, stores.platformId))
        .where(inArray(stores.code, codes))
    : [];
  const skuRows = skus.length ? await db.select({ id: baseSkus.id, sku: baseSkus.sku }).from(baseSkus).where(and(inArray(baseSkus.sku, skus))) : [];
  return {
    store: new Map<string, StoreOfRow>(storeRows.map((s) => [s.code.toUpperCase(), s])),
    sku: new Map(skuRows.map((s) => [s.sku.toUpperCase(), s.id])),
  };
}

/** Why a row's store or SKU cannot be used, or undefined. */
export function storeSkuProblem(found: Awaited<ReturnType<typeof lookupStoresAndSkus>>, row: { storeCode: string; sku: string }, scope: PlatformScope): string | undefined {
  const store = found.store.get(row.storeCode);
  if (!store || !inPlatformScope(scope, store.platformId)) return `店铺 ${row.storeCode} 不存在`;
  if (!store.enabled) return `店铺 ${row.storeCode} 已停用`;
  if (!found.sku.has(row.sku)) return `SKU ${row.sku} 不存在`;
  return undefined;
}
