import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { promoteLogScreen, ratingQueryScreen } from '@shared/api/reviewerReports/screens';
import type { Db } from '../../db/connection';
import { baseSkus } from '../../db/schema';
import type { Caller } from '../../http/auth/caller';
import { scopeWhere, skuScope, type SkuScope } from '../products';

/**
 * Who sees which ratings and log entries: the products module's SKU scope (categories owned, else the
 * platforms of the caller's groups), lifted by ratingQuery:btn_viewAll / promote-log:btn_viewAll.
 */
export const SEE_ALL_RATINGS = [ratingQueryScreen.code('viewAll'), promoteLogScreen.code('viewAll')];

/** The caller's rating scope, as an export task keeps it (taken when the task is created). */
export const ratingScopeOf = (db: Db, caller: Caller): Promise<SkuScope> => skuScope(db, caller, SEE_ALL_RATINGS);

/** A kept scope read back from the task's parameters. */
export const ratingScopeParam: z.ZodType<SkuScope> = z.union([
  z.object({ all: z.literal(true) }),
  z.object({ all: z.literal(false), platformIds: z.array(z.number()), leafCategoryIds: z.array(z.number()), unbound: z.boolean().optional() }),
]);

/** The condition on a `sku_id` column (raw SQL) of the rows a scope covers (undefined: all). */
export function skuIdWhere(scope: SkuScope, skuIdColumn: SQL): SQL | undefined {
  const where = scopeWhere(scope);
  return where ? sql`${skuIdColumn} in (select ${baseSkus.id} from ${baseSkus} where ${where})` : undefined;
}

/** The condition on a `sku_id` column (raw SQL) of rows the caller may see (undefined: all). */
export async function skuIdScope(db: Db, caller: Caller, skuIdColumn: SQL): Promise<SQL | undefined> {
  return skuIdWhere(await ratingScopeOf(db, caller), skuIdColumn);
}

/** The SKU ids of `ids` the caller may work on. */
export async function skusInScope(db: Db, caller: Caller, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const where = scopeWhere(await ratingScopeOf(db, caller));
  const rows = await db.select({ id: baseSkus.id }).from(baseSkus).where(sql`${baseSkus.id} in ${ids}${where ? sql` and ${where}` : sql``}`);
  return new Set(rows.map((r) => r.id));
}
