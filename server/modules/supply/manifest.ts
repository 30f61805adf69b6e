import type { ModuleManifest } from '../manifest';
import { supplyRoutes } from '.';

/** Supply chain: plans, tracking, inventory. */
export const supplyModule: ModuleManifest = {
  name: 'supply',
  routes: supplyRoutes,
};
