import type { GroupNode } from '@shared/api/admin';
import { toTreeItems } from '../../../components/tree/tree';

/** The group tree as Semi tree data, labelled by name; `blocked` ids are not selectable. */
export const toGroupItems = (nodes: GroupNode[], blocked?: Set<number>) => toTreeItems(nodes, (g) => g.name, { blocked });
