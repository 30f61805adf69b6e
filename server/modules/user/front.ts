import { and, eq, ilike } from 'drizzle-orm';
import * as api from '@shared/api/user';
import type { ThemeMode } from '@shared/api/user';
import { groupMembers, groups, users } from '../../db/schema';
import type { Db } from '../../db/connection';
import { ApiRoutes } from '../../http/api';
import { allMenus, buildMenuTree } from '../access';

async function groupsOf(db: Db, userId: number, name?: string) {
  return db
    .selectDistinct({ id: groups.id, code: groups.code, name: groups.name })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .where(and(eq(groupMembers.userId, userId), name ? ilike(groups.name, `%${name}%`) : undefined))
    .orderBy(groups.id);
}

/** The user's saved theme; anything unexpected reads as 'system'. */
async function themeModeOf(db: Db, userId: number): Promise<ThemeMode> {
  const [row] = await db.select({ themeMode: users.themeMode }).from(users).where(eq(users.id, userId));
  return api.themeMode.catch('system').parse(row?.themeMode);
}

/** What the portal needs about the signed-in user (spec section 4: fetched once after login). */
export function frontRoutes(): ApiRoutes {
  return new ApiRoutes()
    .add(api.frontInfo, async ({ caller, deps }) => {
      // Two round trips: the caller (with the token check) and their codes; menus are cached.
      const [codes, menuRows, themeMode] = await Promise.all([caller.codes(), allMenus(deps.db), themeModeOf(deps.db, caller.userId)]);
      return {
        id: caller.userId,
        username: caller.username,
        name: caller.name,
        avatar: caller.avatar,
        introduction: caller.introduction,
        menus: [...codes.menus],
        elements: [...codes.elements],
        permissionMenus: buildMenuTree(menuRows, codes.menus),
        groups: codes.groups,
        actingAdmin: caller.actorName,
        themeMode,
      };
    })
    .add(api.saveThemeMode, async ({ caller, body, deps }) => {
      await deps.db.update(users).set({ themeMode: body.themeMode }).where(eq(users.id, caller.userId));
      return null;
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
