import { and, eq, getTableColumns, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { ALL_PLATFORMS_CODE } from '@shared/api/reference/screens';
import type { Db } from '../../db/connection';
import { loadUserCodes } from '../../http/auth/codes';
import type { Caller } from '../../http/auth/caller';
import { fail } from '../../http/errors';
import { platformScope, type PlatformScope } from '../reference';
import { bindList } from '../../http/preparedList';
import type { Bound } from '../../db/conditions';

/**
 * Who sees which Hive project (docs/domain/warranty.md, "Who sees what"): a project is on the
 * platforms its SKUs are listed on (sku_listings); a caller sees it when one of those platforms is
 * theirs (master data's platform scope; administrators and all-platform holders see every project).
 * Batches, codes, orders and customers follow their project.
 */
export type HiveScope = PlatformScope;

/** For the seed and benchmarks, which act for the whole organisation. */
export const EVERY_PROJECT: HiveScope = { all: true };

export const hiveScope = (db: Db, caller: Caller): Promise<HiveScope> => platformScope(db, caller);

/** The scope of a user known by id only (a workflow actor). */
export const hiveScopeOf = (db: Db, userId: number): Promise<HiveScope> => platformScope(db, { codes: () => loadUserCodes(db, userId) } as Caller);

/** The platforms a list is limited to, as a value of its conditions: undefined when the scope is every project. */
export const scopePlatforms = (scope: HiveScope): number[] | undefined => (scope.all ? undefined : [...scope.platformIds]);

/** `projectColumn` (a project id) is a project on one of `platforms` (bound as one array value; none: no project). */
export const onPlatforms = (projectColumn: AnyPgColumn | SQL, platforms: Bound): SQL =>
  sql`${projectColumn} in (select p.id from warranty_projects p where exists (
    select 1 from base_skus s join sku_listings l on l.sku_id = s.id where s.sku = any(p.skus) and l.platform_id = any(${bindList(platforms as number[] | Placeholder)}::integer[])))`;

/** The condition limiting `projectColumn` (a project id) to the projects in the scope; undefined: no limit. */
export function projectScopeWhere(scope: HiveScope, projectColumn: AnyPgColumn | SQL): SQL | undefined {
  if (scope.all) return undefined;
  if (!scope.platformIds.length) return sql`false`;
  return onPlatforms(projectColumn, [...scope.platformIds]);
}

/** The condition on `base_skus.id` of SKUs listed on a platform of the scope. */
export function skuScopeWhere(scope: HiveScope, skuIdColumn: AnyPgColumn): SQL | undefined {
  if (scope.all) return undefined;
  if (!scope.platformIds.length) return sql`false`;
  return sql`exists (select 1 from sku_listings l where l.sku_id = ${skuIdColumn} and l.platform_id in ${scope.platformIds})`;
}

/** Throws "<title>不存在" unless row `id` of `table` exists and its project is in the scope. */
export async function ensureInScope(db: Pick<Db, 'select'>, table: PgTable, id: number, scope: HiveScope, title: string): Promise<void> {
  const c = getTableColumns(table) as Record<string, AnyPgColumn>;
  const [row] = await (db as Db)
    .select({ id: c.id! })
    .from(table)
    .where(and(eq(c.id!, id), projectScopeWhere(scope, c.projectId ?? c.id!)));
  if (!row) throw fail.notFound(`${title}不存在`);
}

/** Whether a workflow actor holds every platform without a database read. */
export const seesEveryPlatform = (elements: ReadonlySet<string>) => elements.has(ALL_PLATFORMS_CODE);
