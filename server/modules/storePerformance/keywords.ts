import { and, desc, eq, isNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { LIST_COUNT_CAP } from '@shared/api/inputs';
import { addOrUpdKeywordTask, delKeywordTask, queryKeywordTaskList, type keywordTaskInput, type KeywordTaskFilter } from '@shared/api/storePerformance/keywords';
import type { Db } from '../../db/connection';
import { perfKeywordTasks as k, platforms, stores, users } from '../../db/schema';
import { startsWith } from '../../db/like';
import { ApiRoutes } from '../../http/api';
import { fail } from '../../http/errors';
import { bindList, countedListPage, direct, presentOf } from '../../http/preparedList';
import { conditionsOf, eqTo, matches } from '../../db/conditions';
import type { PlatformScope } from '../reference';
import { storeInView, storeScope } from './scope';

/** Reached: a current rank at or above (numerically at most) the target. */
const reachedSql = sql<boolean>`coalesce(${k.currentRank} <= ${k.targetRank}, false)`;

/** The values a keyword task list's conditions take (prefixes ready for LIKE); undefined ones are absent. */
export const keywordValues = (f: KeywordTaskFilter, scope: PlatformScope) => ({
  platforms: scope.all ? undefined : [...scope.platformIds],
  storeId: f.storeId || undefined,
  asin: f.asin ? startsWith(f.asin.toUpperCase()) : undefined,
  keyword: f.keyword ? startsWith(f.keyword) : undefined,
  ownerId: f.ownerId || undefined,
  reached: f.reached === true ? true : undefined,
  notReached: f.reached === false ? true : undefined,
});
export type KeywordValues = ReturnType<typeof keywordValues>;

/** Live tasks of the stores in view over the present values (see preparedList.ts). */
export const keywordConditions = conditionsOf<KeywordValues>(
  {
    platforms: (v) => sql`${k.storeId} in (select ${stores.id} from ${stores} where ${stores.platformId} = any(${bindList(v as number[] | Placeholder)}::integer[]))`,
    storeId: eqTo(k.storeId),
    asin: matches(k.asin),
    keyword: matches(k.keyword),
    ownerId: eqTo(k.ownerId),
    reached: () => reachedSql,
    notReached: () => sql`not ${reachedSql}`,
  },
  [isNull(k.deletedAt)],
);

/** The conditions of a keyword task list built directly. */
export function keywordWhere(f: KeywordTaskFilter, scope: PlatformScope): SQL | undefined {
  const v = presentOf(keywordValues(f, scope));
  return keywordConditions(v, direct(v as KeywordValues));
}

export const keywordSelect = (db: Db, extra?: { total: SQL<number> }) =>
  db
    .select({
      ...extra,
      id: k.id,
      storeId: k.storeId,
      storeName: stores.name,
      platformName: platforms.name,
      asin: k.asin,
      keyword: k.keyword,
      targetRank: k.targetRank,
      currentRank: k.currentRank,
      reached: reachedSql,
      ownerId: k.ownerId,
      ownerName: users.name,
      remark: k.remark,
      version: k.version,
      updatedAt: k.updatedAt,
    })
    .from(k)
    .innerJoin(stores, eq(stores.id, k.storeId))
    .innerJoin(platforms, eq(platforms.id, stores.platformId))
    .leftJoin(users, eq(users.id, k.ownerId))
    .$dynamic();

/** A keyword task added (no id) or changed (id and the version shown); one live task per store, ASIN and keyword. */
export async function saveKeywordTask(db: Db, userId: number, scope: PlatformScope, input: z.output<typeof keywordTaskInput>): Promise<{ id: number; version: number }> {
  const { id, version, ...fields } = input;
  return db.transaction(async (tx) => {
    await storeInView(tx, scope, fields.storeId);
    if (fields.ownerId !== null) {
      const [owner] = await tx.select({ status: users.status }).from(users).where(eq(users.id, fields.ownerId));
      if (owner?.status !== 'active') throw fail.badRequest('负责人不存在或已停用，请重新选择');
    }
    const [same] = await tx
      .select({ id: k.id })
      .from(k)
      .where(and(eq(k.storeId, fields.storeId), eq(k.asin, fields.asin), eq(k.keyword, fields.keyword), isNull(k.deletedAt)));
    if (same && same.id !== id) throw fail.warning('该店铺的该ASIN已有此关键词任务');
    if (id === undefined) {
      const [row] = await tx.insert(k).values({ ...fields, createdBy: userId }).returning({ id: k.id, version: k.version });
      return row!;
    }
    const [current] = await tx.select({ version: k.version, storeId: k.storeId, deletedAt: k.deletedAt }).from(k).where(eq(k.id, id)).for('update');
    if (!current || current.deletedAt) throw fail.notFound('关键词任务不存在');
    await storeInView(tx, scope, current.storeId);
    if (version === undefined || version !== current.version) throw fail.conflict('该关键词任务已被他人修改，请刷新后重试');
    await tx.update(k).set({ ...fields, version: current.version + 1, updatedAt: new Date() }).where(eq(k.id, id));
    return { id, version: current.version + 1 };
  });
}

/** Deletes a keyword task (GET, as the spec says): the version shown must be current; deleting it again changes nothing. */
export async function deleteKeywordTask(db: Db, scope: PlatformScope, input: { id: number; version: number }): Promise<{ id: number; deleted: boolean }> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select({ version: k.version, storeId: k.storeId, deletedAt: k.deletedAt }).from(k).where(eq(k.id, input.id)).for('update');
    if (!current) throw fail.notFound('关键词任务不存在');
    await storeInView(tx, scope, current.storeId).catch(() => {
      throw fail.notFound('关键词任务不存在');
    });
    if (current.deletedAt) return { id: input.id, deleted: true };
    if (current.version !== input.version) throw fail.conflict('该关键词任务已被他人修改，请刷新后重试');
    await tx.update(k).set({ deletedAt: new Date(), version: current.version + 1, updatedAt: new Date() }).where(eq(k.id, input.id));
    return { id: input.id, deleted: true };
  });
}

/** 关键词任务. */
export function keywordRoutes(): ApiRoutes {
  return new ApiRoutes()
    .add(queryKeywordTaskList, async ({ query, caller, deps }) => {
      const { page, limit, ...filter } = query;
      return countedListPage(deps.db, {
        name: 'perf_keyword_tasks',
        values: keywordValues(filter, await storeScope(deps.db, caller)),
        conditions: keywordConditions,
        select: (extra) => keywordSelect(deps.db, extra),
        order: [desc(k.updatedAt), desc(k.id)],
        page,
        limit,
        counted: k,
        cap: LIST_COUNT_CAP,
        map: (r) => ({ ...r, updatedAt: r.updatedAt.toISOString() }),
      });
    })
    .add(addOrUpdKeywordTask, async ({ body, caller, deps, res }) => {
      res.locals.audit = true;
      return saveKeywordTask(deps.db, caller.userId, await storeScope(deps.db, caller), body);
    })
    .add(delKeywordTask, async ({ query, caller, deps, res }) => {
      res.locals.audit = true;
      return deleteKeywordTask(deps.db, await storeScope(deps.db, caller), query);
    });
}
