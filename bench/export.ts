/**
 * Export of 100k payment requests through the export worker (task row, job queue, keyset batches,
 * streamed xlsx, progress updates) beside a bare exceljs streaming write of the same rows read
 * the same way. Each mode runs in its own process on a fresh embedded database, so peak RSS is its own.
 * Run: npx tsx bench/export.ts   (targets: worker <= 1.3x the bare time, peak RSS < 300 MB)
 * BENCH_DATABASE_URL=postgres://... runs on a throwaway database of that server instead: the
 * process RSS is then the export's alone (PGlite itself holds ~700 MB of WASM memory once open).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { PAYMENT_SCREEN } from '../shared/api/b2b/common';
import pg from 'pg';
import { openEmbedded, openPostgres, type Database } from '../server/db/connection';
import { exportTasks } from '../server/db/schema';
import { createDeps, type AppDeps } from '../server/deps';
import { createExportTask } from '../server/excel/export-tasks';
import type { Caller } from '../server/http/auth/caller';
import { b2bPaymentExport } from '../server/modules/b2b/payments/exports';
import { seedB2bVolume } from './lib/b2b-seed';
import { modules, startWorkers } from '../server/modules';

const ROWS = 100_000;
/** No filter, everyone's requests: the whole table. */
const ALL = {} as Parameters<typeof b2bPaymentExport.rows>[1];
type Mode = 'worker' | 'bare';

const serverUrl = process.env.BENCH_DATABASE_URL;

async function onServer(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(statement);
  await client.end();
}

/** A throwaway database on the server, dropped on close. */
async function serverDatabase(): Promise<Database> {
  const name = `crossdock_bench_${process.pid}`;
  await onServer(`create database ${name}`);
  const url = new URL(serverUrl!);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), 4);
  return { ...database, close: async () => (await database.close(), await onServer(`drop database ${name}`)) };
}

/** On disk, as the server runs it; 100k payments of 2,000 customers, inserted 10,000 per statement. */
async function seededDatabase(dataDir: string) {
  const database = serverUrl ? await serverDatabase() : await openEmbedded(path.join(dataDir, 'pg'));
  await database.migrate();
  await seedB2bVolume(database.db, 2_000, ROWS, 10_000);
  return database;
}

type Db = Database['db'];

async function runWorker(db: Db, dataDir: string): Promise<number> {
  const config = { port: 0, dataDir, demo: false, captcha: false, tokenTtlHours: 1, webDist: dataDir, jobs: { pollSeconds: 0.5, maintenance: false }, exportKeepDays: 7, accessCacheMs: 0, larkMissing: [] };
  const deps = await createDeps(db, config);
  await startWorkers(deps, modules);
  const caller = { userId: 1, username: 'bench', codes: async () => ({ menus: new Set([PAYMENT_SCREEN]), elements: new Set(), groups: [] }) } as unknown as Caller;
  const started = performance.now();
  const { taskId } = await createExportTask({ deps, caller }, b2bPaymentExport, ALL);
  for (;;) {
    const [task] = await db.select({ status: exportTasks.status, rows: exportTasks.rowsWritten }).from(exportTasks).where(eq(exportTasks.id, taskId));
    if (task?.status === 'done' && task.rows === ROWS) break;
    if (task?.status === 'failed') throw new Error('export failed');
    await new Promise((r) => setTimeout(r, 50));
  }
  const ms = performance.now() - started;
  const [t] = await db.select().from(exportTasks).where(eq(exportTasks.id, taskId));
  console.error(`worker: picked up after ${t!.startedAt!.getTime() - t!.createdAt.getTime()} ms, ran ${t!.finishedAt!.getTime() - t!.startedAt!.getTime()} ms`);
  await deps.jobs.stop();
  return ms;
}

/** The same rows (the kind's own generator), written by a bare exceljs stream: no task, queue, styles or progress. */
async function runBare(db: Db, dataDir: string): Promise<number> {
  const started = performance.now();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path.join(dataDir, 'bare.xlsx'), useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Sheet1');
  sheet.columns = b2bPaymentExport.columns.map((c) => ({ header: c.header, key: c.key, width: c.width }));
  let written = 0;
  for await (const row of b2bPaymentExport.rows({ db } as AppDeps, ALL, { userId: 1, username: 'bench' })) {
    sheet.addRow(row).commit();
    written += 1;
  }
  sheet.commit();
  await workbook.commit();
  if (written !== ROWS) throw new Error(`bare wrote ${written}`);
  return performance.now() - started;
}

async function measure(mode: Mode) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `crossdock-bench-export-${mode}-`));
  const database = await seededDatabase(dataDir);
  const rssBeforeMb = process.memoryUsage().rss / 1024 / 1024;
  const ms = mode === 'worker' ? await runWorker(database.db, dataDir) : await runBare(database.db, dataDir);
  const peakMb = process.resourceUsage().maxRSS / 1024;
  const file = fs.readdirSync(path.join(dataDir, mode === 'worker' ? 'exports' : '.')).find((f) => f.endsWith('.xlsx'))!;
  const sizeMb = fs.statSync(path.join(dataDir, mode === 'worker' ? 'exports' : '.', file)).size / 1024 / 1024;
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  console.log(JSON.stringify({ mode, ms, rssBeforeMb, peakMb, sizeMb }));
}

const mode = process.argv[2] as Mode | undefined;
if (mode) {
  await measure(mode);
} else {
  const self = fileURLToPath(import.meta.url);
  const run = (m: Mode): Result => JSON.parse(execFileSync(process.execPath, ['--import', 'tsx', self, m], { encoding: 'utf8' }).trim().split('\n').at(-1)!);
  // Twice each, alternating; the faster run of each counts (other work on the machine adds noise).
  type Result = { mode: Mode; ms: number; rssBeforeMb: number; peakMb: number; sizeMb: number };
  const best = (a: Result, b: Result) => (a.ms <= b.ms ? a : b);
  const [b1, w1, b2, w2] = [run('bare'), run('worker'), run('bare'), run('worker')];
  const bare = best(b1, b2);
  const worker = best(w1, w2);
  const line = (r: typeof bare) =>
    `${r.mode.padEnd(6)} ${(r.ms / 1000).toFixed(2)} s, peak RSS ${r.peakMb.toFixed(0)} MB (+${(r.peakMb - r.rssBeforeMb).toFixed(0)} MB over the ${r.rssBeforeMb.toFixed(0)} MB before the export), file ${r.sizeMb.toFixed(1)} MB`;
  console.log(`export of ${ROWS.toLocaleString('en-US')} payment requests on ${serverUrl ? 'PostgreSQL' : 'the embedded database'}`);
  console.log(line(bare));
  console.log(line(worker));
  console.log(`worker / bare time: ${(worker.ms / bare.ms).toFixed(2)}x (target <= 1.3x); worker peak RSS target < 300 MB`);
}
