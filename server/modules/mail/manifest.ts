import type { ModuleManifest } from '../manifest';
import { mailRoutes, startMailWorkers } from '.';
import { loadMailDemo } from './demo';

/** The mail centre. */
export const mailModule: ModuleManifest = {
  name: 'mail',
  routes: mailRoutes,
  workers: startMailWorkers,
  demo: (db, ctx) => loadMailDemo(db, ctx),
};
