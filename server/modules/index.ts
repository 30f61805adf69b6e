import type { ApiRoutes } from '../http/api';
import { authRoutes } from './auth/routes';
import { frontRoutes } from './user/front';
import { userAdminRoutes } from './user/admin';
import { profileRoutes } from './user/profile';

/** Every module's routes; a new module adds its line here. */
export function apiModules(): ApiRoutes[] {
  return [authRoutes(), frontRoutes(), userAdminRoutes(), profileRoutes()];
}
