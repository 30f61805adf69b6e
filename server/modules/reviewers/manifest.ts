import type { ModuleManifest } from '../manifest';
import { reviewersRoutes } from '.';

/** Reviewer management: profiles, orders, blacklist, mailboxes, Facebook products. */
export const reviewersModule: ModuleManifest = {
  name: 'reviewers',
  routes: reviewersRoutes,
};
