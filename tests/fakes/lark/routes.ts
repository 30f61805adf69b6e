import { approvalRoutes } from './api-approval';
import { authRoutes } from './api-auth';
import { contactRoutes } from './api-contact';
import { controlRoutes } from './api-control';
import { imRoutes } from './api-im';
import type { Route } from './http';
import { matchPath } from './http';

/** The open-platform APIs the fake serves. */
export const openApiRoutes: Route[] = [...authRoutes, ...imRoutes, ...contactRoutes, ...approvalRoutes];

export { controlRoutes };

/** The first route of `routes` serving this method and path, with its path parameters. */
export function findRoute(
  routes: readonly Route[],
  method: string,
  path: string,
): { route: Route; params: Record<string, string> } | undefined {
  for (const route of routes) {
    if (route.method !== method) continue;
    const params = matchPath(route.pattern, path);
    if (params) return { route, params };
  }
  return undefined;
}
