import { sql, type SQL } from 'drizzle-orm';
import { promoteLogScreen, ratingQueryScreen } from '@shared/api/reviewerReports/screens';
import type { Db } from '../../db/connection';
import { baseSkus } from '../../db/schema';
import type { Caller } from '../../http/auth/caller';
import { scopeWhere, skuScope } from '../products';

/**
 * Who sees which ratings and log entries: the products module's SKU scope (categories owned, else the
 * platforms of the caller's groups), lifted by ratingQuery:btn_viewAll / promote-log:btn_viewAll.
 */
export const SEE_ALL_RATINGS = [ratingQueryScreen.code('viewAll'), promoteLogScreen.code('viewAll')];

/** The condition on a `sku_id` column (raw SQL) of rows the caller may see (undefined: all). */
export async function skuIdScope(db: Db, caller: Caller, skuIdColumn: SQL): Promise<SQL | undefined> {
  const where = scopeWhere(await skuScope(db, caller, SEE_ALL_RATINGS));
  return where ? sql`${skuIdColumn} in (select ${baseSkus.id} from ${baseSkus} where ${where})` : undefined;
}

/** The SKU ids of `ids` the caller may work on. */
export async function skusInScope(db: Db, caller: Caller, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const where = scopeWhere(await skuScope(db, caller, SEE_ALL_RATINGS));
  const rows = await db.select({ id: baseSkus.id }).from(baseSkus).where(sql`${baseSkus.id} in ${ids}${where ? sql` and ${where}` : sql``}`);
  return new Set(rows.map((r) => r.id));
}
