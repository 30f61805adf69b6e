import type { ModuleManifest } from '../manifest';
import { mailRoutes, startMailWorkers } from '.';

/** The mail centre. */
export const mailModule: ModuleManifest = {
  name: 'mail',
  routes: mailRoutes,
  workers: startMailWorkers,
};
