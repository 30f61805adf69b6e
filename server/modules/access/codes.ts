import { eq, isNotNull, sql } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/connection';
import { elements, groupElements, groupMembers, groupMenus, menus } from '../../db/schema';

const menuKind = sql<string>`'menu'`.as('kind');
const elementKind = sql<string>`'element'`.as('kind');

export interface UserCodes {
  menus: Set<string>;
  elements: Set<string>;
}

/** A user's menu and element codes: the union of the grants of every group they belong to, plus the
 * fixed routes every logged-in user has. One round trip. */
export async function loadUserCodes(db: Db, userId: number): Promise<UserCodes> {
  const rows = await union(
    db
      .select({ kind: menuKind, code: menus.code })
      .from(groupMembers)
      .innerJoin(groupMenus, eq(groupMenus.groupId, groupMembers.groupId))
      .innerJoin(menus, eq(menus.id, groupMenus.menuId))
      .where(eq(groupMembers.userId, userId)),
    db.select({ kind: menuKind, code: menus.code }).from(menus).where(isNotNull(menus.fixed)),
    db
      .select({ kind: elementKind, code: elements.code })
      .from(groupMembers)
      .innerJoin(groupElements, eq(groupElements.groupId, groupMembers.groupId))
      .innerJoin(elements, eq(elements.id, groupElements.elementId))
      .where(eq(groupMembers.userId, userId)),
  );
  const codes: UserCodes = { menus: new Set(), elements: new Set() };
  for (const row of rows) (row.kind === 'element' ? codes.elements : codes.menus).add(row.code);
  return codes;
}

export function holdsAny(codes: UserCodes, wanted: string[]): boolean {
  return wanted.some((code) => codes.menus.has(code) || codes.elements.has(code));
}
