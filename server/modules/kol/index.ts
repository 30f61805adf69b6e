import type { ApiRoutes } from '../../http/api';
import { kolExportRoutes } from './exportRoutes';
import { poolRoutes } from './pool/routes';
import { redsRoutes } from './reds/routes';
import { requireRoutes } from './requires/routes';

/** KOL influencer marketing (docs/domain/kol.md). */
export function kolRoutes(): ApiRoutes[] {
  return [requireRoutes(), redsRoutes(), ...poolRoutes(), kolExportRoutes()];
}
