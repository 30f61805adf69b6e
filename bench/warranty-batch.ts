/**
 * A batch of 100,000 warranty QR codes generated as the product does it: 生成二维码 records the
 * report-centre task and queues the job; the job writes the codes (1,000 per insert), then streams the
 * print sheet (one 300 px PNG per code and codes.csv) into a zip. Measures the time from the click to
 * the task being done, the job's two phases, the zip's size and the process's peak RSS.
 * Run: npx tsx bench/warranty-batch.ts      (BENCH_CODES changes the size)
 * BENCH_DATABASE_URL=postgres://... runs on a throwaway database of that server: the peak RSS is then
 * the job's alone (PGlite holds ~700 MB of WASM memory once open).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { eq } from 'drizzle-orm';
import { codeScreen } from '../shared/api/warranty/screens';
import { openEmbedded, openPostgres, type Database } from '../server/db/connection';
import { exportTasks, warrantyBatches, warrantyProjects } from '../server/db/schema';
import { createDeps } from '../server/deps';
import { modules, startWorkers } from '../server/modules';
import { saveBatch } from '../server/modules/warranty/batches';
import { startGeneration } from '../server/modules/warranty/generation';
import { EVERY_PROJECT } from '../server/modules/warranty/scope';
import type { Actor } from '../server/workflow';

const CODES = Number(process.env.BENCH_CODES ?? 100_000);
const serverUrl = process.env.BENCH_DATABASE_URL;
const throwaway = `crossdock_bench_warranty_${process.pid}`;

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

async function open(dataDir: string): Promise<Database> {
  if (!serverUrl) return openEmbedded(path.join(dataDir, 'pg'));
  await admin(`create database ${throwaway}`);
  const url = new URL(serverUrl);
  url.pathname = `/${throwaway}`;
  return openPostgres(url.toString(), 4);
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crossdock-bench-warranty-'));
const database = await open(dataDir);
await database.migrate();
const { db } = database;
const config = { port: 0, dataDir, demo: false, captcha: false, tokenTtlHours: 1, webDist: dataDir, jobs: { pollSeconds: 0.5, maintenance: false }, exportKeepDays: 7, accessCacheMs: 0, larkMissing: [] };
const deps = await createDeps(db, config);
await startWorkers(deps, modules);

const template = { title: 'Extend your warranty', intro: 'Bench', terms: 'Bench' };
const [project] = await db
  .insert(warrantyProjects)
  .values({ name: 'Bench 延保', brand: 'BENCH', skus: ['BENCH-SKU'], countries: ['US'], languages: ['en-US'], mailboxId: null, warrantyMonths: 12, templates: { 'en-US': template }, createdBy: 1 })
  .returning();
const actor: Actor = { userId: 1, name: 'bench', elements: new Set([codeScreen.code('add'), codeScreen.code('generate')]) };
const batch = await saveBatch(db, actor, { projectId: project!.id, sku: 'BENCH-SKU', quantity: CODES, remark: null } as never, EVERY_PROJECT);
const rssBefore = process.memoryUsage().rss;

const started = performance.now();
const { taskId } = await startGeneration(deps, { id: batch.id, version: batch.version, actor, username: 'bench', origin: 'https://crossdock.example.com' });
let codesDoneAt = 0;
for (;;) {
  const [task] = await db.select({ status: exportTasks.status }).from(exportTasks).where(eq(exportTasks.id, taskId));
  if (task?.status === 'failed') throw new Error('the generation failed');
  if (task?.status === 'done') break;
  if (!codesDoneAt) {
    const [b] = await db.select({ n: warrantyBatches.generatedCount }).from(warrantyBatches).where(eq(warrantyBatches.id, batch.id));
    if (b?.n === CODES) codesDoneAt = performance.now();
  }
  await new Promise((r) => setTimeout(r, 200));
}
const ms = performance.now() - started;
const [task] = await db.select().from(exportTasks).where(eq(exportTasks.id, taskId));
const [done] = await db.select({ status: warrantyBatches.status }).from(warrantyBatches).where(eq(warrantyBatches.id, batch.id));
const peak = process.resourceUsage().maxRSS * 1024;
await deps.jobs.stop();
await database.close();
if (serverUrl) await admin(`drop database ${throwaway}`);
fs.rmSync(dataDir, { recursive: true, force: true });

console.log(`${CODES.toLocaleString('en-US')} warranty codes generated as a task on ${serverUrl ? 'PostgreSQL' : 'the embedded database'}: batch ${done!.status}`);
console.log(`click to task done ${(ms / 1000).toFixed(1)} s (queue pick-up ${task!.startedAt!.getTime() - task!.createdAt.getTime()} ms; codes ${((codesDoneAt - started) / 1000).toFixed(1)} s; print sheet ${((ms - (codesDoneAt - started)) / 1000).toFixed(1)} s)`);
console.log(`zip ${mb(task!.sizeBytes ?? 0)}; peak RSS ${mb(peak)} (${mb(rssBefore)} before the click)`);
