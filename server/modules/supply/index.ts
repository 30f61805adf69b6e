import type { ApiRoutes } from '../../http/api';
import { inventoryRoutes } from './inventory/routes';
import { planRoutes } from './plans/routes';
import { supplyStoreRoutes } from './stores';
import { logisticsTrackRoutes } from './tracks/logisticsRoutes';
import { trackRoutes } from './tracks/routes';

/** Supply chain (docs/domain/supply.md): plans, tracks, logistics, inventory and PSI. */
export const supplyRoutes = (): ApiRoutes[] => [planRoutes(), trackRoutes(), logisticsTrackRoutes(), inventoryRoutes(), supplyStoreRoutes()];

export { bookMovement } from './inventory/movements';
