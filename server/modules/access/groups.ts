import { asc, eq } from 'drizzle-orm';
import * as api from '@shared/api/admin/group';
import { idParam } from '@shared/api/paging';
import type { Db } from '../../db/connection';
import { groupMembers, groupTypes, groups } from '../../db/schema';
import { ApiRoutes } from '../../http/api';
import { fail } from '../../http/errors';
import { grantedCodes, replaceGrants, resolveGrantCodes } from './group-grants';
import { findGroup, groupPeople, groupsOfType, liveUsers, removeGroup } from './group-queries';
import { assertMayChangeAdminGroup } from './administrators';
import { isSelfOrDescendant, nest } from './tree';
import { assertUnique } from './unique-code';

const CODE_TAKEN = '编码已存在';
const isAdminGroup = (g: { code: string }) => g.code === api.ADMIN_GROUP_CODE;

async function requireGroup(db: Db, id: number) {
  const group = await findGroup(db, id);
  if (!group) throw fail.notFound('角色不存在');
  return group;
}

async function assertParentOfType(db: Db, parentId: number, groupTypeId: number) {
  const parent = await findGroup(db, parentId);
  if (!parent) throw fail.badRequest('上级角色不存在');
  if (parent.groupTypeId !== groupTypeId) throw fail.badRequest('上级角色必须属于同一角色类型');
}

async function assertNoLoop(db: Db, id: number, parentId: number, groupTypeId: number) {
  const rows = await db.select({ id: groups.id, parentId: groups.parentId }).from(groups).where(eq(groups.groupTypeId, groupTypeId));
  if (isSelfOrDescendant(new Map(rows.map((r) => [r.id, r.parentId])), id, parentId)) {
    throw fail.badRequest('上级角色不能是它自己或它的下级');
  }
}

/** groupManager: groups (a tree per type), their members and leaders, and their grants. */
export function groupRoutes(): ApiRoutes {
  return new ApiRoutes()
    .add(api.groupTree, async ({ query, deps }) => nest(await groupsOfType(deps.db, query.groupTypeId)))
    .add(api.groupAll, ({ deps }) =>
      deps.db
        .select({ id: groups.id, code: groups.code, name: groups.name, parentId: groups.parentId, groupTypeId: groups.groupTypeId })
        .from(groups)
        .orderBy(asc(groups.groupTypeId), asc(groups.id)),
    )
    .add(api.getGroup, async ({ params, deps }) => {
      const group = await requireGroup(deps.db, idParam.parse(params).id);
      const [type] = await deps.db.select({ name: groupTypes.name }).from(groupTypes).where(eq(groupTypes.id, group.groupTypeId));
      return { ...group, groupTypeName: type?.name ?? '' };
    })
    .add(api.addGroup, ({ body, deps }) =>
      deps.db.transaction(async (tx) => {
        const [type] = await tx.select({ id: groupTypes.id }).from(groupTypes).where(eq(groupTypes.id, body.groupTypeId));
        if (!type) throw fail.badRequest('角色类型不存在');
        await assertUnique(tx, groups.code, groups.id, body.code, undefined, CODE_TAKEN);
        if (body.parentId) await assertParentOfType(tx, body.parentId, body.groupTypeId);
        const [created] = await tx
          .insert(groups)
          .values({
            code: body.code,
            name: body.name,
            groupTypeId: body.groupTypeId,
            parentId: body.parentId ?? null,
            description: body.description ?? null,
          })
          .returning({ id: groups.id });
        return created!;
      }),
    )
    .add(api.putGroup, async ({ params, body, deps }) => {
      const id = idParam.parse(params).id;
      await deps.db.transaction(async (tx) => {
        const group = await requireGroup(tx, id);
        const code = body.code ?? group.code;
        const parentId = body.parentId === undefined ? group.parentId : body.parentId;
        if (code !== group.code) {
          if (isAdminGroup(group)) throw fail.refused('系统管理员角色的编码不可修改');
          await assertUnique(tx, groups.code, groups.id, code, id, CODE_TAKEN);
        }
        if (parentId !== null && parentId !== group.parentId) {
          await assertParentOfType(tx, parentId, group.groupTypeId);
          await assertNoLoop(tx, id, parentId, group.groupTypeId);
        }
        await tx.update(groups).set({ code, parentId, name: body.name, description: body.description }).where(eq(groups.id, id));
      });
      return null;
    })
    .add(api.deleteGroup, async ({ params, deps }) => {
      const id = idParam.parse(params).id;
      await deps.db.transaction(async (tx) => {
        const group = await requireGroup(tx, id);
        if (isAdminGroup(group)) throw fail.refused('系统管理员角色不能删除');
        if (await tx.$count(groups, eq(groups.parentId, id))) throw fail.refused('该角色下还有下级角色，请先删除或移走下级角色');
        await removeGroup(tx, id);
      });
      return null;
    })
    .add(api.groupUsers, async ({ params, deps }) => {
      const group = await requireGroup(deps.db, idParam.parse(params).id);
      return groupPeople(deps.db, group.id);
    })
    .add(api.putGroupUsers, async ({ params, body, caller, deps }) => {
      const id = idParam.parse(params).id;
      const members = [...new Set(body.members)];
      const leaders = [...new Set(body.leaders)];
      await deps.db.transaction(async (tx) => {
        const group = await requireGroup(tx, id);
        if (isAdminGroup(group)) await assertMayChangeAdminGroup(tx, caller);
        const everyone = [...new Set([...members, ...leaders])];
        const found = await liveUsers(tx, everyone);
        const missing = everyone.filter((u) => !found.some((f) => f.id === u));
        if (missing.length) throw fail.badRequest(`用户不存在或已删除：${missing.slice(0, 5).join('、')}`);
        if (isAdminGroup(group) && !found.some((u) => u.status === 'active')) {
          throw fail.refused('系统管理员角色至少要保留一个启用中的成员');
        }
        await tx.delete(groupMembers).where(eq(groupMembers.groupId, id));
        const links = [
          ...members.map((userId) => ({ groupId: id, userId, role: 'member' })),
          ...leaders.map((userId) => ({ groupId: id, userId, role: 'leader' })),
        ];
        if (links.length) await tx.insert(groupMembers).values(links);
      });
      return null;
    })
    .add(api.groupAuthority, async ({ params, deps }) => {
      const group = await requireGroup(deps.db, idParam.parse(params).id);
      return grantedCodes(deps.db, group.id);
    })
    .add(api.putGroupAuthority, async ({ params, body, deps }) => {
      const id = idParam.parse(params).id;
      await deps.db.transaction(async (tx) => {
        const group = await requireGroup(tx, id);
        if (isAdminGroup(group)) throw fail.refused('系统管理员角色始终拥有全部权限，不可修改');
        await replaceGrants(tx, id, await resolveGrantCodes(tx, body));
      });
      return null;
    });
}
