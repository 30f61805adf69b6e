import type { TraceRow, TraceSpan } from '@shared/api/monitor';

/** The spans as a tree walked depth first (a parent above its children, siblings by start), with their depth. */
function treeOrder(spans: TraceSpan[]): { span: TraceSpan; depth: number }[] {
  const ids = new Set(spans.map((s) => s.spanId));
  const children = new Map<string | null, TraceSpan[]>();
  for (const s of spans) {
    const parent = s.parentSpanId && ids.has(s.parentSpanId) ? s.parentSpanId : null;
    children.set(parent, [...(children.get(parent) ?? []), s]);
  }
  const out: { span: TraceSpan; depth: number }[] = [];
  const walk = (parent: string | null, depth: number) => {
    for (const span of [...(children.get(parent) ?? [])].sort((a, b) => a.offsetMs - b.offsetMs)) {
      out.push({ span, depth });
      walk(span.spanId, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}

/** The spans of one trace as bars on a shared time axis: where each started and how long it took. */
export function Waterfall({ trace }: { trace: TraceRow }) {
  const total = Math.max(trace.durationMs, ...trace.spans.map((s) => s.offsetMs + s.durationMs), 0.1);
  return (
    <div role="list" aria-label="span 瀑布图">
      {treeOrder(trace.spans).map(({ span, depth }) => (
        <div key={span.spanId} role="listitem" className="cd-waterfall-row" title={Object.entries(span.attributes).map(([k, v]) => `${k}=${v}`).join('\n')}>
          <span className="cd-waterfall-name" style={{ paddingLeft: depth * 12 }}>
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
