import type { ModuleManifest } from '../modules/manifest';
import { approvalRoutes } from './routes';

/** Every approval kind in one inbox (the sources come from the other manifests). */
export const approvalsModule: ModuleManifest = {
  name: 'approvals',
  routes: () => [approvalRoutes()],
};
