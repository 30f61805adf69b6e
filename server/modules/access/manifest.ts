import type { ModuleManifest } from '../manifest';
import { groupRoutes } from './groups';
import { groupTypeRoutes } from './groupTypes';
import { menuAdminRoutes } from './menus';

/** Access control: menus, group types, groups and their grants. */
export const accessModule: ModuleManifest = {
  name: 'access',
  routes: () => [menuAdminRoutes(), groupTypeRoutes(), groupRoutes()],
};
