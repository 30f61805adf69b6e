import type { ModuleManifest } from '../manifest';
import { reviewRoutes } from '.';
import { detailExport } from './detailExport';
import { orderFeeImport } from './orderFee';
import { soOrderExport } from './soOrderExport';
import { loadReviewDemo } from './demo';
import { loadReviewOpsDemo } from './opsDemo';
import { paymentOpAttachments } from './payOps';
import { letterReplies } from './letters';

/** The review programme. */
export const reviewModule: ModuleManifest = {
  name: 'review',
  routes: reviewRoutes,
  attachmentOwners: [paymentOpAttachments],
  mailReplies: [letterReplies],
  exports: [detailExport, soOrderExport],
  imports: [orderFeeImport],
  /** Plan orders and their details first; the order operations are raised on them. */
  async demo(db) {
    await loadReviewDemo(db);
    await loadReviewOpsDemo(db);
  },
};
