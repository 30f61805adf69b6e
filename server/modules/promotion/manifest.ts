import type { ModuleManifest } from '../manifest';
import { claimExportKind } from './claims/exports';
import { reimbursementApprovals } from './claims/approval';
import { claimRoutes } from './claims/routes';
import { promotionFigures } from './limits/figures';
import { limitCheckRoutes } from './limits/routes';
import { spuSearchRoutes } from './limits/spuSearch';
import { promotionMasterRoutes } from './masters';
import { promotionPaymentRoutes } from './payments/routes';
import { paymentDetailExportKind } from './payments/exports';
import { loadPromotionDemo } from './demo';
import { claimAttachments } from './claims/attachments';

/** Promotion expenses: account companies, limits, reimbursements, cashier payments (docs/domain/promotion.md). */
export const promotionModule: ModuleManifest = {
  name: 'promotion',
  routes: () => [...promotionMasterRoutes(), limitCheckRoutes(), spuSearchRoutes(), claimRoutes(), promotionPaymentRoutes()],
  attachmentOwners: [claimAttachments],
  approvals: [reimbursementApprovals],
  figures: promotionFigures,
  exports: [paymentDetailExportKind, claimExportKind],
  demo: (db, ctx) => loadPromotionDemo(db, ctx),
};
