import type { MetricsAccess } from './metricsAccess';

export interface TelemetryConfig {
  metrics: MetricsAccess;
  slowMs: number;
  otlpEndpoint?: string;
  tracingUiUrl?: string;
  snapshotSeconds: number;
}

/** What a process without telemetry settings runs with (tests build their config by hand). */
export const DEFAULT_TELEMETRY: TelemetryConfig = { metrics: { allow: [] }, slowMs: 1000, snapshotSeconds: 15 };
