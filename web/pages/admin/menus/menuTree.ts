import type { AdminMenuNode } from '@shared/api/admin';

/** A Semi Tree / TreeSelect node. */
export interface TreeItem {
  key: string;
  value: string;
  label: string;
  /** Lower-case text the search matches: title and code. */
  search: string;
  node: AdminMenuNode;
  children?: TreeItem[];
  disabled?: boolean;
}

export const menuTypeNames: Record<string, string> = { menu: '菜单', dirt: '目录', link: '外链' };

/** The menu tree as Semi tree data; `keep` filters nodes (their subtrees go with them). */
export function toTreeItems(nodes: AdminMenuNode[], keep: (n: AdminMenuNode) => boolean = () => true): TreeItem[] {
  return nodes.filter(keep).map((node) => {
    const children = toTreeItems(node.children, keep);
    return {
      key: String(node.id),
      value: String(node.id),
      label: node.title,
      search: `${node.title} ${node.code}`.toLowerCase(),
      node,
      ...(children.length ? { children } : {}),
    };
  });
}

/** The node with this id anywhere in the tree. */
export function findMenu(nodes: AdminMenuNode[], id: number): AdminMenuNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const inner = findMenu(node.children, id);
    if (inner) return inner;
  }
  return undefined;
}

/** Ids of `id` and all its descendants (a menu cannot move under itself). */
export function subtreeIds(node: AdminMenuNode): Set<number> {
  const ids = new Set<number>([node.id]);
  node.children.forEach((c) => subtreeIds(c).forEach((i) => ids.add(i)));
  return ids;
}

/** Every node, parents first. */
export function flattenMenus(nodes: AdminMenuNode[]): AdminMenuNode[] {
  return nodes.flatMap((n) => [n, ...flattenMenus(n.children)]);
}

/** Tree search: title or code contains the text (case-insensitive). */
export const matchesSearch = (input: string, _label: string, data?: object) =>
  Boolean((data as { search?: string } | undefined)?.search?.includes(input.trim().toLowerCase()));
