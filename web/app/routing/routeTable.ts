import { findEntry, flattenCatalog, landingPath, type FlatCatalogEntry } from '@shared/catalog';
import type { MenuNode } from '@shared/api/user';
import type { FrontInfo as UserInfo } from '@shared/api/user';

export const HOME_PATH = '/dashboard';
export const FORBIDDEN_PATH = '/401';

/** A route the signed-in user may open. */
export interface AppRoute {
  path: string;
  /** From the server's menu list (admins may rename), else the catalog. */
  title: string;
  icon?: string;
  hidden: boolean;
  parentPath?: string;
  /** Group parents only: where their own path lands. */
  redirectTo?: string;
}

export interface RouteTable {
  routes: AppRoute[];
  find(path: string): AppRoute | undefined;
  /** Where a path without a route goes: /401 for a known screen not permitted, else home. */
  fallback(path: string): string;
}

function menuNames(tree: MenuNode[]): Map<string, MenuNode> {
  const names = new Map<string, MenuNode>();
  const walk = (nodes: MenuNode[]) =>
    nodes.forEach((node) => {
      names.set(node.code, node);
      walk(node.children);
    });
  walk(tree);
  return names;
}

const isGroup = (e: FlatCatalogEntry) => Boolean(e.children?.length);

/**
 * Spec §4/§6: routes from the catalog filtered by the user's menu codes, named and iconed from the
 * menu list the server returns. Fixed routes for logged-in users are always there.
 */
export function generateRoutes(info: Pick<UserInfo, 'menus' | 'permissionMenus'>): RouteTable {
  const menus = new Set(info.menus);
  const names = menuNames(info.permissionMenus);
  const permitted = (e: FlatCatalogEntry) => e.fixed === 'login' || (!e.fixed && !isGroup(e) && menus.has(e.path));

  const routes: AppRoute[] = [];
  for (const entry of flattenCatalog()) {
    if (entry.fixed === 'public') continue;
    const redirectTo = isGroup(entry) ? landingPath(entry.path, (p) => menus.has(p)) : undefined;
    if (!permitted(entry) && !redirectTo) continue;
    const menu = names.get(entry.path);
    routes.push({
      path: entry.path,
      title: menu?.title || entry.title,
      icon: menu?.icon ?? entry.icon,
      hidden: menu?.hidden ?? entry.hidden ?? false,
      parentPath: entry.parentPath,
      redirectTo,
    });
  }

  const byPath = new Map(routes.map((r) => [r.path, r] as const));
  return {
    routes,
    find: (path) => byPath.get(path),
    fallback: (path) => {
      const entry = findEntry(path);
      return entry && !entry.fixed && !byPath.has(path) ? FORBIDDEN_PATH : HOME_PATH;
    },
  };
}
