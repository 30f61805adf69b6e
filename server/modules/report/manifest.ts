import type { ModuleManifest } from '../manifest';
import { reportRoutes } from './routes';
import { startReportWorkers } from './workers';

/** The report centre: export tasks and their files. */
export const reportModule: ModuleManifest = {
  name: 'report',
  routes: () => [reportRoutes()],
  workers: startReportWorkers,
};
