import type { ModuleManifest } from '../manifest';
import { referenceRoutes } from './routes';
import { rateImport } from './rateRoutes';
import { loadReferenceDemo } from './demo';

/** Reference master data: platforms, stores, rates, places. */
export const referenceModule: ModuleManifest = {
  name: 'reference',
  routes: referenceRoutes,
  imports: [rateImport],
  demo: (db) => loadReferenceDemo(db),
};
