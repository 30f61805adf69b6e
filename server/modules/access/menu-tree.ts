import { asc } from 'drizzle-orm';
import type { MenuNode } from '@shared/api/user';
import type { Db } from '../../db/connection';
import { menus } from '../../db/schema';

type MenuRow = typeof menus.$inferSelect;

/** All menu rows in sidebar order. */
export const allMenus = (db: Db) => db.select().from(menus).orderBy(asc(menus.orderNum), asc(menus.id));

/** Builds the tree; with `allowed`, keeps permitted rows and the parents that lead to them. */
export function buildMenuTree(rows: MenuRow[], allowed?: Set<string>): MenuNode[] {
  const nodes = new Map<number, MenuNode & { parentId: number | null }>();
  for (const row of rows) {
    nodes.set(row.id, {
      id: row.id,
      code: row.code,
      title: row.title,
      icon: row.icon,
      href: row.href,
      type: row.type,
      hidden: row.hidden,
      redirect: row.redirect,
      authority: row.code,
      parentId: row.parentId,
      children: [],
    });
  }
  const roots: MenuNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    (parent ? parent.children : roots).push(node);
  }
  const strip = (list: MenuNode[]): MenuNode[] =>
    list.flatMap((node) => {
      const children = strip(node.children);
      const keep = !allowed || allowed.has(node.code) || children.length > 0;
      if (!keep) return [];
      const { parentId: _parentId, ...rest } = node as MenuNode & { parentId?: number | null };
      return [{ ...rest, children }];
    });
  return strip(roots);
}
