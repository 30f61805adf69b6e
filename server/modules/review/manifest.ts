import type { ModuleManifest } from '../manifest';
import { reviewRoutes } from '.';

/** The review programme. */
export const reviewModule: ModuleManifest = {
  name: 'review',
  routes: reviewRoutes,
};
