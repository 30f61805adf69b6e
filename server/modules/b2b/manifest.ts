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
import { loadB2bDemo } from './demo';
import { loadB2bFlowDemo } from './flowDemo';
import { loadPaymentDemo } from './paymentDemo';
import { paymentAttachmentOwner } from './payments/attachments';

/** B2B customers and finance: master data, back payments, deliveries, payment requests. */
export const b2bModule: ModuleManifest = {
  name: 'b2b',
  routes: () => [...b2bMasterRoutes(), backPaymentRoutes(), deliveryRoutes(), paymentRoutes()],
  attachmentOwners: [paymentAttachmentOwner],
  approvals: [paymentApprovals],
  figures: b2bFigures,
  exports: [b2bPaymentExport, b2bBackPaymentExport, b2bDeliveryExport, periodExport],
  /** Master data first (customers, banks, orders, invoices); the flows and payment requests are made from them. */
  async demo(db) {
    await loadB2bDemo(db);
    await loadB2bFlowDemo(db);
    await loadPaymentDemo(db);
  },
};
