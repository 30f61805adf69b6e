import type { ModuleManifest } from '../manifest';
import { storePerformanceRoutes } from '.';
import { healthImport } from './healthImport';

/** Store performance: stores' health, notification tasks, keyword tasks. */
export const storePerformanceModule: ModuleManifest = {
  name: 'storePerformance',
  routes: storePerformanceRoutes,
  imports: [healthImport],
};
