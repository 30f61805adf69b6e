import type { ModuleManifest } from '../manifest';
import { employeeRoutes } from './routes';

/** The staff roster. */
export const employeesModule: ModuleManifest = {
  name: 'employees',
  routes: () => [employeeRoutes()],
};
