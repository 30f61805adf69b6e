import type { AdminMenuNode } from '@shared/api/admin';
import { toTreeItems, type TreeItemOptions } from '../../../components/tree/tree';

export const menuTypeNames: Record<string, string> = { menu: '菜单', dirt: '目录', link: '外链' };

/** The menu tree as Semi tree data, labelled by title. */
export const toMenuItems = (nodes: AdminMenuNode[], options?: TreeItemOptions<AdminMenuNode>) => toTreeItems(nodes, (m) => m.title, options);

