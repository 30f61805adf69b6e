import type { ModuleManifest } from '../manifest';
import { taskExport } from './taskExport';
import { storePerformanceRoutes } from '.';
import { healthImport } from './healthImport';
import { loadStorePerformanceDemo } from './demo';

/** Store performance: stores' health, notification tasks, keyword tasks. */
export const storePerformanceModule: ModuleManifest = {
  name: 'storePerformance',
  routes: storePerformanceRoutes,
  imports: [healthImport],
  exports: [taskExport],
  demo: (db) => loadStorePerformanceDemo(db),
};
