import type { Express, NextFunction, Request, Response } from 'express';
import { context } from '@opentelemetry/api';
import { DEFAULT_TELEMETRY, type TelemetryConfig } from './config';
import { requestLog } from './httpLog';
import { requestMeter } from './httpMetrics';
import { registry } from './metrics';
import { mayReadMetrics } from './metricsAccess';
import { startRequestSpan } from './requestSpan';

/**
 * Before anything else in the app: the request id and log line, the request's metrics and its span;
 * and /metrics for a scraper holding the token or calling from an allowed address.
 */
export function observeRequests(app: Express, secretPaths: string[], config: TelemetryConfig = DEFAULT_TELEMETRY): void {
  app.use(requestObserver(secretPaths));
  app.get('/metrics', async (req, res) => {
    if (!mayReadMetrics(config.metrics, req)) return void res.status(403).type('text').send('forbidden\n');
    res.type(registry.contentType).send(await registry.metrics());
  });
}

/**
 * The three observers of a request in one middleware, answered by one listener: each request pays
 * one pass through the router and one `finish` listener instead of one per observer. An aborted
 * request (closed unanswered) is logged only, as before.
 */
function requestObserver(secretPaths: string[]) {
  const startLog = requestLog(secretPaths);
  return (req: Request, res: Response, next: NextFunction) => {
    const logged = startLog(req, res);
    const metered = requestMeter(req, res);
    const span = startRequestSpan(req, res);
    res.once('finish', () => {
      logged();
      metered();
      span.end();
    });
    res.once('close', logged);
    if (span.context) context.with(span.context, next);
    else next();
  };
}
