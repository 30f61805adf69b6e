import type { TraceRow, TraceSpan } from '@shared/api/monitor';

/** How deep a span sits under the trace's root (its parents within the trace). */
function depthOf(span: TraceSpan, byId: Map<string, TraceSpan>): number {
  let depth = 0;
  for (let p = span.parentSpanId; p && byId.has(p) && depth < 20; p = byId.get(p)!.parentSpanId) depth++;
  return depth;
}

/** The spans of one trace as bars on a shared time axis: where each started and how long it took. */
export function Waterfall({ trace }: { trace: TraceRow }) {
  const byId = new Map(trace.spans.map((s) => [s.spanId, s]));
  const total = Math.max(trace.durationMs, ...trace.spans.map((s) => s.offsetMs + s.durationMs), 0.1);
  return (
    <div role="list" aria-label="span 瀑布图">
      {trace.spans.map((span) => (
        <div key={span.spanId} role="listitem" className="cd-waterfall-row" title={Object.entries(span.attributes).map(([k, v]) => `${k}=${v}`).join('\n')}>
          <span className="cd-waterfall-name" style={{ paddingLeft: depthOf(span, byId) * 12 }}>
            {span.name}
          </span>
          <span className="cd-waterfall-track">
            <span className="cd-waterfall-bar" data-failed={span.failed} style={{ left: `${(span.offsetMs / total) * 100}%`, width: `${(span.durationMs / total) * 100}%` }} />
          </span>
          <span style={{ textAlign: 'right' }}>{span.durationMs} ms</span>
        </div>
      ))}
    </div>
  );
}
