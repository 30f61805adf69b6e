import { and, asc, count, desc, eq, like, or, sql } from 'drizzle-orm';
import { risksOf } from '@shared/api/storePerformance/health';
import { getHrmDepartmentInfo, getStoreDetail, getStoreInfo, queryStoreList, updStoreListById, type updStoreBody } from '@shared/api/storePerformance/stores';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/connection';
import { employees, perfStoreHealth as h, perfStoreSettings as ps, platforms, stores as s, users } from '../../db/schema';
import { startsWith } from '../../db/like';
import { ApiRoutes } from '../../http/api';
import { fail } from '../../http/errors';
import { preparedListPage } from '../../http/preparedList';
import type { PlatformScope } from '../reference';
import { healthColumns, perfStoreConditions, perfStoreCountSql, perfStoreOrder, perfStoreSelect, perfStoreValues, toPerfStoreRow } from './storeQueries';
import { storeInView, storeScope, storeScopeWhere } from './scope';

/** The roster's departments with their people on the job (staff roster, server/modules/employees). */
export async function departmentsWithMembers(db: Db | Tx): Promise<Array<{ department: string; members: number }>> {
  const rows = await db
    .select({ department: employees.department, members: count() })
    .from(employees)
    .where(and(sql`coalesce(${employees.department}, '') <> ''`, eq(employees.status, 'on_job')))
    .groupBy(employees.department)
    .orderBy(asc(employees.department));
  return rows.map((r) => ({ department: r.department!, members: Number(r.members) }));
}

/** 绩效店铺 settings saved (created on the first save); the version shown must be the current one. */
export async function saveStoreSettings(db: Db, scope: PlatformScope, userId: number, body: z.output<typeof updStoreBody>): Promise<{ storeId: number; version: number }> {
  return db.transaction(async (tx) => {
    await storeInView(tx, scope, body.storeId);
    if (body.department && !(await departmentsWithMembers(tx)).some((d) => d.department === body.department)) throw fail.badRequest('部门不在员工档案中，请重新选择');
    if (body.ownerId !== null) {
      const [owner] = await tx.select({ status: users.status }).from(users).where(eq(users.id, body.ownerId));
      if (owner?.status !== 'active') throw fail.badRequest('负责人不存在或已停用，请重新选择');
    }
    const [current] = await tx.select({ version: ps.version }).from(ps).where(eq(ps.storeId, body.storeId)).for('update');
    if ((current?.version ?? 0) !== body.version) throw fail.conflict('该店铺的绩效设置已被他人修改，请刷新后重试');
    const fields = { department: body.department, ownerId: body.ownerId, remark: body.remark, updatedBy: userId, updatedAt: new Date() };
    if (!current) {
      await tx.insert(ps).values({ storeId: body.storeId, ...fields, version: 1 });
      return { storeId: body.storeId, version: 1 };
    }
    await tx.update(ps).set({ ...fields, version: current.version + 1 }).where(eq(ps.storeId, body.storeId));
    return { storeId: body.storeId, version: current.version + 1 };
  });
}

/** Stores in view for pick lists: enabled, by name or code prefix, at most 50. */
async function storeOptions(db: Db, scope: PlatformScope, q: { name?: string; storeId?: number }) {
  return db
    .select({ storeId: s.id, storeCode: s.code, storeName: s.name, platformName: platforms.name, department: ps.department, ownerName: users.name })
    .from(s)
    .innerJoin(platforms, eq(platforms.id, s.platformId))
    .leftJoin(ps, eq(ps.storeId, s.id))
    .leftJoin(users, eq(users.id, ps.ownerId))
    .where(
      and(
        storeScopeWhere(scope),
        q.storeId ? eq(s.id, q.storeId) : eq(s.enabled, true),
        q.name ? or(like(s.name, startsWith(q.name)), like(s.code, startsWith(q.name.toUpperCase()))) : undefined,
      ),
    )
    .orderBy(asc(s.code))
    .limit(50);
}

/** 绩效店铺, 店铺详情 and the store pick list. */
export function storeRoutes(): ApiRoutes {
  return new ApiRoutes()
    .add(queryStoreList, async ({ query, caller, deps }) => {
      const { page, limit, ...filter } = query;
      return preparedListPage(deps.db, {
        name: 'perf_stores',
        values: perfStoreValues(filter, await storeScope(deps.db, caller)),
        build: (bind, present) => {
          const where = perfStoreConditions(present, bind);
          return { select: (extra) => perfStoreSelect(deps.db, extra), where, order: perfStoreOrder, total: perfStoreCountSql(where) };
        },
        page,
        limit,
        map: toPerfStoreRow,
      });
    })
    .add(getHrmDepartmentInfo, async ({ deps }) => departmentsWithMembers(deps.db))
    .add(updStoreListById, async ({ body, caller, deps, res }) => {
      res.locals.audit = true;
      return saveStoreSettings(deps.db, await storeScope(deps.db, caller), caller.userId, body);
    })
    .add(getStoreDetail, async ({ query, caller, deps }) => {
      await storeInView(deps.db, await storeScope(deps.db, caller), query.storeId);
      const [row] = await perfStoreSelect(deps.db).where(eq(s.id, query.storeId));
      const weeks = await deps.db.select(healthColumns).from(h).where(eq(h.storeId, query.storeId)).orderBy(desc(h.week));
      return { ...toPerfStoreRow(row!), weeks: weeks.map((w) => ({ ...w, risks: risksOf(w) })) };
    })
    .add(getStoreInfo, async ({ query, caller, deps }) => storeOptions(deps.db, await storeScope(deps.db, caller), query));
}
