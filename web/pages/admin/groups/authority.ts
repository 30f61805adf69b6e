import type { AdminMenuNode } from '@shared/api/admin';

/** A node of the grant tree: keyed by the menu code (what the grant saves). */
export interface GrantItem {
  key: string;
  value: string;
  label: string;
  search: string;
  node: AdminMenuNode;
  children?: GrantItem[];
}

/** The grantable menus (fixed routes are open to everyone and never granted), keyed by code. */
export function toGrantItems(nodes: AdminMenuNode[]): GrantItem[] {
  return nodes
    .filter((n) => !n.fixed)
    .map((node) => {
      const children = toGrantItems(node.children);
      return {
        key: node.code,
        value: node.code,
        label: node.title,
        search: `${node.title} ${node.code}`.toLowerCase(),
        node,
        ...(children.length ? { children } : {}),
      };
    });
}

/** The leaves of the grant tree, in tree order: the screens a grant is made of. */
export function grantLeaves(items: GrantItem[]): AdminMenuNode[] {
  return items.flatMap((i) => (i.children ? grantLeaves(i.children) : [i.node]));
}

/**
 * Granted codes as the tree's value: only leaves (a group parent follows its children), so a
 * screen added later under a granted group is not shown as granted.
 */
export function checkedLeaves(granted: string[], leaves: AdminMenuNode[]): string[] {
  const codes = new Set(granted);
  return leaves.filter((l) => codes.has(l.code)).map((l) => l.code);
}

/** What a save sends: the checked screens and, of the checked buttons, those of checked screens. */
export function grantBody(menus: string[], elements: Set<string>, elementsOfChecked: string[]): { menus: string[]; elements: string[] } {
  const allowed = new Set(elementsOfChecked);
  return { menus: [...menus], elements: [...elements].filter((c) => allowed.has(c)) };
}

/** Codes of the tree nodes that contain (at any depth) one of `codes`. */
export function parentsOf(items: GrantItem[], codes: Set<string>): string[] {
  const out: string[] = [];
  const walk = (list: GrantItem[]): boolean =>
    list.reduce((found, item) => {
      const inside = item.children ? walk(item.children) : false;
      if (inside) out.push(item.key);
      return found || inside || codes.has(item.key);
    }, false);
  walk(items);
  return out;
}
