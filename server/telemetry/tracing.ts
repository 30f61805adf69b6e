import { register } from 'node:module';
import { trace } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { ExpressInstrumentation } from '@opentelemetry/instrumentation-express';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, type SpanProcessor } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import { RecentTraces, type StoredTrace } from './recentTraces';

export interface TracingOptions {
  /** A request taking at least this long is kept for the 链路追踪 screen. */
  slowMs: number;
  /** OTLP/HTTP collector (OTEL_EXPORTER_OTLP_ENDPOINT); undefined: spans stay in this process. */
  otlpEndpoint?: string;
  /** Patch http, express and pg so their work becomes spans; only before those are imported. */
  instrument: boolean;
}

let recent: RecentTraces | undefined;
/** Spans are built as the request runs (exported, or nested under instrumented http and pg spans). */
let live = false;

/** The tracer the app's own spans (request, access check, handler) come from: a no-op until tracing is set up. */
export const tracer = () => trace.getTracer('crossdock');

/** Registers the tracer provider once per process: recent slow and failed traces, and OTLP export when configured. */
export function setupTracing(options: TracingOptions): void {
  if (recent) return;
  recent = new RecentTraces(options.slowMs);
  live = options.instrument || !!options.otlpEndpoint;
  const processors: SpanProcessor[] = [recent];
  if (options.otlpEndpoint) processors.push(new BatchSpanProcessor(new OTLPTraceExporter({ url: `${options.otlpEndpoint.replace(/\/+$/, '')}/v1/traces` })));
  const provider = new NodeTracerProvider({ resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: 'crossdock' }), spanProcessors: processors });
  // Without instrumentation the only spans are the request's and the two the router opens, which find
  // their parent on the response (requestSpan.ts): no context manager, whose async hooks would cost
  // every promise of every request. Patched http, express and pg need one to nest their spans.
  provider.register(options.instrument ? {} : { contextManager: null });
  if (options.instrument) {
    // ES modules are patched through a loader hook; CommonJS ones (express, pg) through require.
    register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
    registerInstrumentations({ instrumentations: [new HttpInstrumentation(), new ExpressInstrumentation(), new PgInstrumentation()] });
  }
}

/**
 * Whether a request's spans are built while it runs. Otherwise they only feed the 链路追踪 buffer,
 * and a request is timed and its spans built once answered, when `keepsTrace` says the buffer keeps it
 * (most requests are neither slow nor failed: building, then dropping their spans was pure cost).
 */
export const liveSpans = (): boolean => live;

/** The buffer keeps a request this long or failed (RecentTraces decides the same over the built spans). */
export const keepsTrace = (durationMs: number, failed: boolean): boolean => !!recent && (failed || durationMs >= recent.slowMs);

/** The slow and failed traces kept by this process, newest first (empty while tracing is not set up). */
export const recentTraces = (): StoredTrace[] => recent?.list() ?? [];
export const slowThresholdMs = (): number | undefined => recent?.slowMs;
