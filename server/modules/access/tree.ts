/** Helpers for self-referencing tables (menus, groups): rows linked by `parentId`. */

interface Linked {
  id: number;
  parentId: number | null;
}

export type Nested<T> = T & { children: Array<Nested<T>> };

/** Nests rows under their parents, keeping the order of `rows`; a row whose parent is absent is a root. */
export function nest<T extends Linked>(rows: T[]): Array<Nested<T>> {
  type Node = Nested<T>;
  const nodes = new Map<number, Node>(rows.map((r) => [r.id, { ...r, children: [] }]));
  const roots: Node[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** True when `candidate` is `id` itself or one of its descendants, i.e. making it the parent of `id`
 * would close a loop. `parentOf` maps every row id to its parent id. */
export function isSelfOrDescendant(parentOf: Map<number, number | null>, id: number, candidate: number): boolean {
  const seen = new Set<number>();
  for (let at: number | null | undefined = candidate; at != null && !seen.has(at); at = parentOf.get(at)) {
    if (at === id) return true;
    seen.add(at);
  }
  return false;
}
