/**
 * What each per-request layer of the product costs: bench/lib/request-path-server.ts answers the same
 * small list with no layer, with each layer alone, and with all of them; each variant runs in its own
 * process under 10 clients, and the CPU the server used per request is read from /proc.
 *   npx tsx bench/lib/request-path.ts [rounds = 2]
 * REQUEST_PATH_NODE_ARGS go to the server (e.g. `--cpu-prof --cpu-prof-dir=/tmp/rp`); VARIANTS picks the layer sets (`none;log;tracing,spans`).
 * Env of the server is this process's (NODE_ENV, LOG_LEVEL, ...): run it as the product runs.
 * BENCH_PG as for bench/lists.ts (only `select ... from generate_series` is read).
 */
import { spawn } from 'node:child_process';
import { describeLoad, load } from './load';
import { cpuSeconds } from './server';

const rounds = Number(process.argv[2] ?? 2);
const pgUrl = `${process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432'}/postgres`;
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const port = Number(process.env.BENCH_PORT ?? 3440);
const ALL = 'tracing,log,metrics,spans,helmet,json';
const nodeArgs = (process.env.REQUEST_PATH_NODE_ARGS ?? '').split(' ').filter(Boolean);
const variants = (process.env.VARIANTS ?? `none;tracing;tracing,spans;log;metrics;helmet;json;${ALL}`).split(';').map((v) => (v === 'none' ? '' : v));

async function measure(layers: string): Promise<{ cpuMs: number; line: string }> {
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'bench/lib/request-path-server.ts', String(port), pgUrl], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, REQUEST_PATH_LAYERS: layers },
  });
  await new Promise((r) => child.stdout!.once('data', r));
  // The request log writes to stdout: drained like a log shipper would.
  child.stdout!.resume();
  const url = `http://127.0.0.1:${port}/api/list`;
  await load(url, { connections: 10, seconds: 2 });
  const cpu0 = cpuSeconds(child.pid!);
  const r = await load(url, { connections: 10, seconds });
  const cpuMs = (1000 * (cpuSeconds(child.pid!) - cpu0)) / r.requests;
  await new Promise((r) => {
    child.once('exit', r);
    child.kill('SIGTERM');
  });
  return { cpuMs, line: describeLoad(r) };
}

const results = new Map<string, number[]>();
for (let round = 0; round < rounds; round++) {
  for (const v of variants) {
    const { cpuMs, line } = await measure(v);
    results.set(v, [...(results.get(v) ?? []), cpuMs]);
    console.log(`${(v || 'none').padEnd(40)} CPU ${cpuMs.toFixed(3)} ms/request; ${line}`);
  }
}
const base = Math.min(...(results.get('') ?? [0]));
console.log('\nlayers (best of rounds) | server CPU per request | over none');
for (const [v, cpu] of results) {
  const best = Math.min(...cpu);
  console.log(`${(v || 'none').padEnd(40)} ${best.toFixed(3)} ms  +${(best - base).toFixed(3)} ms`);
}
