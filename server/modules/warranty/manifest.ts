import type { ModuleManifest } from '../manifest';
import { startWarrantyWorkers, warrantyRoutes } from '.';

/** Warranty extension (Hive): projects, QR batches, orders, buyers. */
export const warrantyModule: ModuleManifest = {
  name: 'warranty',
  routes: warrantyRoutes,
  workers: startWarrantyWorkers,
};
