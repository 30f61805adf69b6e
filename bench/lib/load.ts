import { percentile } from './server';

export interface LoadResult {
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
}

/**
 * `connections` clients each sending `url` one after the other for `seconds`; every answer must be
 * HTTP 200 and pass `check`. Latencies are measured per request, so p95 is exact.
 */
export async function load(url: string, opts: { connections: number; seconds: number; headers?: Record<string, string>; check?: (body: string) => boolean }): Promise<LoadResult> {
  const latencies: number[] = [];
  const until = performance.now() + opts.seconds * 1000;
  const started = performance.now();
  const client = async () => {
    while (performance.now() < until) {
      const t0 = performance.now();
      const res = await fetch(url, { headers: opts.headers });
      const body = await res.text();
      if (!res.ok || (opts.check && !opts.check(body))) throw new Error(`bad answer ${res.status}: ${body.slice(0, 200)}`);
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: opts.connections }, client));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { requests: latencies.length, perSecond: latencies.length / elapsed, p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99) };
}

export const describeLoad = (r: LoadResult) =>
  `p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, ${r.perSecond.toFixed(0)} req/s (${r.requests} requests)`;
