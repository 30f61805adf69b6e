import type { ModuleManifest } from '../manifest';
import { reviewRoutes } from '.';
import { detailExport } from './detailExport';
import { orderFeeImport } from './orderFee';
import { soOrderExport } from './soOrderExport';

/** The review programme. */
export const reviewModule: ModuleManifest = {
  name: 'review',
  routes: reviewRoutes,
  exports: [detailExport, soOrderExport],
  imports: [orderFeeImport],
};
