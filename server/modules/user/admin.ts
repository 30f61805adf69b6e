import { and, asc, eq, ilike, inArray, ne, or } from 'drizzle-orm';
import * as api from '@shared/api/user';
import { groupMembers, groups, users } from '../../db/schema';
import type { Db } from '../../db/connection';
import { conditionsOf } from '../../db/conditions';
import { containing } from '../../db/like';
import { countedListPage } from '../../http/preparedList';
import { ApiRoutes } from '../../http/api';
import { fail } from '../../http/errors';
import { generatePassword, hashPassword, revokeUserSessions } from '../auth';
import { findUser, pageUsers, setUserGroups } from './queries';
import { assertMayAssignRoles, assertMayManageUser } from '../access';

const blankToNull = (v: string | null | undefined) => (v ? v : null);

async function assertGroupsExist(db: Db, ids: number[] | undefined) {
  if (!ids?.length) return;
  const found = await db.select({ id: groups.id }).from(groups).where(inArray(groups.id, ids));
  if (found.length !== new Set(ids).size) throw fail.badRequest('所选角色不存在');
}

/** The user picker: active staff whose name or account contains what was typed. */
const pickerConditions = conditionsOf<{ name?: string }>({ name: (p) => or(ilike(users.name, p), ilike(users.username, p)) }, [eq(users.status, 'active')]);

/** userManager: staff accounts, their roles, resets and removal. */
export function userAdminRoutes(): ApiRoutes {
  return new ApiRoutes()
    .add(api.userPage, ({ query, deps }) => pageUsers(deps.db, query, query.page, query.limit))
    .add(api.getUserPage, async ({ query, deps }) => {
      const { total, rows } = await countedListPage(deps.db, {
        name: 'user_picker',
        values: { name: query.name ? containing(query.name) : undefined },
        conditions: pickerConditions,
        select: (extra) => deps.db.select({ id: users.id, username: users.username, name: users.name, ...extra }).from(users).$dynamic(),
        order: [asc(users.name), asc(users.id)],
        counted: users,
        page: query.page,
        limit: query.limit,
      });
      return { total, rows };
    })
    .add(api.getUser, async ({ params, deps }) => {
      const user = await findUser(deps.db, Number(params.id));
      if (!user) throw fail.notFound('用户不存在');
      return user;
    })
    .add(api.addUser, async ({ body, caller, deps }) => {
      await assertGroupsExist(deps.db, body.groupIds);
      await assertMayAssignRoles(deps.db, caller, undefined, body.groupIds);
      const passwordHash = await hashPassword(body.password);
      return deps.db.transaction(async (tx) => {
        const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.username, body.username));
        if (taken) throw fail.conflict('账号已存在');
        const [created] = await tx
          .insert(users)
          .values({
            username: body.username,
            name: body.name,
            passwordHash,
            email: blankToNull(body.email),
            mobile: blankToNull(body.mobile),
            description: blankToNull(body.description),
            introduction: blankToNull(body.introduction),
          })
          .returning({ id: users.id });
        await setUserGroups(tx as unknown as Db, created!.id, body.groupIds ?? []);
        return created!;
      });
    })
    .add(api.putUser, async ({ params, body, caller, deps }) => {
      const id = Number(params.id);
      if (!(await findUser(deps.db, id))) throw fail.notFound('用户不存在');
      if (id === caller.userId && body.status === 'disabled') throw fail.refused('不能停用自己的账号');
      await assertMayManageUser(deps.db, caller, id);
      await assertGroupsExist(deps.db, body.groupIds);
      await assertMayAssignRoles(deps.db, caller, id, body.groupIds);
      await deps.db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({
            name: body.name,
            email: blankToNull(body.email),
            mobile: blankToNull(body.mobile),
            description: blankToNull(body.description),
            introduction: blankToNull(body.introduction),
            ...(body.status ? { status: body.status } : {}),
            updatedAt: new Date(),
          })
          .where(eq(users.id, id));
        if (body.groupIds) await setUserGroups(tx as unknown as Db, id, body.groupIds);
      });
      if (body.status === 'disabled') await revokeUserSessions(deps, id);
      return null;
    })
    .add(api.deleteUser, async ({ body, caller, deps }) => {
      if (body.id === caller.userId) throw fail.refused('不能删除自己的账号');
      const [target] = await deps.db.select({ username: users.username }).from(users).where(and(eq(users.id, body.id), ne(users.status, 'deleted')));
      if (!target) throw fail.notFound('用户不存在');
      if (target.username === 'admin') throw fail.refused('不能删除系统管理员账号');
      await assertMayManageUser(deps.db, caller, body.id);
      await deps.db.transaction(async (tx) => {
        await tx.update(users).set({ status: 'deleted', updatedAt: new Date() }).where(eq(users.id, body.id));
        await tx.delete(groupMembers).where(eq(groupMembers.userId, body.id));
      });
      await revokeUserSessions(deps, body.id);
      return null;
    })
    .add(api.resetPassword, async ({ body, caller, deps }) => {
      if (!(await findUser(deps.db, body.id))) throw fail.notFound('用户不存在');
      await assertMayManageUser(deps.db, caller, body.id);
      const password = generatePassword(10);
      await deps.db
        .update(users)
        .set({ passwordHash: await hashPassword(password), resetRequestedAt: null, updatedAt: new Date() })
        .where(eq(users.id, body.id));
      await revokeUserSessions(deps, body.id);
      return { password };
    });
}
