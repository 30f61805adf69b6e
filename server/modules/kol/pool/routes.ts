import { and, asc, desc, eq, ilike, sql } from 'drizzle-orm';
import {
  addBlackKolPool,
  addOrUpdKolPool,
  addOrUpdPoolTag,
  addPoolTack,
  deleteKolPool,
  exportKolPool,
  getAllKolCategory,
  getListPoolTag,
  getPoolTrackListByPoolId,
  importKolPool,
  kolCategories as categoryMaster,
  queryKolPoolList,
} from '@shared/api/kol/pool';
import type { Db, Tx } from '../../../db/connection';
import { kolCategories, kolPool, kolPoolTags, kolPoolTracks, kolReds, users } from '../../../db/schema';
import { ApiRoutes } from '../../../http/api';
import { fail } from '../../../http/errors';
import { countSql } from '../../../http/listPage';
import { preparedListPage } from '../../../http/preparedList';
import { masterRoutes } from '../../../http/masterRoutes';
import { sendXlsx } from '../../../excel/download';
import { poolColumns, poolRows } from '../exports';
import { runImport } from '../../../excel/import-run';
import { isUniqueViolation } from '../../../db/errors';
import { onePool, poolConditions, poolOrder, poolValues, selectPool, toPoolRow } from './queries';
import { poolImport } from './import';
import { checkCategory, checkTags, POOL_URL_KEY, URL_TAKEN } from './rules';
import { qualified } from '../../../db/qualified';
import { LIST_COUNT_CAP } from '@shared/api/inputs';
import { containingFilter } from '../../../http/masterFilters';

const p = kolPool;
const c = kolCategories;

const kolCount = sql<number>`(select count(*) from kol_pool k where k.category_id = ${qualified(c.id)})`.mapWith(Number);
/** kol-category (KOL分类): names unique ignoring case, searched by what they contain. */
const categoryRoutes = () =>
  masterRoutes(categoryMaster, {
    table: c,
    joined: { kolCount },
    where: { name: containingFilter((p) => ilike(c.name, p)) },
    order: [asc(c.sort), asc(c.id)],
    unique: { columns: ['name'], message: () => '已有同名分类', constraint: 'kol_categories_name_key' },
    inUse: async (tx, id) => ((await tx.select({ id: p.id }).from(p).where(eq(p.categoryId, id)).limit(1).for('update')).length ? '该分类下还有红人，不能删除' : undefined),
  });

const tagCount = sql<number>`(select count(*) from kol_pool k where ${qualified(kolPoolTags.id)} = any(k.tag_ids))`.mapWith(Number);
const selectTags = (db: Db | Tx) => db.select({ id: kolPoolTags.id, name: kolPoolTags.name, color: kolPoolTags.color, retired: kolPoolTags.retired, kolCount: tagCount }).from(kolPoolTags).$dynamic();

/** A follow-up written for an influencer (also by blacklisting and lifting it). */
async function addTrack(tx: Db | Tx, poolId: number, content: string, by: number, nextFollowAt: string | null = null) {
  const [row] = await tx.insert(kolPoolTracks).values({ poolId, content, nextFollowAt, createdBy: by }).returning({ id: kolPoolTracks.id });
  return row!.id;
}

const selectTracks = (db: Db) =>
  db
    .select({ id: kolPoolTracks.id, poolId: kolPoolTracks.poolId, content: kolPoolTracks.content, nextFollowAt: kolPoolTracks.nextFollowAt, creatorName: users.name, createdAt: kolPoolTracks.createdAt })
    .from(kolPoolTracks)
    .leftJoin(users, eq(users.id, kolPoolTracks.createdBy))
    .$dynamic();
const toTrack = (r: Awaited<ReturnType<ReturnType<typeof selectTracks>['execute']>>[number]) => ({ ...r, createdAt: r.createdAt.toISOString() });

/** kol-info-list (KOL资源池) and kol-category: influencers, categories, tags, follow-ups, blacklist, import, export. */
export function poolRoutes(): ApiRoutes[] {
  return [categoryRoutes(), new ApiRoutes()
    .add(getAllKolCategory, async ({ deps }) => deps.db.select({ id: c.id, name: c.name }).from(c).orderBy(asc(c.sort), asc(c.id)))
    .add(getListPoolTag, async ({ deps }) => selectTags(deps.db).orderBy(asc(kolPoolTags.name)))
    .add(addOrUpdPoolTag, async ({ body, caller, deps }) => {
      const { id, ...fields } = body;
      try {
        const tagId = id
          ? (await deps.db.update(kolPoolTags).set(fields).where(eq(kolPoolTags.id, id)).returning({ id: kolPoolTags.id }))[0]?.id
          : (await deps.db.insert(kolPoolTags).values({ ...fields, createdBy: caller.userId }).returning({ id: kolPoolTags.id }))[0]!.id;
        if (!tagId) throw fail.notFound('标签不存在');
        const [row] = await selectTags(deps.db).where(eq(kolPoolTags.id, tagId));
        return row!;
      } catch (error) {
        if (isUniqueViolation(error, 'kol_pool_tags_name_key')) throw fail.conflict('已有同名标签');
        throw error;
      }
    })
    .add(queryKolPoolList, async ({ query, deps }) => {
      const { page, limit, ...filter } = query;
      return preparedListPage(deps.db, {
        name: 'kol_pool',
        values: poolValues(filter),
        build: (bind, present) => {
          const where = poolConditions(present, bind);
          return { select: (extra) => selectPool(deps.db, extra), where, order: poolOrder, total: countSql(p, where, LIST_COUNT_CAP) };
        },
        page,
        limit,
        cap: LIST_COUNT_CAP,
        map: toPoolRow,
      });
    })
    .add(addOrUpdKolPool, async ({ query, caller, deps, res }) => {
      res.locals.audit = true;
      const { id, ...fields } = query;
      try {
        const savedId = await deps.db.transaction(async (tx) => {
          await checkCategory(tx, fields.categoryId);
          const [before] = id ? await tx.select({ tagIds: p.tagIds }).from(p).where(eq(p.id, id)) : [];
          await checkTags(tx, fields.tagIds, before?.tagIds ?? []);
          if (!id) return (await tx.insert(p).values({ ...fields, createdBy: caller.userId }).returning({ id: p.id }))[0]!.id;
          const updated = await tx.update(p).set({ ...fields, updatedAt: new Date() }).where(eq(p.id, id)).returning({ id: p.id });
          if (!updated.length) throw fail.notFound('红人不存在');
          return id;
        });
        return onePool(deps.db, savedId);
      } catch (error) {
        if (isUniqueViolation(error, POOL_URL_KEY)) throw fail.conflict(URL_TAKEN);
        throw error;
      }
    })
    .add(deleteKolPool, async ({ query, deps, res }) => {
      res.locals.audit = true;
      return deps.db.transaction(async (tx) => {
        const [kol] = await tx.select({ id: p.id }).from(p).where(eq(p.id, query.id)).for('update');
        if (!kol) throw fail.notFound('红人不存在');
        const [used] = await tx.select({ id: kolReds.id }).from(kolReds).where(eq(kolReds.poolId, kol.id)).limit(1);
        if (used) throw fail.refused('该红人已有合作记录，不能删除，可拉黑');
        await tx.delete(kolPoolTracks).where(eq(kolPoolTracks.poolId, kol.id));
        await tx.delete(p).where(eq(p.id, kol.id));
        return { id: kol.id };
      });
    })
    // Streamed: keyset batches into exceljs's streaming writer, every row, memory bounded.
    .add(exportKolPool, async ({ query, deps, res }) => sendXlsx(res, 'KOL资源池.xlsx', poolColumns, poolRows(deps.db, query)))
    .add(addBlackKolPool, async ({ body, caller, deps, res }) => {
      res.locals.audit = true;
      await deps.db.transaction(async (tx) => {
        const [kol] = await tx.select({ blacklisted: p.blacklisted }).from(p).where(eq(p.id, body.id)).for('update');
        if (!kol) throw fail.notFound('红人不存在');
        if (kol.blacklisted === body.black) throw fail.conflict(body.black ? '该红人已在黑名单中' : '该红人不在黑名单中');
        await tx
          .update(p)
          .set(
            body.black
              ? { blacklisted: true, blackReason: body.reason, blackedBy: caller.userId, blackedAt: new Date(), updatedAt: new Date() }
              : { blacklisted: false, blackReason: null, blackedBy: null, blackedAt: null, updatedAt: new Date() },
          )
          .where(eq(p.id, body.id));
        await addTrack(tx, body.id, body.black ? `拉黑：${body.reason}` : `解除拉黑${body.reason ? `：${body.reason}` : ''}`, caller.userId);
      });
      return onePool(deps.db, body.id);
    })
    .add(importKolPool, (ctx) => runImport(ctx, poolImport))
    .add(getPoolTrackListByPoolId, async ({ query, deps }) => {
      await onePool(deps.db, query.poolId);
      return (await selectTracks(deps.db).where(eq(kolPoolTracks.poolId, query.poolId)).orderBy(desc(kolPoolTracks.id))).map(toTrack);
    })
    .add(addPoolTack, async ({ body, caller, deps }) => {
      await onePool(deps.db, body.poolId);
      const id = await addTrack(deps.db, body.poolId, body.content, caller.userId, body.nextFollowAt);
      const [row] = await selectTracks(deps.db).where(and(eq(kolPoolTracks.id, id)));
      return toTrack(row!);
    }),
  ];
}
