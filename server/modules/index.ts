import type { ApiRoutes } from '../http/api';
import { groupRoutes } from './access/groups';
import { groupTypeRoutes } from './access/groupTypes';
import { menuAdminRoutes } from './access/menus';
import { authRoutes } from './auth/routes';
import { backPaymentRoutes } from './b2b/backPayments/routes';
import { deliveryRoutes } from './b2b/deliveries/routes';
import { employeeRoutes } from './employees/routes';
import { gateLogRoutes } from './gatelog/routes';
import { frontRoutes } from './user/front';
import { userAdminRoutes } from './user/admin';
import { profileRoutes } from './user/profile';

/** Every module's routes; a new module adds its line here. */
export function apiModules(): ApiRoutes[] {
  return [
    authRoutes(),
    frontRoutes(),
    userAdminRoutes(),
    profileRoutes(),
    menuAdminRoutes(),
    groupTypeRoutes(),
    groupRoutes(),
    gateLogRoutes(),
    employeeRoutes(),
    backPaymentRoutes(),
    deliveryRoutes(),
  ];
}
