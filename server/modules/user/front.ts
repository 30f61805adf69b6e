import { and, eq, ilike } from 'drizzle-orm';
import * as api from '@shared/api/user';
import { groupMembers, groups, users } from '../../db/schema';
import type { Db } from '../../db/connection';
import { ApiRoutes } from '../../http/api';
import { fail } from '../../http/errors';
import { allMenus, buildMenuTree } from '../access/menu-tree';

async function groupsOf(db: Db, userId: number, name?: string) {
  return db
    .selectDistinct({ id: groups.id, code: groups.code, name: groups.name })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .where(and(eq(groupMembers.userId, userId), name ? ilike(groups.name, `%${name}%`) : undefined))
    .orderBy(groups.id);
}

/** What the portal needs about the signed-in user (spec section 4: fetched once after login). */
export function frontRoutes(): ApiRoutes {
  return new ApiRoutes()
    .add(api.frontInfo, async ({ caller, deps }) => {
      const [user] = await deps.db.select().from(users).where(eq(users.id, caller.userId));
      if (!user) throw fail.loggedOut();
      const [codes, menuRows, userGroups, actor] = await Promise.all([
        caller.codes(),
        allMenus(deps.db),
        groupsOf(deps.db, caller.userId),
        caller.actorId
          ? deps.db.select({ name: users.name }).from(users).where(eq(users.id, caller.actorId))
          : Promise.resolve([]),
      ]);
      return {
        id: user.id,
        username: user.username,
        name: user.name,
        avatar: user.avatar,
        introduction: user.introduction,
        menus: [...codes.menus],
        elements: [...codes.elements],
        permissionMenus: buildMenuTree(menuRows, codes.menus),
        groups: userGroups,
        actingAdmin: actor[0]?.name ?? null,
      };
    })
    .add(api.frontMenus, async ({ caller, deps }) => {
      const [codes, rows] = await Promise.all([caller.codes(), allMenus(deps.db)]);
      return buildMenuTree(rows, codes.menus);
    })
    .add(api.menuAll, async ({ deps }) =>
      (await allMenus(deps.db)).map(({ code, title, icon, href, type }) => ({ code, title, icon, href, type })),
    )
    .add(api.listGroupsByName, ({ caller, query, deps }) => groupsOf(deps.db, caller.userId, query.name));
}
