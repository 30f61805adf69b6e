/**
 * The payment list as the portal calls it (status filter, page 50, with its total) under 20 concurrent
 * clients, beside a bare node:http handler fetching the same page rows with no total.
 * Run: npx tsx bench/b2b-payments.ts postgres   (1M payments, 200k customers; PostgreSQL at BENCH_PG or 127.0.0.1:5432)
 *      npx tsx bench/b2b-payments.ts embedded   (100k payments, 20k customers; PGlite)
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openEmbedded, openPostgres, type Database } from '../server/db/connection';
import { seed } from '../server/db/seed';
import { seedB2bVolume } from './lib/b2b-seed';
import { describeLoad, load } from './lib/load';
import { benchDataDir, spawnServer } from './lib/server';

const mode = process.argv[2] === 'embedded' ? 'embedded' : 'postgres';
const volume = mode === 'postgres' ? { customers: 200_000, payments: 1_000_000 } : { customers: 20_000, payments: 100_000 };
const server = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432';
const database = 'crossdock_bench_b2b';
const dataDir = benchDataDir();
const pgUrl = `${server}/${database}`;
const QUERY = 'status=pending_audit&page=50&limit=20';
const LOAD = { connections: 20, seconds: 15 };

async function prepare(): Promise<void> {
  let db: Database;
  if (mode === 'postgres') {
    const admin = new pg.Client({ connectionString: `${server}/postgres` });
    await admin.connect();
    await admin.query(`drop database if exists ${database}`);
    await admin.query(`create database ${database}`);
    await admin.end();
    db = await openPostgres(pgUrl, 2);
  } else {
    db = await openEmbedded(path.join(dataDir, 'pg'));
  }
  const t0 = performance.now();
  await db.migrate();
  await seed(db.db, { adminPassword: 'bench-admin-pass', dataDir, demo: true });
  await seedB2bVolume(db.db, volume.customers, volume.payments);
  await db.close();
  console.log(`${mode}: seeded ${volume.payments.toLocaleString()} payments, ${volume.customers.toLocaleString()} customers in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
}

async function measureProduct() {
  const app = await spawnServer(dataDir, 3410, mode === 'postgres' ? { DATABASE_URL: pgUrl } : {});
  try {
    const res = await fetch(`${app.url}/api/auth/jwt/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: app.adminPassword }) });
    const token = ((await res.json()) as { data: { token: string } }).data.token;
    const url = `${app.url}/api/operate/b2bPayment/page?${QUERY}`;
    const sample = (await (await fetch(url, { headers: { authorization: token } })).json()) as { resCode: number; data: { total: number; rows: unknown[] } };
    if (sample.resCode !== 200 || sample.data.rows.length !== 20) throw new Error(`unexpected answer ${JSON.stringify(sample).slice(0, 300)}`);
    console.log(`product list answers total ${sample.data.total.toLocaleString()} with 20 rows`);
    await load(url, { connections: 4, seconds: 2, headers: { authorization: token } }); // warm-up
    return await load(url, { ...LOAD, headers: { authorization: token }, check: (b) => b.startsWith('{"resCode":200') });
  } finally {
    await app.stop();
  }
}

async function measureBare() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/lib/bare-payments-server.ts', '3411', mode === 'postgres' ? pgUrl : path.join(dataDir, 'pg')], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve) => child.stdout!.once('data', resolve));
  try {
    const url = `http://127.0.0.1:3411/?${QUERY}`;
    await load(url, { connections: 4, seconds: 2 });
    return await load(url, LOAD);
  } finally {
    child.kill('SIGTERM');
  }
}

try {
  await prepare();
  const product = await measureProduct();
  const bare = await measureBare();
  console.log(`product  /api/operate/b2bPayment/page?${QUERY}: ${describeLoad(product)}`);
  console.log(`bare     node:http + ${mode === 'postgres' ? 'pg' : 'PGlite'}, same rows, no total:  ${describeLoad(bare)}`);
  console.log(`ratio    p95 ${(product.p95 / bare.p95).toFixed(2)}x (target <= 1.3x), throughput ${(product.perSecond / bare.perSecond).toFixed(2)}x (target >= 0.75x)`);
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
