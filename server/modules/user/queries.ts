import { and, desc, eq, ilike, inArray, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { groupMembers, groups, larkBindings, users } from '../../db/schema';

export interface UserFilter {
  name?: string;
  status?: 'active' | 'disabled' | 'reset';
  groupId?: number;
}

function userWhere(f: UserFilter): SQL | undefined {
  return and(
    ne(users.status, 'deleted'),
    f.name ? or(ilike(users.name, `%${f.name}%`), ilike(users.username, `%${f.name}%`)) : undefined,
    f.status === 'reset' ? isNotNull(users.resetRequestedAt) : f.status ? eq(users.status, f.status) : undefined,
    f.groupId
      ? inArray(users.id, sql`(select ${groupMembers.userId} from ${groupMembers} where ${groupMembers.groupId} = ${f.groupId})`)
      : undefined,
  );
}

const userColumns = {
  id: users.id,
  username: users.username,
  name: users.name,
  avatar: users.avatar,
  email: users.email,
  mobile: users.mobile,
  status: users.status,
  description: users.description,
  introduction: users.introduction,
  resetRequestedAt: users.resetRequestedAt,
  createdAt: users.createdAt,
  /** The bound Lark account's name (its open_id when Lark gave none); null while unbound. */
  larkName: sql<string | null>`(select coalesce(${larkBindings.larkName}, ${larkBindings.openId}) from ${larkBindings} where ${larkBindings.userId} = ${users.id})`,
};

/** Attaches each user's groups with one extra query for the whole page. */
async function withGroups<T extends { id: number }>(db: Db, rows: T[]) {
  if (rows.length === 0) return [];
  const links = await db
    .selectDistinct({ userId: groupMembers.userId, id: groups.id, name: groups.name })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .where(inArray(groupMembers.userId, rows.map((r) => r.id)));
  return rows.map((row) => ({ ...row, groups: links.filter((l) => l.userId === row.id).map(({ id, name }) => ({ id, name })) }));
}

export async function pageUsers(db: Db, f: UserFilter, page: number, limit: number) {
  const where = userWhere(f);
  const [rows, total] = await Promise.all([
    db.select(userColumns).from(users).where(where).orderBy(desc(users.id)).limit(limit).offset((page - 1) * limit),
    db.$count(users, where),
  ]);
  return { total, rows: await withGroups(db, rows) };
}

export async function findUser(db: Db, id: number) {
  const rows = await db.select(userColumns).from(users).where(and(eq(users.id, id), ne(users.status, 'deleted')));
  return (await withGroups(db, rows))[0];
}

/** Replaces a user's plain memberships (leader links are kept: they are set in groupManager). */
export async function setUserGroups(db: Db, userId: number, groupIds: number[]) {
  await db.delete(groupMembers).where(and(eq(groupMembers.userId, userId), eq(groupMembers.role, 'member')));
  if (groupIds.length) {
    await db
      .insert(groupMembers)
      .values([...new Set(groupIds)].map((groupId) => ({ groupId, userId, role: 'member' })))
      .onConflictDoNothing();
  }
}
