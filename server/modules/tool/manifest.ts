import type { ModuleManifest } from '../manifest';
import { toolRoutes } from './routes';
import { startToolWorkers } from './workers';

/** Attachments and file downloads. */
export const toolModule: ModuleManifest = {
  name: 'tool',
  routes: () => [toolRoutes()],
  workers: startToolWorkers,
};
