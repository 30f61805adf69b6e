/**
 * Where a V8 CPU profile (node --cpu-prof) spends its time: the top functions by self time, self
 * time by package (or server/shared folder), the inclusive time of chosen functions on the
 * request path, and the self time of the per-request layers (share of the busy samples, idle left out).
 * Run: npx tsx bench/lib/profile-summary.ts <file.cpuprofile> [top=30]
 * With WINDOW=<from>,<to> (µs on the profile's clock; bench/lib/profile-list.ts writes window.json
 * beside its profiles) only the samples inside count, e.g. the load without the start-up.
 */
import fs from 'node:fs';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount: number;
  children?: number[];
}

const [file, topArg] = process.argv.slice(2) as [string, string?];
const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as { nodes: Node[]; startTime: number; samples: number[]; timeDeltas: number[] };
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
if (process.env.WINDOW) {
  const [from, to] = process.env.WINDOW.split(',').map(Number) as [number, number];
  for (const n of profile.nodes) n.hitCount = 0;
  let t = profile.startTime;
  profile.samples.forEach((s, i) => {
    t += profile.timeDeltas[i]!;
    if (t >= from && t <= to) byId.get(s)!.hitCount++;
  });
}
const total = profile.nodes.reduce((n, x) => n + x.hitCount, 0);
const pct = (n: number) => `${((100 * n) / total).toFixed(1)}%`;

const where = (url: string) => {
  const m = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (m) return m[1]!;
  const own = url.match(/\/(server\/[^/]+|shared\/[^/]+|bench\/[^/]+)/);
  if (own) return own[1]!;
  if (url.startsWith('node:')) return url;
  return url ? 'other' : '(native/vm)';
};
const label = (n: Node) => `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*?\/(server|shared|bench)\//, '$1/')}:${n.callFrame.lineNumber + 1}`;

const self = new Map<string, number>();
const byPackage = new Map<string, number>();
for (const n of profile.nodes) {
  self.set(label(n), (self.get(label(n)) ?? 0) + n.hitCount);
  const p = n.callFrame.url ? where(n.callFrame.url) : n.callFrame.functionName;
  byPackage.set(p, (byPackage.get(p) ?? 0) + n.hitCount);
}

// Inclusive time per function name (counted once per stack).
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const inclusive = new Map<string, number>();
for (const n of profile.nodes) {
  if (!n.hitCount) continue;
  const seen = new Set<string>();
  for (let id: number | undefined = n.id; id !== undefined; id = parent.get(id)) {
    const name = byId.get(id)!.callFrame.functionName;
    if (name && !seen.has(name)) {
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + n.hitCount);
    }
  }
}

const top = Number(topArg ?? 30);
const sorted = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1]);
console.log(`samples ${total}`);
console.log('\nself time by package / folder');
for (const [k, v] of sorted(byPackage).slice(0, 25)) console.log(`${pct(v).padStart(6)}  ${k}`);
console.log('\ntop functions by self time');
for (const [k, v] of sorted(self).slice(0, top)) console.log(`${pct(v).padStart(6)}  ${k}`);
console.log('\ninclusive time of functions on the request path');
const watch = (process.env.WATCH ?? 'handle,identify,checkAccess,parse,safeParse,listPage,execute,toSQL,buildQueryFromSourceParams,mapResultRow,json,send,stringify,ok,query,handleDataRow,parseComplete,writeHead,end,recordGateLog,next,matchLayer,match,processTimers,_write')
  .split(',');
for (const name of watch) if (inclusive.has(name)) console.log(`${pct(inclusive.get(name)!).padStart(6)}  ${name}`);

/** The product's per-request layers, by where their code lives (self time; what they call in Node is not counted). */
const layers: Array<[string, RegExp]> = [
  ['telemetry (OpenTelemetry, server/telemetry, pino, prom-client)', /@opentelemetry\/|server\/telemetry\/|node_modules\/pino\/|@pinojs\/|prom-client/],
  ['  of which OpenTelemetry and the request span', /@opentelemetry\/|server\/telemetry\/(requestSpan|recentTraces|tracing)/],
  ['security headers (helmet)', /node_modules\/helmet\/|server\/http\/security/],
  ['express, router, body-parser', /node_modules\/(express|router|body-parser)\//],
  ['drizzle', /node_modules\/drizzle-orm\//],
];
const busy = profile.nodes.filter((n) => n.callFrame.functionName !== '(idle)').reduce((n, x) => n + x.hitCount, 0);
console.log('\nper-request layers (self time, share of the busy samples)');
for (const [name, rx] of layers) {
  const hits = profile.nodes.filter((n) => rx.test(n.callFrame.url)).reduce((n, x) => n + x.hitCount, 0);
  console.log(`${((100 * hits) / busy).toFixed(1).padStart(5)}%  ${name}`);
}
