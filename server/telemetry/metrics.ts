import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** Every metric of this process, served at /metrics (process memory, event-loop delay, GC: prom-client's defaults). */
export const registry = new Registry();
collectDefaultMetrics({ register: registry });

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 15];

export const httpRequests = new Counter({
  name: 'http_requests_total',
  help: 'Requests answered, by route pattern and HTTP status',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [registry],
});

export const httpDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time to answer a request, by route pattern and HTTP status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [registry],
});

/** Envelope failures answered with HTTP 200 (the portal reads resCode): counted apart from HTTP errors. */
export const apiFailures = new Counter({
  name: 'api_failures_total',
  help: 'API calls answered with a resCode other than 200, by route pattern and resCode',
  labelNames: ['route', 'res_code'] as const,
  registers: [registry],
});

export const larkCardSendFailures = new Counter({
  name: 'lark_card_send_failures_total',
  help: 'Lark approval cards (or their text fallback) that could not be sent',
  registers: [registry],
});

export const larkRelayLag = new Gauge({
  name: 'lark_relay_lag_seconds',
  help: 'Age of the newest workflow event the approval relay handled, when it handled it',
  registers: [registry],
});

export const mailPullFailures = new Counter({
  name: 'mail_pull_errors_total',
  help: 'Mailbox pulls that failed',
  registers: [registry],
});

export interface Reading {
  labels?: Record<string, string>;
  value: number;
}

/**
 * A gauge read when scraped (the job queue's depth, the pool, a mailbox's lag): `read` answers the
 * current values. Registering the same name again replaces the reader (a process builds one app).
 */
export function readGauge(name: string, help: string, labelNames: string[], read: () => Promise<Reading[]> | Reading[]): void {
  registry.removeSingleMetric(name);
  new Gauge({
    name,
    help,
    labelNames,
    registers: [registry],
    async collect() {
      this.reset();
      for (const r of await read()) {
        if (r.labels) this.set(r.labels, r.value);
        else this.set(r.value);
      }
    },
  });
}
