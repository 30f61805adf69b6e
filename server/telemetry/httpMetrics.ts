import type { NextFunction, Request, Response } from 'express';
import { apiResCode } from './resCode';
import { apiFailures, httpDuration, httpRequests } from './metrics';
import { routeOf } from './route';
import { requestWindow } from './window';

/** Counts and times every request under its route pattern once it is answered. */
export function requestMetrics() {
  return (req: Request, res: Response, next: NextFunction) => {
    const started = performance.now();
    res.once('finish', () => {
      const ms = performance.now() - started;
      const route = routeOf(res);
      const labels = { method: req.method, route, status: String(res.statusCode) };
      httpRequests.inc(labels);
      httpDuration.observe(labels, ms / 1000);
      const resCode = apiResCode(res);
      if (resCode !== undefined && resCode !== 200) apiFailures.inc({ route, res_code: String(resCode) });
      requestWindow.record(route, ms, res.statusCode >= 500 || (resCode !== undefined && resCode !== 200));
    });
    next();
  };
}
