import type { ModuleManifest } from '../manifest';
import { backPaymentRoutes } from './backPayments/routes';
import { deliveryRoutes } from './deliveries/routes';
import { b2bFigures } from './figures';
import { b2bMasterRoutes } from './masterData';
import { paymentApprovals } from './payments/approval';
import { paymentRoutes } from './payments/routes';

/** B2B customers and finance: master data, back payments, deliveries, payment requests. */
export const b2bModule: ModuleManifest = {
  name: 'b2b',
  routes: () => [...b2bMasterRoutes(), backPaymentRoutes(), deliveryRoutes(), paymentRoutes()],
  approvals: [paymentApprovals],
  figures: b2bFigures,
};
