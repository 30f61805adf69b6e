import type { LarkError } from './errors';
import { larkErrors } from './errors';
import type { FakeLarkState } from './state';

/** What a route handler gets. */
export interface RouteContext {
  state: FakeLarkState;
  params: Record<string, string>;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: unknown;
}

/** What a route handler answers: an HTTP status and a JSON body. */
export interface RouteResult {
  status: number;
  body: unknown;
  /** Extra response headers (a redirect's `location`). */
  headers?: Record<string, string>;
}

export interface Route {
  method: string;
  /** Path with `:name` segments. */
  pattern: string;
  handle(ctx: RouteContext): RouteResult;
}

/** Lark's success envelope. */
export function ok(data: unknown): RouteResult {
  return { status: 200, body: { code: 0, msg: 'success', data } };
}

export function fail(error: LarkError, msg = error.msg): RouteResult {
  return { status: error.status, body: { code: error.code, msg } };
}

/** The token of an `Authorization: Bearer ...` header. */
export function bearer(ctx: RouteContext): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(ctx.headers.authorization ?? '');
  return match?.[1];
}

/** A gateway error unless the request carries a live tenant token. */
export function tenantTokenError(ctx: RouteContext): RouteResult | undefined {
  const token = bearer(ctx);
  if (!token) return fail(larkErrors.missingToken);
  if (!ctx.state.auth.isAppToken(token)) return fail(larkErrors.invalidToken);
  return undefined;
}

/** The body as a plain object, or `undefined` when it is not one. */
export function objectBody(ctx: RouteContext): Record<string, unknown> | undefined {
  const body = ctx.body;
  return body !== null && typeof body === 'object' && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : undefined;
}

/** Matches a path against `:name` patterns, giving the named segments. */
export function matchPath(pattern: string, path: string): Record<string, string> | undefined {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i += 1) {
    if (want[i].startsWith(':')) {
      if (!got[i]) return undefined;
      params[want[i].slice(1)] = decodeURIComponent(got[i]);
    } else if (want[i] !== got[i]) {
      return undefined;
    }
  }
  return params;
}
