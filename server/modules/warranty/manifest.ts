import type { ModuleManifest } from '../manifest';
import { startWarrantyWorkers, warrantyRoutes } from '.';
import { loadWarrantyDemo } from './demo';

/** Warranty extension (Hive): projects, QR batches, orders, buyers. */
export const warrantyModule: ModuleManifest = {
  name: 'warranty',
  routes: warrantyRoutes,
  workers: startWarrantyWorkers,
  demo: (db) => loadWarrantyDemo(db),
};
