import type { ModuleManifest } from '../manifest';
import { reviewersRoutes } from '.';
import { loadReviewersDemo } from './demo';

/** Reviewer management: profiles, orders, blacklist, mailboxes, Facebook products. */
export const reviewersModule: ModuleManifest = {
  name: 'reviewers',
  routes: reviewersRoutes,
  demo: (db) => loadReviewersDemo(db),
};
