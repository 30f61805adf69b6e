/**
 * The route and menu catalog: every screen of the portal is declared once here and seeded into the
 * `menus` / `elements` tables. A menu's code, its authority key and its path are the same string.
 */

/** How a menu row behaves in the sidebar: `menu` links to its path, `dirt` is a label without a
 * link, `link` opens `href` (an http address) in a new tab. */
export type MenuType = 'menu' | 'dirt' | 'link';

export interface ElementEntry {
  /** Button / action code, `<screen>:btn_<action>`; gates buttons on the client and calls on the server. */
  code: string;
  /** Chinese label shown in menuManager. */
  name: string;
}

export interface CatalogEntry {
  /** Full route path, also the menu code and the authority key, e.g. `/baseManager/userManager`. */
  path: string;
  /** Chinese title (sidebar, breadcrumb, tab). */
  title: string;
  /** Semi icon component name from @douyinfe/semi-icons, e.g. `IconUser`. */
  icon?: string;
  /** Not shown in the sidebar (still routable when permitted). */
  hidden?: boolean;
  /** Where a group parent sends its own path. */
  redirect?: string;
  type?: MenuType;
  /** Only for type `link`: the external http address. */
  href?: string;
  /** Fixed routes are open to every logged-in user (or public) and are not granted per group. */
  fixed?: 'public' | 'login';
  children?: CatalogEntry[];
  /** Button codes of this screen (admin screens for now; business modules add theirs). */
  elements?: ElementEntry[];
}
