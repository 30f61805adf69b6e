import type { GroupNode } from '@shared/api/admin';

/** A Semi Tree / TreeSelect node of the group tree. */
export interface GroupItem {
  key: string;
  value: string;
  label: string;
  search: string;
  node: GroupNode;
  disabled?: boolean;
  children?: GroupItem[];
}

export function toGroupItems(nodes: GroupNode[], blocked: Set<number> = new Set()): GroupItem[] {
  return nodes.map((node) => {
    const children = toGroupItems(node.children, blocked);
    return {
      key: String(node.id),
      value: String(node.id),
      label: node.name,
      search: `${node.name} ${node.code}`.toLowerCase(),
      node,
      disabled: blocked.has(node.id),
      ...(children.length ? { children } : {}),
    };
  });
}

export function findGroup(nodes: GroupNode[], id: number): GroupNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const inner = findGroup(node.children, id);
    if (inner) return inner;
  }
  return undefined;
}

/** `node` and everything under it (a group cannot move under itself). */
export function groupSubtree(node: GroupNode): Set<number> {
  const ids = new Set([node.id]);
  node.children.forEach((c) => groupSubtree(c).forEach((i) => ids.add(i)));
  return ids;
}

export const matchesGroup = (input: string, _label: string, data?: object) =>
  Boolean((data as { search?: string } | undefined)?.search?.includes(input.trim().toLowerCase()));
