import type { ModuleManifest } from '../modules/manifest';
import { larkIdentityRoutes, startLarkWorkers } from '.';

/** The Lark bridge: identity binding and launch; its relay and reminders run as workers. */
export const larkModule: ModuleManifest = {
  name: 'lark',
  routes: () => [larkIdentityRoutes()],
  workers: startLarkWorkers,
};
