import { asc } from 'drizzle-orm';
import type { MenuNode } from '@shared/api/user';
import type { Db } from '../../db/connection';
import { menus } from '../../db/schema';

type MenuRow = typeof menus.$inferSelect;

// Menu rows change rarely (menuManager, or a new catalog at start) and every front/info needs them
// all: they are cached per database for a few seconds. Writes in this process clear it at once;
// other processes see a change within MENU_CACHE_MS. Permissions themselves are never cached.
const MENU_CACHE_MS = 5_000;
const cache = new WeakMap<Db, { at: number; rows: Promise<MenuRow[]> }>();

/** All menu rows in sidebar order. */
export function allMenus(db: Db): Promise<MenuRow[]> {
  const hit = cache.get(db);
  if (hit && Date.now() - hit.at < MENU_CACHE_MS) return hit.rows;
  const rows = db.select().from(menus).orderBy(asc(menus.orderNum), asc(menus.id));
  const entry = { at: Date.now(), rows: Promise.resolve(rows) };
  entry.rows.catch(() => cache.get(db) === entry && cache.delete(db));
  cache.set(db, entry);
  return entry.rows;
}

/** Call after changing menus so this process serves the change right away. */
export function forgetMenus(db: Db): void {
  cache.delete(db);
}

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
