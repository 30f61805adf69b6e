import type { ModuleManifest } from '../manifest';
import { reviewerReportRoutes } from '.';

/** Weekly star ratings of the products and the promotion log. */
export const reviewerReportsModule: ModuleManifest = {
  name: 'reviewerReports',
  routes: reviewerReportRoutes,
};
