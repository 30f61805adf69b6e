import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { ADMIN_GROUP_CODE } from '@shared/api/admin/group';
import type { Db } from '../../db/connection';
import { groupElements, groupMembers, groupMenus, groups, users } from '../../db/schema';

export async function adminGroupId(db: Db): Promise<number | undefined> {
  const [row] = await db.select({ id: groups.id }).from(groups).where(eq(groups.code, ADMIN_GROUP_CODE));
  return row?.id;
}

/** The administrators' group holds everything: a menu or element added later is granted to it at once. */
export async function grantToAdminGroup(db: Db, grant: { menuId: number } | { elementId: number }) {
  const groupId = await adminGroupId(db);
  if (groupId === undefined) return;
  if ('menuId' in grant) await db.insert(groupMenus).values({ groupId, menuId: grant.menuId }).onConflictDoNothing();
  else await db.insert(groupElements).values({ groupId, elementId: grant.elementId }).onConflictDoNothing();
}

const groupColumns = {
  id: groups.id,
  code: groups.code,
  name: groups.name,
  parentId: groups.parentId,
  groupTypeId: groups.groupTypeId,
  description: groups.description,
  createdAt: groups.createdAt,
};

/** Distinct users linked to the group in any role, not counting deleted accounts. Aliased by hand:
 * drizzle drops table names from columns inside `sql` in a one-table select. */
const memberCount = sql<number>`(
  select count(distinct m.user_id) from ${groupMembers} m
  inner join ${users} u on u.id = m.user_id
  where m.group_id = ${groups}.id and u.status <> 'deleted'
)`.mapWith(Number);

export const groupsOfType = (db: Db, groupTypeId: number) =>
  db
    .select({ ...groupColumns, memberCount })
    .from(groups)
    .where(eq(groups.groupTypeId, groupTypeId))
    .orderBy(asc(groups.id));

export async function findGroup(db: Db, id: number) {
  const [row] = await db.select(groupColumns).from(groups).where(eq(groups.id, id));
  return row;
}

/** Members and leaders of a group, each list ordered by login name. */
export async function groupPeople(db: Db, groupId: number) {
  const rows = await db
    .select({ role: groupMembers.role, id: users.id, username: users.username, name: users.name })
    .from(groupMembers)
    .innerJoin(users, eq(users.id, groupMembers.userId))
    .where(and(eq(groupMembers.groupId, groupId), ne(users.status, 'deleted')))
    .orderBy(asc(users.username));
  const pick = (role: string) => rows.filter((r) => r.role === role).map(({ id, username, name }) => ({ id, username, name }));
  return { members: pick('member'), leaders: pick('leader') };
}

/** The users among `ids` that exist and are not deleted, with their status. */
export const liveUsers = (db: Db, ids: number[]) =>
  ids.length
    ? db.select({ id: users.id, status: users.status }).from(users).where(and(inArray(users.id, ids), ne(users.status, 'deleted')))
    : Promise.resolve([]);

/** Removes a group with its memberships and grants (run inside a transaction). */
export async function removeGroup(tx: Db, id: number) {
  await tx.delete(groupMembers).where(eq(groupMembers.groupId, id));
  await tx.delete(groupMenus).where(eq(groupMenus.groupId, id));
  await tx.delete(groupElements).where(eq(groupElements.groupId, id));
  await tx.delete(groups).where(eq(groups.id, id));
}
