import type { Context } from '@opentelemetry/api';
import { SpanStatusCode } from '@opentelemetry/api';
import type { ReadableSpan, Span, SpanProcessor } from '@opentelemetry/sdk-trace-base';

export interface StoredSpan {
  spanId: string;
  parentSpanId: string | null;
  name: string;
  /** Milliseconds from the trace's first span. */
  offsetMs: number;
  durationMs: number;
  failed: boolean;
  attributes: Record<string, string | number | boolean>;
}

export interface StoredTrace {
  traceId: string;
  name: string;
  startedAt: string;
  durationMs: number;
  failed: boolean;
  requestId: string | null;
  spans: StoredSpan[];
}

/** A trace whose root never ends (a hung request) is given up after this many spans. */
const MAX_PENDING_SPANS = 5000;

const ms = ([s, ns]: [number, number]) => s * 1000 + ns / 1e6;
const round = (n: number) => Math.round(n * 10) / 10;

/** A span failed: its status says so, or the request it stands for answered 5xx or a refusing resCode. */
function failedSpan(span: ReadableSpan): boolean {
  const status = Number(span.attributes['http.response.status_code'] ?? span.attributes['http.status_code'] ?? 0);
  const resCode = span.attributes['crossdock.res_code'];
  return span.status.code === SpanStatusCode.ERROR || status >= 500 || (resCode !== undefined && resCode !== 200);
}

/**
 * Keeps the last `capacity` slow (at least `slowMs`) or failed traces of this process with all their
 * spans, for the 链路追踪 screen. Spans wait here until their trace's root ends.
 */
export class RecentTraces implements SpanProcessor {
  private pending = new Map<string, ReadableSpan[]>();
  private pendingCount = 0;
  private kept: StoredTrace[] = [];

  constructor(
    readonly slowMs: number,
    private readonly capacity = 200,
  ) {}

  onStart(_span: Span, _context: Context): void {}

  onEnd(span: ReadableSpan): void {
    const traceId = span.spanContext().traceId;
    const spans = this.pending.get(traceId) ?? [];
    spans.push(span);
    this.pending.set(traceId, spans);
    this.pendingCount++;
    const isRoot = !span.parentSpanContext || span.parentSpanContext.isRemote;
    if (isRoot) this.finish(traceId, span);
    else if (this.pendingCount > MAX_PENDING_SPANS) this.dropOldest();
  }

  private finish(traceId: string, root: ReadableSpan): void {
    const spans = this.pending.get(traceId)!;
    this.pending.delete(traceId);
    this.pendingCount -= spans.length;
    const durationMs = ms(root.duration);
    const failed = spans.some(failedSpan);
    if (durationMs < this.slowMs && !failed) return;
    const start = Math.min(...spans.map((s) => ms(s.startTime)));
    // Named after the app's request span (route pattern, request id); the http instrumentation's root knows only the method.
    const request = spans.find((s) => typeof s.attributes['crossdock.request_id'] === 'string') ?? root;
    this.kept = [
      {
        traceId,
        name: request.name,
        startedAt: new Date(start).toISOString(),
        durationMs: round(durationMs),
        failed,
        requestId: (request.attributes['crossdock.request_id'] as string | undefined) || null,
        spans: spans
          .map((s) => ({
            spanId: s.spanContext().spanId,
            parentSpanId: s.parentSpanContext?.spanId ?? null,
            name: s.name,
            offsetMs: round(ms(s.startTime) - start),
            durationMs: round(ms(s.duration)),
            failed: failedSpan(s),
            attributes: Object.fromEntries(Object.entries(s.attributes).filter(([, v]) => ['string', 'number', 'boolean'].includes(typeof v))) as StoredSpan['attributes'],
          }))
          .sort((a, b) => a.offsetMs - b.offsetMs),
      },
      ...this.kept,
    ].slice(0, this.capacity);
  }

  private dropOldest(): void {
    const [oldest] = this.pending.keys();
    if (oldest === undefined) return;
    this.pendingCount -= this.pending.get(oldest)!.length;
    this.pending.delete(oldest);
  }

  /** Newest first. */
  list(): StoredTrace[] {
    return this.kept;
  }

  forceFlush(): Promise<void> {
    return Promise.resolve();
  }

  shutdown(): Promise<void> {
    return Promise.resolve();
  }
}
