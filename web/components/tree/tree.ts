/** The admin trees (roles, menus) as Semi Tree / TreeSelect data, and lookups in them. */

export interface AdminTreeNode<N> {
  id: number;
  code: string;
  children: N[];
}

/** A Semi Tree / TreeSelect node. */
export interface TreeItem<N> {
  key: string;
  value: string;
  label: string;
  /** Lower-case text the search matches: label and code. */
  search: string;
  node: N;
  disabled?: boolean;
  children?: TreeItem<N>[];
}

export interface TreeItemOptions<N> {
  /** Nodes to show; a dropped node takes its subtree with it. */
  keep?: (node: N) => boolean;
  /** Ids shown but not selectable (a node cannot move under itself). */
  blocked?: Set<number>;
}

export function toTreeItems<N extends AdminTreeNode<N>>(nodes: N[], labelOf: (node: N) => string, options: TreeItemOptions<N> = {}): TreeItem<N>[] {
  const { keep = () => true, blocked = new Set<number>() } = options;
  return nodes.filter(keep).map((node) => {
    const children = toTreeItems(node.children, labelOf, options);
    const label = labelOf(node);
    return {
      key: String(node.id),
      value: String(node.id),
      label,
      search: `${label} ${node.code}`.toLowerCase(),
      node,
      disabled: blocked.has(node.id),
      ...(children.length ? { children } : {}),
    };
  });
}

/** The node with this id anywhere in the tree. */
export function findNode<N extends AdminTreeNode<N>>(nodes: N[], id: number): N | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const inner = findNode(node.children, id);
    if (inner) return inner;
  }
  return undefined;
}

/** Ids of `node` and everything under it. */
export function subtreeIds<N extends AdminTreeNode<N>>(node: N): Set<number> {
  const ids = new Set<number>([node.id]);
  node.children.forEach((c) => subtreeIds(c).forEach((i) => ids.add(i)));
  return ids;
}

/** Tree search: label or code contains the text (case-insensitive). */
export const matchesSearch = (input: string, _label: string, data?: object) =>
  Boolean((data as { search?: string } | undefined)?.search?.includes(input.trim().toLowerCase()));
