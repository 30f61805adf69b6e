/**
 * Login and front/info latency on the embedded database.
 * Run: npx tsx bench/front-info.ts
 */
import fs from 'node:fs';
import autocannon from 'autocannon';
import { benchDataDir, percentile, spawnServer } from './lib/server';

const dataDir = benchDataDir();
const server = await spawnServer(dataDir, 3402);
try {
  const loginTimes: number[] = [];
  let token = '';
  for (let i = 0; i < 30; i++) {
    const t0 = performance.now();
    const res = await fetch(`${server.url}/api/auth/jwt/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: server.adminPassword }),
    });
    token = ((await res.json()) as { data: { token: string } }).data.token;
    loginTimes.push(performance.now() - t0);
  }
  loginTimes.sort((a, b) => a - b);
  console.log(`login (argon2id verify + session), 30 sequential: p50 ${percentile(loginTimes, 50).toFixed(1)} ms, p95 ${percentile(loginTimes, 95).toFixed(1)} ms`);

  for (const connections of [1, 10]) {
    const result = await autocannon({
      url: `${server.url}/api/admin/user/front/info`,
      headers: { authorization: token },
      connections,
      duration: 10,
    });
    if (result.non2xx > 0) throw new Error(`${result.non2xx} failed responses`);
    console.log(
      `front/info as admin (${connections} connection${connections > 1 ? "s" : ""}, 10 s): p50 ${result.latency.p50} ms, p90 ${result.latency.p90} ms, ` +
        `p97.5 ${result.latency.p97_5} ms, p99 ${result.latency.p99} ms, ${result.requests.average.toFixed(0)} req/s`,
    );
  }
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
