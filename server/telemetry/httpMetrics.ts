import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { apiResCode } from './resCode';
import { apiFailures, httpDuration, httpRequests } from './metrics';
import { routeOf } from './route';
import { requestWindow } from './window';

/** Counts and times a request under its route pattern: the answer calls what this answers. */
export function requestMeter(req: IncomingMessage, res: ServerResponse): () => void {
  const started = performance.now();
  return () => {
    const ms = performance.now() - started;
    const route = routeOf(res);
    const labels = { method: req.method!, route, status: String(res.statusCode) };
    httpRequests.inc(labels);
    httpDuration.observe(labels, ms / 1000);
    const resCode = apiResCode(res);
    if (resCode !== undefined && resCode !== 200) apiFailures.inc({ route, res_code: String(resCode) });
    requestWindow.record(route, ms, res.statusCode >= 500 || (resCode !== undefined && resCode !== 200));
  };
}

/** The request metrics alone, as a middleware (the app observes a request once: server/telemetry/index.ts). */
export function requestMetrics() {
  return (req: Request, res: Response, next: NextFunction) => {
    res.once('finish', requestMeter(req, res));
    next();
  };
}
