import type { ModuleManifest } from '../manifest';
import { fieldsConfigRoutes } from './routes';

/** Saved column choices per screen. */
export const fieldsConfigModule: ModuleManifest = {
  name: 'fieldsConfig',
  routes: () => [fieldsConfigRoutes()],
};
