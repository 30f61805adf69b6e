import type { ModuleManifest } from '../manifest';
import { amazonReviewImport, walmartReviewImport } from './platformReviewImport';
import { serviceFigures } from './figures';
import { serviceRoutes } from '.';
import { reviewExportKind, serviceOrderExportKind } from './exports';
import { reviewImport } from './reviewImport';
import { loadServiceDemo } from './demo';
import { serviceAttachmentOwners } from './attachments';

/** Customer service: reviews and service orders. */
export const serviceModule: ModuleManifest = {
  name: 'service',
  routes: serviceRoutes,
  attachmentOwners: serviceAttachmentOwners,
  figures: serviceFigures,
  exports: [reviewExportKind, serviceOrderExportKind],
  imports: [reviewImport, amazonReviewImport, walmartReviewImport],
  demo: (db) => loadServiceDemo(db),
};
