import type { ModuleManifest } from '../manifest';
import { serviceRoutes } from '.';

/** Customer service: reviews and service orders. */
export const serviceModule: ModuleManifest = {
  name: 'service',
  routes: serviceRoutes,
};
