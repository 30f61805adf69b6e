import { and, eq, sql, type SQL } from 'drizzle-orm';
import { perfStoreListScreen } from '@shared/api/storePerformance/screens';
import type { Db, Tx } from '../../db/connection';
import { stores } from '../../db/schema';
import type { Caller } from '../../http/auth/caller';
import { fail } from '../../http/errors';
import { platformScope, platformScopeWhere, type PlatformScope } from '../reference';

/**
 * Which stores a caller's store-performance screens show (docs/domain/store-performance.md, Visibility):
 * every store with 绩效店铺's 查看全部, otherwise the stores of the caller's platforms.
 */
export async function storeScope(db: Db, caller: Caller): Promise<PlatformScope> {
  if ((await caller.codes()).elements.has(perfStoreListScreen.code('viewAll'))) return { all: true };
  return platformScope(db, caller);
}

/** The condition limiting `stores` rows to the scope. */
export const storeScopeWhere = (scope: PlatformScope): SQL | undefined => platformScopeWhere(scope, stores.platformId);

/** A store in view, or "店铺不存在". */
export async function storeInView(db: Db | Tx, scope: PlatformScope, storeId: number): Promise<{ id: number; code: string; name: string }> {
  const [row] = await db
    .select({ id: stores.id, code: stores.code, name: stores.name })
    .from(stores)
    .where(and(eq(stores.id, storeId), storeScopeWhere(scope) ?? sql`true`));
  if (!row) throw fail.notFound('店铺不存在');
  return row;
}
