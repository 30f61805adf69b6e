import type { ModuleManifest } from '../manifest';
import { kolBatchApprovals } from './approval';
import { kolFigures } from './figures';
import { kolRoutes } from '.';

/** KOL requirements, posts, the pool. */
export const kolModule: ModuleManifest = {
  name: 'kol',
  routes: kolRoutes,
  approvals: [kolBatchApprovals],
  figures: kolFigures,
};
