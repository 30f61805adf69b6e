import { eq, inArray, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { elements, groupElements, groupMembers, groupMenus, groupPlatforms, groups, groupTypes, menus, platforms, productCategories, users } from '../../../server/db/schema';
import { hashPassword } from '../../../server/modules/auth/passwords';
import type { TestApp } from '../../support/app';

export const expectOk = <T>(res: { resCode: number; resDes: string; data: T }): T => {
  expect(res, res.resDes).toMatchObject({ resCode: 200 });
  return res.data;
};

let seq = 0;
/** A unique upper-case code within one test file. */
export const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${(seq++).toString(36)}`.toUpperCase();

/** A new user in a new role holding exactly these menus and element codes; answers a client signed in as them. */
export async function userWith(t: TestApp, username: string, codes: { menus?: string[]; elements?: string[] }) {
  const [type] = await t.db.select({ id: groupTypes.id }).from(groupTypes).limit(1);
  const [group] = await t.db.insert(groups).values({ code: `role-${username}`, name: `角色${username}`, groupTypeId: type!.id }).returning({ id: groups.id });
  const menuRows = codes.menus?.length ? await t.db.select({ id: menus.id }).from(menus).where(inArray(menus.code, codes.menus)) : [];
  if (menuRows.length) await t.db.insert(groupMenus).values(menuRows.map((m) => ({ groupId: group!.id, menuId: m.id })));
  const elementRows = codes.elements?.length ? await t.db.select({ id: elements.id }).from(elements).where(inArray(elements.code, codes.elements)) : [];
  expect(elementRows.length).toBe(codes.elements?.length ?? 0);
  if (elementRows.length) await t.db.insert(groupElements).values(elementRows.map((e) => ({ groupId: group!.id, elementId: e.id })));
  const [user] = await t.db.insert(users).values({ username, name: username, passwordHash: await hashPassword('pass-12345') }).returning({ id: users.id });
  await t.db.insert(groupMembers).values({ groupId: group!.id, userId: user!.id, role: 'member' });
  return { client: t.as(await t.login(username, 'pass-12345')), userId: user!.id, groupId: group!.id };
}

/** A platform (what the reference module seeds), optionally worked on by `groupId`. */
export async function insertPlatform(t: TestApp, code: string, groupId?: number): Promise<number> {
  const [p] = await t.db.insert(platforms).values({ code, name: `Amazon ${code}`, marketPlatformId: 1, country: 'US', currency: 'USD' }).returning({ id: platforms.id });
  if (groupId) await t.db.insert(groupPlatforms).values({ groupId, platformId: p!.id });
  return p!.id;
}

/** A demo category by name. */
export async function categoryId(t: TestApp, name: string): Promise<number> {
  const [row] = await t.db.select({ id: productCategories.id }).from(productCategories).where(eq(productCategories.name, name));
  return row!.id;
}

/** The level-3 category ids under a level-1 demo category. */
export async function leavesOf(t: TestApp, topName: string): Promise<number[]> {
  const rows = await t.db.execute(sql`select c3.id from product_categories c1
    join product_categories c2 on c2.parent_id = c1.id join product_categories c3 on c3.parent_id = c2.id where c1.name = ${topName}`);
  return (rows as unknown as { rows: Array<{ id: number }> }).rows.map((r) => Number(r.id));
}

/** A 1×1 PNG. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
