import { homeFigures } from '@shared/api/home';
import { ApiRoutes } from '../http/api';
import type { ModuleManifest } from '../modules/manifest';
import { figuresFor } from './figures';

/** 首页: the key figures every other module declares (`figures` in its manifest). */
export const homeModule: ModuleManifest = {
  name: 'home',
  routes: () => [new ApiRoutes().add(homeFigures, ({ caller, deps }) => figuresFor(deps, caller))],
};
