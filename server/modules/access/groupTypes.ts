import { asc, eq, ilike, or } from 'drizzle-orm';
import * as api from '@shared/api/admin/groupType';
import { idParam } from '@shared/api/paging';
import { groupTypes, groups } from '../../db/schema';
import { ApiRoutes } from '../../http/api';
import { fail } from '../../http/errors';
import { conditionsOf } from '../../db/conditions';
import { containing } from '../../db/like';
import { countedListPage } from '../../http/preparedList';
import { assertUnique } from './unique-code';

const CODE_TAKEN = '编码已存在';

/** A kind of group whose name or code contains what was typed. */
const typeConditions = conditionsOf<{ name?: string }>({ name: (p) => or(ilike(groupTypes.name, p), ilike(groupTypes.code, p)) });

/** groupTypeManager: the kinds of groups; `role` and `department` are seeded and kept. */
export function groupTypeRoutes(): ApiRoutes {
  return new ApiRoutes()
    .add(api.groupTypePage, async ({ query, deps }) => {
      const groupCount = deps.db.$count(groups, eq(groups.groupTypeId, groupTypes.id));
      const { total, rows } = await countedListPage(deps.db, {
        name: 'group_types',
        values: { name: query.name ? containing(query.name) : undefined },
        conditions: typeConditions,
        select: (extra) =>
          deps.db.select({ id: groupTypes.id, code: groupTypes.code, name: groupTypes.name, description: groupTypes.description, groupCount, ...extra }).from(groupTypes).$dynamic(),
        order: [asc(groupTypes.id)],
        counted: groupTypes,
        page: query.page,
        limit: query.limit,
      });
      return { total, rows };
    })
    .add(api.groupTypeAll, ({ deps }) =>
      deps.db.select({ id: groupTypes.id, code: groupTypes.code, name: groupTypes.name }).from(groupTypes).orderBy(asc(groupTypes.id)),
    )
    .add(api.addGroupType, ({ body, deps }) =>
      deps.db.transaction(async (tx) => {
        await assertUnique(tx, groupTypes.code, groupTypes.id, body.code, undefined, CODE_TAKEN);
        const [created] = await tx
          .insert(groupTypes)
          .values({ code: body.code, name: body.name, description: body.description ?? null })
          .returning({ id: groupTypes.id });
        return created!;
      }),
    )
    .add(api.putGroupType, async ({ params, body, deps }) => {
      const id = idParam.parse(params).id;
      await deps.db.transaction(async (tx) => {
        const [row] = await tx.select().from(groupTypes).where(eq(groupTypes.id, id));
        if (!row) throw fail.notFound('角色类型不存在');
        const code = body.code ?? row.code;
        if (code !== row.code) {
          if (api.SEEDED_GROUP_TYPES.includes(row.code)) throw fail.refused('内置角色类型的编码不可修改');
          await assertUnique(tx, groupTypes.code, groupTypes.id, code, id, CODE_TAKEN);
        }
        await tx.update(groupTypes).set({ code, name: body.name, description: body.description }).where(eq(groupTypes.id, id));
      });
      return null;
    })
    .add(api.deleteGroupType, async ({ params, deps }) => {
      const id = idParam.parse(params).id;
      await deps.db.transaction(async (tx) => {
        const [row] = await tx.select().from(groupTypes).where(eq(groupTypes.id, id));
        if (!row) throw fail.notFound('角色类型不存在');
        if (api.SEEDED_GROUP_TYPES.includes(row.code)) throw fail.refused(`内置角色类型“${row.name}”不能删除`);
        const inUse = await tx.$count(groups, eq(groups.groupTypeId, id));
        if (inUse) throw fail.refused(`该类型下还有 ${inUse} 个角色，请先删除这些角色`);
        await tx.delete(groupTypes).where(eq(groupTypes.id, id));
      });
      return null;
    });
}
