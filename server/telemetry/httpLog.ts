import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { logger as processLogger, redactingLogger } from './logger';
import { requestIdOf } from './requestId';
import { routeOf } from './route';

declare module 'node:http' {
  interface IncomingMessage {
    /** The request id (X-Request-Id), set first thing by the request logger. */
    id: string;
    /** Writes through the process logger with the request (id, method, path, address) on every line; secrets masked. */
    log: Logger;
  }
}

/** The path without its query: a query may carry a token (file links), and the route label says the rest. */
const pathOnly = (url: string | undefined) => (url ?? '').split('?')[0]!.slice(0, 300);

const levelOf = (status: number) => (status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info');

/**
 * One line per request (method, path, route, status, time) with the request id on it, and on every
 * line a handler writes through `req.log`. Secret fields and credentials are masked by the logger.
 *
 * The closing line holds only what is built here (never headers, body or query), so it is written by
 * the process logger directly, without its redaction; `req.log`, through which a handler may write
 * anything, is the redacting child, made on first use only (most requests never write a line of their own).
 * Answers what writes the closing line: called when the answer is finished or the connection closed.
 */
export function requestLog(secretPaths: string[], base: Logger = processLogger): (req: IncomingMessage, res: ServerResponse) => () => void {
  const redacting = redactingLogger(secretPaths, base);
  // Nothing in the closing line is a secret: no redaction pass over it (about half its cost).
  const closing = base.child({}, { redact: [] });
  return (req, res) => {
    const started = performance.now();
    req.id = requestIdOf(req, res);
    const line = { id: req.id, method: req.method, path: pathOnly(req.url), remoteAddress: req.socket.remoteAddress };
    let log: Logger | undefined;
    Object.defineProperty(req, 'log', {
      configurable: true,
      enumerable: false,
      get: () => (log ??= redacting.child({ req: line })),
      set: (value: Logger) => void (log = value),
    });
    let done = false;
    return () => {
      if (done) return;
      done = true;
      const status = res.statusCode;
      const level = levelOf(status);
      if (!closing.isLevelEnabled(level)) return;
      closing[level](
        { req: line, res: { statusCode: status }, responseTime: Math.round(performance.now() - started), route: routeOf(res) },
        status >= 500 ? 'request errored' : res.writableFinished ? 'request completed' : 'request aborted',
      );
    };
  };
}

/** The request log alone, as a middleware (the app observes a request once: server/telemetry/index.ts). */
export function requestLogger(secretPaths: string[], base: Logger = processLogger) {
  const start = requestLog(secretPaths, base);
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const end = start(req, res);
    res.once('finish', end);
    res.once('close', end);
    next();
  };
}
