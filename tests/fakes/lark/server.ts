import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RouteContext, RouteResult } from './http';
import { controlRoutes, findRoute, openApiRoutes } from './routes';
import type { FakeLarkState } from './state';
import type { FakeLarkRequest } from './types';

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function parseBody(raw: string): unknown {
  if (raw === '') return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

function flatHeaders(req: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

function send(res: ServerResponse, result: RouteResult): void {
  if (typeof result.body === 'string') {
    res.writeHead(result.status, { 'content-type': 'text/plain; charset=utf-8', ...result.headers }).end(result.body);
    return;
  }
  res.writeHead(result.status, { 'content-type': 'application/json; charset=utf-8', ...result.headers }).end(JSON.stringify(result.body));
}

function serveControl(ctx: RouteContext, method: string, path: string): RouteResult {
  const found = findRoute(controlRoutes, method, path);
  if (!found) return { status: 404, body: { error: `no control endpoint ${method} ${path}` } };
  try {
    return found.route.handle({ ...ctx, params: found.params });
  } catch (error) {
    return { status: 400, body: { error: error instanceof Error ? error.message : String(error) } };
  }
}

/** Answers one HTTP request: control endpoints, injected failures, then the open-API routes. */
export async function serve(state: FakeLarkState, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  const method = (req.method ?? 'GET').toUpperCase();
  const path = url.pathname;
  const ctx: RouteContext = {
    state,
    params: {},
    query: Object.fromEntries(url.searchParams),
    headers: flatHeaders(req),
    body: parseBody(await readBody(req)),
  };
  if (path.startsWith('/_fake/')) {
    send(res, serveControl(ctx, method, path));
    return;
  }

  const record: FakeLarkRequest = {
    method,
    path,
    query: ctx.query,
    headers: ctx.headers,
    body: ctx.body,
    at: new Date(),
    status: 0,
    response: undefined,
  };
  state.traffic.requests.push(record);

  const found = findRoute(openApiRoutes, method, path);
  // The real gateway answers unknown paths with this plain-text 404.
  let result: RouteResult = { status: 404, body: '404 page not found' };
  if (found) {
    const failure = state.traffic.takeFailure(method, path, found.route.pattern);
    if (failure && 'drop' in failure) {
      req.socket.destroy();
      return;
    }
    if (failure && 'loseAnswer' in failure) {
      // Lark did the work, but the answer never reaches the caller (a timeout, a cut connection).
      found.route.handle({ ...ctx, params: found.params });
      req.socket.destroy();
      return;
    }
    result = failure
      ? { status: failure.status ?? 400, body: { code: failure.code, msg: failure.msg } }
      : found.route.handle({ ...ctx, params: found.params });
  }
  record.status = result.status;
  record.response = result.body;
  send(res, result);
}
