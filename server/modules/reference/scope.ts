import { inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ADMIN_GROUP_CODE } from '@shared/api/admin/group';
import { ALL_PLATFORMS_CODE } from '@shared/api/reference/screens';
import type { Db } from '../../db/connection';
import { groupPlatforms } from '../../db/schema';
import type { Caller } from '../../http/auth/caller';
import type { MasterScope } from '../../http/masterFilters';
import { bindList } from '../../http/preparedList';

/**
 * Which platforms (platforms.id) a caller works on (docs/domain/master-data.md, "Who sees which
 * platforms"): every platform for administrators and holders of `sale-store-list:btn_allPlatforms`;
 * otherwise the platforms given to any of their groups in `group_platforms` (possibly none).
 */
export type PlatformScope = { all: true } | { all: false; platformIds: readonly number[] };

export async function platformScope(db: Db, caller: Caller): Promise<PlatformScope> {
  const codes = await caller.codes();
  if (codes.elements.has(ALL_PLATFORMS_CODE) || codes.groups.some((g) => g.code === ADMIN_GROUP_CODE)) return { all: true };
  const groupIds = codes.groups.map((g) => g.id);
  if (groupIds.length === 0) return { all: false, platformIds: [] };
  const rows = await db.selectDistinct({ id: groupPlatforms.platformId }).from(groupPlatforms).where(inArray(groupPlatforms.groupId, groupIds));
  return { all: false, platformIds: rows.map((r) => r.id).sort((a, b) => a - b) };
}

/** The condition limiting rows whose `column` holds a platform id to the scope (undefined: no limit). */
export function platformScopeWhere(scope: PlatformScope, column: AnyPgColumn): SQL | undefined {
  if (scope.all) return undefined;
  return scope.platformIds.length ? inArray(column, [...scope.platformIds]) : sql`false`;
}

/** Whether one platform is in the scope. */
export const inPlatformScope = (scope: PlatformScope, platformId: number): boolean => scope.all || scope.platformIds.includes(platformId);

/** The scope of a master screen (masterFilters.ts): the caller's platform ids, bound as one list; none when every platform is seen. */
export const platformScopeOf = (column: AnyPgColumn): MasterScope => ({
  of: async (db, caller) => {
    const scope = await platformScope(db, caller);
    return scope.all ? undefined : [...scope.platformIds];
  },
  condition: (ids) => sql`${column} = any(${bindList(ids as number[] | Placeholder)}::integer[])`,
});
