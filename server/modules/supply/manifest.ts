import type { ModuleManifest } from '../manifest';
import { supplyRoutes } from '.';
import { planExport } from './plans/exports';
import { logisticsTrackExport, trackExport } from './tracks/exports';
import { logisticsTrackImport, poImport } from './tracks/trackImports';
import { loadSupplyDemo } from './demo';

/** Supply chain: plans, tracking, inventory. */
export const supplyModule: ModuleManifest = {
  name: 'supply',
  routes: supplyRoutes,
  exports: [planExport, trackExport, logisticsTrackExport],
  imports: [poImport, logisticsTrackImport],
  demo: (db) => loadSupplyDemo(db),
};
