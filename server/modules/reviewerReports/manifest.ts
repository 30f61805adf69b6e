import type { ModuleManifest } from '../manifest';
import { reviewerReportRoutes } from '.';
import { promoteImport } from './promoteImport';
import { ratingImport } from './ratingImport';
import { loadReviewerReportsDemo } from './demo';

/** Weekly star ratings of the products and the promotion log. */
export const reviewerReportsModule: ModuleManifest = {
  name: 'reviewerReports',
  routes: reviewerReportRoutes,
  imports: [ratingImport, promoteImport],
  demo: (db) => loadReviewerReportsDemo(db),
};
