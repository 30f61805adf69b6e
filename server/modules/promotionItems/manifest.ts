import type { ModuleManifest } from '../manifest';
import { ApiRoutes } from '../../http/api';
import { promoteItemApprovals } from './approval';
import { itemRoutes } from './items/routes';
import { reportRoutes } from './reports/routes';
import { itemExport, paymentDetailExport } from './items/exports';
import { costExport, monthExport, spanExport } from './reports/exports';
import { loadPromotionItemsDemo } from './demo';

/** Promotion items and cost reports (docs/domain/promotion-items.md). */
export const promotionItemsModule: ModuleManifest = {
  name: 'promotionItems',
  routes: () => [new ApiRoutes().include(itemRoutes()).include(reportRoutes())],
  approvals: [promoteItemApprovals],
  exports: [itemExport, paymentDetailExport, spanExport, costExport, monthExport],
  demo: (db) => loadPromotionItemsDemo(db),
};
