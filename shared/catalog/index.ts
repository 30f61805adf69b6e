/**
 * Route / menu catalog and the small pure helpers the server (seeding, permission checks) and the
 * portal (routes, sidebar, breadcrumb, tabs) share. No Node or DOM imports: this runs in both.
 */
import { catalog } from './routes';
import type { CatalogEntry, ElementEntry } from './types';

export type { CatalogEntry, ElementEntry, MenuType } from './types';
export { catalog };

/** The tab bar never shows a tab with this title (spec §2, Shell). */
export const TAB_HIDDEN_TITLE = '其他上报新增';

export type FlatCatalogEntry = CatalogEntry & {
  /** Path of the parent entry; absent at the top level. */
  parentPath?: string;
  /** 0 at the top level, 1 for a group's children. */
  depth: number;
  /** 0-based position among its siblings (usable as the menu sort order). */
  order: number;
};

/** Every entry, parents before their children, in declaration (tree) order. */
export function flattenCatalog(entries: CatalogEntry[] = catalog): FlatCatalogEntry[] {
  const out: FlatCatalogEntry[] = [];
  const walk = (list: CatalogEntry[], parentPath: string | undefined, depth: number): void => {
    list.forEach((entry, order) => {
      out.push(parentPath === undefined ? { ...entry, depth, order } : { ...entry, parentPath, depth, order });
      if (entry.children?.length) walk(entry.children, entry.path, depth + 1);
    });
  };
  walk(entries, undefined, 0);
  return out;
}

let index: Map<string, FlatCatalogEntry> | undefined;
const byPath = (): Map<string, FlatCatalogEntry> =>
  (index ??= new Map(flattenCatalog().map((e) => [e.path, e] as const)));

/** The catalog entry with this exact path (O(1)). */
export function findEntry(path: string): CatalogEntry | undefined {
  return byPath().get(path);
}

const isLeaf = (e: CatalogEntry): boolean => !e.children?.length;

/** The authority-gated screens: non-fixed leaves (129 per the spec). */
export function gatedLeaves(): CatalogEntry[] {
  return flattenCatalog().filter((e) => !e.fixed && isLeaf(e));
}

/** The authority-gated groups (top-level parents). */
export function gatedGroups(): CatalogEntry[] {
  return catalog.filter((e) => !e.fixed && !isLeaf(e));
}

/** Fixed routes, open to everyone (`public`) or to any logged-in user (`login`). */
export function fixedEntries(): CatalogEntry[] {
  return flattenCatalog().filter((e) => e.fixed !== undefined);
}

/** Every button code with the path of the screen that owns it. */
export function allElements(): Array<ElementEntry & { menuPath: string }> {
  return flattenCatalog().flatMap((e) => (e.elements ?? []).map((el) => ({ ...el, menuPath: e.path })));
}

/**
 * Breadcrumb for a path: the parent group then the entry (a top-level entry alone). Goes by the
 * tree, not by the path prefix, so `/lark-report/review-statistics` gives `/lark-manager` first.
 * Unknown paths give `[]`. The home entry is the portal's to add.
 */
export function breadcrumbTrail(path: string): CatalogEntry[] {
  const trail: CatalogEntry[] = [];
  for (let e = byPath().get(path); e; e = e.parentPath === undefined ? undefined : byPath().get(e.parentPath)) {
    trail.unshift(e);
  }
  return trail;
}

/**
 * Where opening a group path should land: its spec `redirect` when the user may open it, else its
 * first visible child the user may open. `undefined` for an unknown or childless path, or when
 * nothing in the group is allowed.
 */
export function landingPath(groupPath: string, canOpen: (path: string) => boolean = () => true): string | undefined {
  const entry = findEntry(groupPath);
  if (!entry?.children?.length) return undefined;
  if (entry.redirect && canOpen(entry.redirect)) return entry.redirect;
  return entry.children.find((c) => !c.hidden && canOpen(c.path))?.path;
}
export { elementCode, screenKey } from './codes';
