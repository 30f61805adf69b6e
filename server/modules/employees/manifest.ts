import type { ModuleManifest } from '../manifest';
import { employeeRoutes } from './routes';
import { employeeImport } from './import';

/** The staff roster. */
export const employeesModule: ModuleManifest = {
  name: 'employees',
  routes: () => [employeeRoutes()],
  imports: [employeeImport],
};
