import type { ModuleManifest } from '../manifest';
import { backPaymentRoutes } from './backPayments/routes';
import { deliveryRoutes } from './deliveries/routes';
import { b2bFigures } from './figures';
import { b2bMasterRoutes } from './masterData';
import { paymentApprovals } from './payments/approval';
import { paymentRoutes } from './payments/routes';
import { b2bBackPaymentExport } from './backPayments/exports';
import { b2bDeliveryExport } from './deliveries/exports';
import { b2bPaymentExport } from './payments/exports';
import { periodExport } from './period/exports';

/** B2B customers and finance: master data, back payments, deliveries, payment requests. */
export const b2bModule: ModuleManifest = {
  name: 'b2b',
  routes: () => [...b2bMasterRoutes(), backPaymentRoutes(), deliveryRoutes(), paymentRoutes()],
  approvals: [paymentApprovals],
  figures: b2bFigures,
  exports: [b2bPaymentExport, b2bBackPaymentExport, b2bDeliveryExport, periodExport],
};
