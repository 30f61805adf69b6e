import type { ModuleManifest } from '../manifest';
import { storePerformanceRoutes } from '.';
import { healthImport } from './healthImport';
import { loadStorePerformanceDemo } from './demo';

/** Store performance: stores' health, notification tasks, keyword tasks. */
export const storePerformanceModule: ModuleManifest = {
  name: 'storePerformance',
  routes: storePerformanceRoutes,
  imports: [healthImport],
  demo: (db) => loadStorePerformanceDemo(db),
};
