import type { ModuleManifest } from '../manifest';
import { authRoutes } from './routes';

/** Sign-in: tokens and captcha. */
export const authModule: ModuleManifest = {
  name: 'auth',
  routes: () => [authRoutes()],
};
