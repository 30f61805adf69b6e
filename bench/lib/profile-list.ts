/**
 * Profiles one list of bench/lists.ts under load, product and bare side each alone: both run with
 * --cpu-prof, each is loaded by 10 clients for BENCH_SECONDS (10), and the CPU time each process
 * spent per request during its load is printed (from /proc): the difference is the product's own work.
 * Run after bench/lists.ts has seeded the database:
 *   npx tsx bench/lib/profile-list.ts [list name = payments] [out dir = /tmp/profile-list]
 * then WINDOW=$(cat <out dir>/product/window.txt) npx tsx bench/lib/profile-summary.ts <out dir>/product/CPU*.0.001.cpuprofile
 * for where the product's time goes during the load.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { cases } from '../lists';
import { describeLoad, load, type LoadResult } from './load';
import { benchDataDir, cpuSeconds, spawnServer } from './server';

const [name = 'payments', out = '/tmp/profile-list'] = process.argv.slice(2);
const c = cases.find((x) => x.name === name);
if (!c) throw new Error(`unknown list ${name}`);
const pgUrl = `${process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432'}/crossdock_bench_lists`;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
fs.rmSync(out, { recursive: true, force: true });

const now = () => Number(process.hrtime.bigint() / 1000n); // µs on the monotonic clock V8 profiles use

/** Busy (non-idle, non-GC-free) CPU milliseconds of one process's profiles inside [from, to] µs. */
function busyMs(dir: string, from: number, to: number): number {
  let busy = 0;
  for (const f of fs.readdirSync(dir).filter((x) => x.endsWith('.cpuprofile'))) {
    const p = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as { nodes: Array<{ id: number; callFrame: { functionName: string } }>; startTime: number; samples: number[]; timeDeltas: number[] };
    const idle = new Set(p.nodes.filter((n) => n.callFrame.functionName === '(idle)').map((n) => n.id));
    let t = p.startTime;
    p.samples.forEach((s, i) => {
      t += p.timeDeltas[i]!;
      const next = p.timeDeltas[i + 1] ?? 0;
      if (t >= from && t <= to && !idle.has(s)) busy += next / 1000;
    });
  }
  return busy;
}

/** The load, its window on the profile clock, and the CPU seconds the process `pid` used during it. */
async function measured(pid: number, url: string, headers?: Record<string, string>): Promise<{ r: LoadResult; from: number; to: number; cpu: number }> {
  await load(url, { connections: 4, seconds: 2, headers });
  const [from, cpu0] = [now(), cpuSeconds(pid)];
  const r = await load(url, { connections: 10, seconds, headers });
  return { r, from, to: now(), cpu: cpuSeconds(pid) - cpu0 };
}

const query = c.query ? `?${c.query}` : '';
const dataDir = benchDataDir();
const app = await spawnServer(dataDir, 3430, { DATABASE_URL: pgUrl }, ['--cpu-prof', `--cpu-prof-dir=${out}/product`]);
const res = await fetch(`${app.url}/api/auth/jwt/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'bench-admin-pass' }) });
const headers = { authorization: ((await res.json()) as { data: { token: string } }).data.token };
const product = await measured(app.pid, `${app.url}${c.endpoint.path}${query}`, headers);
await app.stop();
fs.rmSync(dataDir, { recursive: true, force: true });

const bareChild = spawn(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${out}/bare`, '--import', 'tsx', 'bench/lib/bare-lists-server.ts', '3431', pgUrl], {
  stdio: ['ignore', 'pipe', 'inherit'],
  env: { ...process.env, BENCH_BARE_CASES: JSON.stringify({ [c.name]: c.bare }), BENCH_BARE_CONTEXT: JSON.stringify({ adminId: 1 }) },
});
await new Promise((r) => bareChild.stdout!.once('data', r));
const bare = await measured(bareChild.pid!, `http://127.0.0.1:3431/${c.name}${query}`);
await new Promise((r) => {
  bareChild.once('exit', r);
  bareChild.kill('SIGTERM');
});

for (const [side, m] of [['product', product], ['bare', bare]] as const) {
  fs.writeFileSync(`${out}/${side}/window.txt`, `${m.from},${m.to}`);
  const busy = busyMs(`${out}/${side}`, m.from, m.to);
  console.log(
    `${side.padEnd(7)} ${describeLoad(m.r)}; CPU ${((1000 * m.cpu) / m.r.requests).toFixed(2)} ms per request (${((100 * m.cpu) / ((m.to - m.from) / 1e6)).toFixed(0)}% of one core); ` +
      `profiled busy ${(busy / m.r.requests).toFixed(2)} ms per request (includes time descheduled inside system calls)`,
  );
}
