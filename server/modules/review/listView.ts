import { sql, type Placeholder } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/connection';
import type { Condition } from '../../db/conditions';
import type { Caller } from '../../http/auth/caller';
import { bindList } from '../../http/preparedList';
import type { Visibility } from '../../http/visibility';
import { platformScope, type PlatformScope } from '../reference';

/** Whose records a caller's list shows (undefined: everyone's) and on which platforms. */
export interface ListView {
  owner: number | undefined;
  platforms: PlatformScope;
}

export async function listViewOf(db: Db, caller: Caller, visibility: Visibility): Promise<ListView> {
  return { owner: await visibility.scope(caller), platforms: await platformScope(db, caller) };
}

/** The platforms a list is limited to, as one list value (undefined: every platform). */
export const platformsOf = (scope: PlatformScope): number[] | undefined => (scope.all ? undefined : [...scope.platformIds]);

/** Rows on one of the bound platforms (the list bound as one value; an empty list: none). */
export const onPlatforms =
  (column: AnyPgColumn): Condition =>
  (v) =>
    sql`${column} = any(${bindList(v as number[] | Placeholder)}::integer[])`;
