import type { MenuNode } from '@shared/api/user';

export type SidebarItemKind = 'route' | 'external' | 'label';

export interface SidebarItem {
  /** The menu code (route path). */
  key: string;
  text: string;
  icon?: string;
  /** `route` navigates, `external` opens `href` in a new tab, `label` (type dirt) is not linked. */
  kind: SidebarItemKind;
  href?: string;
  children?: SidebarItem[];
}

function kindOf(node: MenuNode): SidebarItemKind {
  if (node.type === 'dirt') return 'label';
  if (node.href?.startsWith('http')) return 'external';
  return 'route';
}

/** Spec §2 Shell: the permitted menu tree without hidden items (nor groups left empty by them). */
export function sidebarItems(tree: MenuNode[]): SidebarItem[] {
  return tree.flatMap((node): SidebarItem[] => {
    if (node.hidden) return [];
    const children = sidebarItems(node.children);
    if (node.children.length > 0 && children.length === 0) return [];
    const kind = kindOf(node);
    return [
      {
        key: node.code,
        text: node.title,
        icon: node.icon ?? undefined,
        kind,
        ...(kind === 'external' ? { href: node.href! } : {}),
        ...(children.length ? { children } : {}),
      },
    ];
  });
}

/** Key of the group that holds `path`, to open it in the sidebar. */
export function groupOf(items: SidebarItem[], path: string): string | undefined {
  return items.find((item) => item.children?.some((child) => child.key === path))?.key;
}

export function findItem(items: SidebarItem[], key: string): SidebarItem | undefined {
  for (const item of items) {
    if (item.key === key) return item;
    const inner = item.children && findItem(item.children, key);
    if (inner) return inner;
  }
  return undefined;
}
