import { percentile } from './server';

export interface LoadResult {
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
}

export interface LoadOptions {
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
  check?: (body: string) => boolean;
}

/** Latencies (ms) of `connections` clients sending `url` one after the other for `seconds`, and the time it took. */
async function run(url: string, opts: LoadOptions): Promise<{ latencies: number[]; elapsed: number }> {
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
  return { latencies, elapsed: (performance.now() - started) / 1000 };
}

function summarize(latencies: number[], elapsed: number): LoadResult {
  latencies.sort((a, b) => a - b);
  return { requests: latencies.length, perSecond: latencies.length / elapsed, p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99) };
}

/**
 * `connections` clients each sending `url` one after the other for `seconds`; every answer must be
 * HTTP 200 and pass `check`. Latencies are measured per request, so p95 is exact.
 */
export async function load(url: string, opts: LoadOptions): Promise<LoadResult> {
  const { latencies, elapsed } = await run(url, opts);
  return summarize(latencies, elapsed);
}

/**
 * Two loads compared on a shared, noisy machine: `a` and `b` take turns in `rounds` slices of
 * seconds / rounds each, so a burst of other work lands on both sides alike.
 */
export async function loadInTurns(a: { url: string } & LoadOptions, b: { url: string } & LoadOptions, rounds = 4): Promise<[LoadResult, LoadResult]> {
  const sides = [a, b].map(() => ({ latencies: [] as number[], elapsed: 0 }));
  for (let round = 0; round < rounds; round++) {
    for (const [i, side] of [a, b].entries()) {
      const r = await run(side.url, { ...side, seconds: side.seconds / rounds });
      sides[i]!.latencies.push(...r.latencies);
      sides[i]!.elapsed += r.elapsed;
    }
  }
  return [summarize(sides[0]!.latencies, sides[0]!.elapsed), summarize(sides[1]!.latencies, sides[1]!.elapsed)];
}

export const describeLoad = (r: LoadResult) =>
  `p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, ${r.perSecond.toFixed(0)} req/s (${r.requests} requests)`;
