import type { ModuleManifest } from '../manifest';
import { reviewerReportRoutes } from '.';
import { averageExport, changeExport, snapshotExport } from './exports';
import { promoteImport } from './promoteImport';
import { ratingImport } from './ratingImport';
import { loadReviewerReportsDemo } from './demo';

/** Weekly star ratings of the products and the promotion log. */
export const reviewerReportsModule: ModuleManifest = {
  name: 'reviewerReports',
  routes: reviewerReportRoutes,
  imports: [ratingImport, promoteImport],
  exports: [averageExport, changeExport, snapshotExport],
  demo: (db) => loadReviewerReportsDemo(db),
};
