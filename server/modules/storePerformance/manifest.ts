import type { ModuleManifest } from '../manifest';
import { storePerformanceRoutes } from '.';

/** Store performance: stores' health, notification tasks, keyword tasks. */
export const storePerformanceModule: ModuleManifest = {
  name: 'storePerformance',
  routes: storePerformanceRoutes,
};
