import type { ApiRoutes } from '../../http/api';
import { placeRoutes } from './placeRoutes';
import { platformRoutes } from './platformRoutes';
import { rateRoutes } from './rateRoutes';
import { settingRoutes } from './settingRoutes';
import { storeRoutes } from './storeRoutes';

/** Every reference-data route (docs/domain/master-data.md). */
export function referenceRoutes(): ApiRoutes[] {
  return [rateRoutes(), placeRoutes(), platformRoutes(), ...storeRoutes(), settingRoutes()];
}
