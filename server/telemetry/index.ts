import type { Express } from 'express';
import { DEFAULT_TELEMETRY, type TelemetryConfig } from './config';
import { requestLogger } from './httpLog';
import { requestMetrics } from './httpMetrics';
import { registry } from './metrics';
import { mayReadMetrics } from './metricsAccess';
import { requestSpans } from './requestSpan';

/**
 * Before anything else in the app: the request id and log line, the request's metrics and its span;
 * and /metrics for a scraper holding the token or calling from an allowed address.
 */
export function observeRequests(app: Express, secretPaths: string[], config: TelemetryConfig = DEFAULT_TELEMETRY): void {
  app.use(requestLogger(secretPaths));
  app.use(requestMetrics());
  app.use(requestSpans());
  app.get('/metrics', async (req, res) => {
    if (!mayReadMetrics(config.metrics, req)) return void res.status(403).type('text').send('forbidden\n');
    res.type(registry.contentType).send(await registry.metrics());
  });
}
