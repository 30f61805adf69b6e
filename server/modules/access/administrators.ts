import { and, eq, inArray } from 'drizzle-orm';
import { ADMIN_GROUP_CODE, ASSIGN_ROLES_CODE } from '@shared/api/admin/group';
import type { Db } from '../../db/connection';
import { groupMembers, groups } from '../../db/schema';
import { fail } from '../../http/errors';
import type { Caller } from '../../http/auth/caller';


/** Members (or leaders) of the administrators' group. */
export async function isAdministrator(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: groupMembers.userId })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .where(and(eq(groups.code, ADMIN_GROUP_CODE), eq(groupMembers.userId, userId)))
    .limit(1);
  return row !== undefined;
}

/** Only administrators may edit, disable, delete, reset or act as an administrator. */
export async function assertMayManageUser(db: Db, caller: Caller, targetId: number): Promise<void> {
  if (targetId === caller.userId) return;
  if ((await isAdministrator(db, targetId)) && !(await isAdministrator(db, caller.userId))) {
    throw fail.refused('只有系统管理员可以操作管理员账号');
  }
}

/** Only administrators may add anyone to, or remove anyone from, the administrators' group. */
export async function assertMayChangeAdminGroup(db: Db, caller: Caller): Promise<void> {
  if (!(await isAdministrator(db, caller.userId))) throw fail.refused('只有系统管理员可以调整系统管理员角色的成员');
}

/**
 * Changing a user's roles from userManager needs the role-assignment code, and touching the
 * administrators' group needs an administrator. Sending the roles a user already has is no change.
 */
export async function assertMayAssignRoles(db: Db, caller: Caller, userId: number | undefined, groupIds: number[] | undefined) {
  if (!groupIds) return;
  const current = userId
    ? (await db.select({ id: groupMembers.groupId }).from(groupMembers).where(and(eq(groupMembers.userId, userId), eq(groupMembers.role, 'member')))).map((r) => r.id)
    : [];
  const wanted = new Set(groupIds);
  const changed = [...wanted].filter((id) => !current.includes(id)).concat(current.filter((id) => !wanted.has(id)));
  if (changed.length === 0) return;
  if (!(await caller.codes()).elements.has(ASSIGN_ROLES_CODE)) throw fail.refused('没有分配角色的权限');
  const touchesAdmin = await db
    .select({ id: groups.id })
    .from(groups)
    .where(and(eq(groups.code, ADMIN_GROUP_CODE), inArray(groups.id, changed)));
  if (touchesAdmin.length) await assertMayChangeAdminGroup(db, caller);
}
