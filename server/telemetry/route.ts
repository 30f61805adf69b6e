import type { ServerResponse } from 'node:http';

/** Where a request's route pattern is kept once known (`/api/user/:id`, not the raw URL). */
const ROUTE = Symbol('route');

type WithRoute = ServerResponse & { [ROUTE]?: string };

/** Called by the API router when it picks the endpoint. */
export function markRoute(res: ServerResponse, pattern: string): void {
  (res as WithRoute)[ROUTE] = pattern;
}

/** The route label of a finished request: its endpoint's pattern, else the kind of path it was. */
export function routeOf(res: ServerResponse): string {
  const known = (res as WithRoute)[ROUTE];
  if (known) return known;
  const url = res.req?.url ?? '';
  if (url.startsWith('/api/')) return '/api (unmatched)';
  if (url.startsWith('/metrics')) return '/metrics';
  if (url.startsWith('/lark/') || url.startsWith('/widgets/')) return url.split('/').slice(0, 2).join('/') + '/*';
  return 'portal';
}
