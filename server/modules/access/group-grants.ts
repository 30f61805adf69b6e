import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { elements, groupElements, groupMenus, menus } from '../../db/schema';
import { fail } from '../../http/errors';

/** The menu and element codes granted to a group. */
export async function grantedCodes(db: Db, groupId: number) {
  const [menuRows, elementRows] = await Promise.all([
    db
      .select({ code: menus.code })
      .from(groupMenus)
      .innerJoin(menus, eq(menus.id, groupMenus.menuId))
      .where(eq(groupMenus.groupId, groupId))
      .orderBy(asc(menus.orderNum), asc(menus.id)),
    db
      .select({ code: elements.code })
      .from(groupElements)
      .innerJoin(elements, eq(elements.id, groupElements.elementId))
      .where(eq(groupElements.groupId, groupId))
      .orderBy(asc(elements.id)),
  ]);
  return { menus: menuRows.map((r) => r.code), elements: elementRows.map((r) => r.code) };
}

function refuseUnknown(kind: string, wanted: string[], found: Array<{ code: string }>) {
  const known = new Set(found.map((r) => r.code));
  const unknown = [...new Set(wanted)].filter((c) => !known.has(c));
  if (unknown.length) throw fail.badRequest(`未知的${kind}编码：${unknown.slice(0, 5).join('、')}${unknown.length > 5 ? ' 等' : ''}`);
}

/**
 * Resolves codes to row ids; refuses unknown codes. Fixed menus (open to everyone already) are
 * dropped: they are never granted per group.
 */
export async function resolveGrantCodes(db: Db, wanted: { menus: string[]; elements: string[] }) {
  const [menuRows, elementRows] = await Promise.all([
    wanted.menus.length
      ? db.select({ id: menus.id, code: menus.code, fixed: menus.fixed }).from(menus).where(inArray(menus.code, wanted.menus))
      : Promise.resolve([]),
    wanted.elements.length
      ? db.select({ id: elements.id, code: elements.code }).from(elements).where(inArray(elements.code, wanted.elements))
      : Promise.resolve([]),
  ]);
  refuseUnknown('菜单', wanted.menus, menuRows);
  refuseUnknown('按钮', wanted.elements, elementRows);
  return { menuIds: menuRows.filter((m) => m.fixed === null).map((m) => m.id), elementIds: elementRows.map((e) => e.id) };
}

/** Replaces a group's grants (run inside a transaction). */
export async function replaceGrants(tx: Db, groupId: number, grants: { menuIds: number[]; elementIds: number[] }) {
  await tx.delete(groupMenus).where(eq(groupMenus.groupId, groupId));
  await tx.delete(groupElements).where(eq(groupElements.groupId, groupId));
  if (grants.menuIds.length) await tx.insert(groupMenus).values(grants.menuIds.map((menuId) => ({ groupId, menuId })));
  if (grants.elementIds.length) await tx.insert(groupElements).values(grants.elementIds.map((elementId) => ({ groupId, elementId })));
}
