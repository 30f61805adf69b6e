import type { ModuleManifest } from '../manifest';
import { gateLogRoutes } from './routes';
import { gateLogExport } from './export';

/** The gate log: every API call, listed and exported. */
export const gatelogModule: ModuleManifest = {
  name: 'gatelog',
  routes: () => [gateLogRoutes()],
  exports: [gateLogExport],
};
