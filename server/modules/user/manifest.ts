import type { ModuleManifest } from '../manifest';
import { userAdminRoutes } from './admin';
import { frontRoutes } from './front';
import { profileRoutes } from './profile';

/** Users: the caller's menus, user administration, one's own profile. */
export const userModule: ModuleManifest = {
  name: 'user',
  routes: () => [frontRoutes(), userAdminRoutes(), profileRoutes()],
};
