import { and, desc, eq, ilike, inArray, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { groupMembers, groups, larkBindings, users } from '../../db/schema';
import { countSql, pageCounted } from '../../http/listPage';
import { qualified } from '../../db/qualified';

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
  larkName: sql<string | null>`(select coalesce(${larkBindings.larkName}, ${larkBindings.openId}) from ${larkBindings} where ${larkBindings.userId} = ${qualified(users.id)})`,
  /** The groups the user belongs to (id and name, each once, by id). */
  groups: sql<Array<{ id: number; name: string }>>`(select coalesce(json_agg(json_build_object('id', g.id, 'name', g.name) order by g.id), '[]'::json)
    from ${groups} g where g.id in (select m.group_id from ${groupMembers} m where m.user_id = ${users}.id))`,
};

export async function pageUsers(db: Db, f: UserFilter, page: number, limit: number) {
  const where = userWhere(f);
  const total = countSql(users, where);
  return pageCounted(db, db.select({ ...userColumns, total }).from(users).where(where).orderBy(desc(users.id)).$dynamic(), total, { page, limit });
}

export async function findUser(db: Db, id: number) {
  const [row] = await db.select(userColumns).from(users).where(and(eq(users.id, id), ne(users.status, 'deleted')));
  return row;
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
