import { asc, eq, inArray, max } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { elements, groupElements, groupMenus, menus } from '../../db/schema';

const menuColumns = {
  id: menus.id,
  code: menus.code,
  parentId: menus.parentId,
  title: menus.title,
  icon: menus.icon,
  href: menus.href,
  type: menus.type,
  hidden: menus.hidden,
  redirect: menus.redirect,
  fixed: menus.fixed,
  orderNum: menus.orderNum,
  source: menus.source,
  description: menus.description,
};

const elementCount = (db: Db) => db.$count(elements, eq(elements.menuId, menus.id));

/** Every menu row in sidebar order, with the number of elements (buttons) of each. */
export const menusWithElementCount = (db: Db) =>
  db.select({ ...menuColumns, elementCount: elementCount(db) }).from(menus).orderBy(asc(menus.orderNum), asc(menus.id));

export async function findMenu(db: Db, id: number) {
  const [row] = await db.select({ ...menuColumns, elementCount: elementCount(db) }).from(menus).where(eq(menus.id, id));
  return row;
}

/** Parent links of every menu row, for the loop check. */
export async function menuParents(db: Db): Promise<Map<number, number | null>> {
  const rows = await db.select({ id: menus.id, parentId: menus.parentId }).from(menus);
  return new Map(rows.map((r) => [r.id, r.parentId]));
}

/** A new row goes after every existing one (the catalog numbers its rows 0, 10, 20, ...). */
export async function nextMenuOrder(db: Db): Promise<number> {
  const [row] = await db.select({ top: max(menus.orderNum) }).from(menus);
  return (row?.top ?? 0) + 10;
}

export async function hasChildMenus(db: Db, id: number): Promise<boolean> {
  return (await db.$count(menus, eq(menus.parentId, id))) > 0;
}

/** Removes a menu with its elements and every grant of either (run inside a transaction). */
export async function removeMenu(tx: Db, id: number) {
  const own = tx.select({ id: elements.id }).from(elements).where(eq(elements.menuId, id));
  await tx.delete(groupElements).where(inArray(groupElements.elementId, own));
  await tx.delete(elements).where(eq(elements.menuId, id));
  await tx.delete(groupMenus).where(eq(groupMenus.menuId, id));
  await tx.delete(menus).where(eq(menus.id, id));
}

export async function removeElement(tx: Db, id: number) {
  await tx.delete(groupElements).where(eq(groupElements.elementId, id));
  await tx.delete(elements).where(eq(elements.id, id));
}
