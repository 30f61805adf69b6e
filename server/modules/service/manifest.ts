import type { ModuleManifest } from '../manifest';
import { serviceFigures } from './figures';
import { serviceRoutes } from '.';

/** Customer service: reviews and service orders. */
export const serviceModule: ModuleManifest = {
  name: 'service',
  routes: serviceRoutes,
  figures: serviceFigures,
};
