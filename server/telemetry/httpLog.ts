import type { IncomingMessage, ServerResponse } from 'node:http';
import { pinoHttp } from 'pino-http';
import { redactingLogger } from './logger';
import { requestIdOf } from './requestId';
import { routeOf } from './route';

/** The path without its query: a query may carry a token (file links), and the route label says the rest. */
const pathOnly = (url: string | undefined) => (url ?? '').split('?')[0]!.slice(0, 300);

/**
 * One line per request (method, path, route, status, time) with the request id on it, and on every
 * line a handler writes through `req.log`. Secret fields and credentials are masked by the logger.
 */
export function requestLogger(secretPaths: string[]) {
  return pinoHttp<IncomingMessage, ServerResponse>({
    logger: redactingLogger(secretPaths),
    genReqId: requestIdOf,
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
    // The route is known only once the request is routed: it goes on the closing line.
    customSuccessObject: (_req, res, line: object) => ({ ...line, route: routeOf(res) }),
    customErrorObject: (_req, res, _error, line: object) => ({ ...line, route: routeOf(res) }),
    serializers: {
      req: (req: { id: string; method: string; url?: string; remoteAddress?: string }) => ({ id: req.id, method: req.method, path: pathOnly(req.url), remoteAddress: req.remoteAddress }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
}
