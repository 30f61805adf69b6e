import { and, desc, eq, inArray, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { groupMembers, groups, larkBindings, users } from '../../db/schema';
import { countedListPage } from '../../http/preparedList';
import { qualified } from '../../db/qualified';
import { conditionsOf, eqTo, matchesAnyCase } from '../../db/conditions';

export interface UserFilter {
  name?: string;
  status?: 'active' | 'disabled' | 'reset';
  groupId?: number;
}

/** The values the user list's conditions take; undefined ones are absent. */
export const userValues = (f: UserFilter) => ({
  name: f.name ? `%${f.name}%` : undefined,
  status: f.status && f.status !== 'reset' ? f.status : undefined,
  reset: f.status === 'reset' ? true : undefined,
  groupId: f.groupId || undefined,
});
type UserValues = ReturnType<typeof userValues>;

/** Conditions over the present values (see preparedList.ts): deleted users are never listed. */
export const userConditions = conditionsOf<UserValues>(
  {
    name: (v) => or(matchesAnyCase(users.name)(v), matchesAnyCase(users.username)(v)),
    reset: () => isNotNull(users.resetRequestedAt),
    status: eqTo(users.status),
    groupId: (v) => inArray(users.id, sql`(select ${groupMembers.userId} from ${groupMembers} where ${groupMembers.groupId} = ${v})`),
  },
  [ne(users.status, 'deleted')],
);

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

/** A page of users with the exact total, prepared per shape. */
/** Users with their Lark name and groups (and `extra`, the total). */
export const selectUsers = (db: Db, extra?: { total: SQL<number> }) => db.select({ ...userColumns, ...extra }).from(users).$dynamic();

export async function pageUsers(db: Db, f: UserFilter, page: number, limit: number) {
  const { total, rows } = await countedListPage(db, {
    name: 'users',
    values: userValues(f),
    conditions: userConditions,
    select: (extra) => selectUsers(db, extra),
    order: [desc(users.id)],
    page,
    limit,
    counted: users,
  });
  return { total, rows };
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
