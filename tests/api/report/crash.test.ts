import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq, like } from 'drizzle-orm';
import request from 'supertest';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { addGateLogExcelTask } from '@shared/api/admin/gateLog';
import { exportTaskCreated } from '@shared/api/report';
import { loadConfig, type Config } from '../../../server/config';
import { openEmbedded, openPostgres } from '../../../server/db/connection';
import { employees, exportTasks, importRecords, users } from '../../../server/db/schema';
import { createDeps } from '../../../server/deps';
import { createExportTask, MAX_OPEN_TASKS } from '../../../server/excel/export-tasks';
import { runImport } from '../../../server/excel/import-run';
import { CUT_OFF_MESSAGES } from '../../../server/excel/task-end';
import type { Caller } from '../../../server/http/auth/caller';
import { loadUserCodes } from '../../../server/http/auth/codes';
import { employeeImport } from '../../../server/modules/employees/import';
import { start } from '../../../server/start';
import { startChild } from '../../support/child';
import { copyTemplateFor, TEST_ADMIN_PASSWORD } from '../../support/database';
import { client } from '../../support/contract';
import { EXPORT_PAUSED, IMPORT_PAUSED } from './crash/lines';
import { pausingExport } from './crash/pausingExport';
import { xlsxOf } from './support';

/**
 * A server process killed outright (kill -9) in the middle of its work, then the server started
 * again on the same database: what the process left half done is settled.
 */
const LEASE_SECONDS = 3;
const here = path.dirname(new URL(import.meta.url).pathname);
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function databaseForChildren() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crossdock-crash-'));
  const copy = await copyTemplateFor(inject('template'), dataDir);
  cleanups.push(async () => {
    await copy.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const env = { ...copy.env, PORT: '0', CAPTCHA: 'off', JOBS_POLL_SECONDS: '0.5', JOBS_LEASE_SECONDS: String(LEASE_SECONDS) };
  return { dataDir, env, config: loadConfig(env) };
}

/** The database as a server of `config` opens it, with the deps but without workers. */
async function openLike(config: Config) {
  const database = config.databaseUrl ? await openPostgres(config.databaseUrl, 2) : await openEmbedded(path.join(config.dataDir, 'pg'));
  const deps = await createDeps(database.db, config);
  const [admin] = await deps.db.select().from(users).where(eq(users.username, 'admin'));
  const caller = { userId: admin!.id, username: 'admin', name: admin!.name, codes: () => loadUserCodes(deps.db, admin!.id) } as unknown as Caller;
  return {
    deps,
    caller,
    async close() {
      await deps.jobs.stop();
      await database.close();
    },
  };
}

/** The embedded database's lock left by the killed process (its death was seen, so it is stale). */
const removeStaleLock = (config: Config) => fs.rmSync(path.join(config.dataDir, 'crossdock.lock'), { recursive: true, force: true });

const partialFiles = (dataDir: string) => {
  const dir = path.join(dataDir, 'exports');
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((n) => n.endsWith('.part')) : [];
};

describe('a server killed in the middle of an export', () => {
  it('fails the task within a minute of the restart, removes its partial file, and the user exports again', async () => {
    const { dataDir, env, config } = await databaseForChildren();
    const before = await openLike(config);
    const { taskId } = await createExportTask({ deps: before.deps, caller: before.caller }, pausingExport, { rows: 20_000 });
    await before.close();

    const child = startChild(path.join(here, 'crash/exportServer.ts'), { ...env, CROSSDOCK_TEST_PAUSE_AT: '6001' });
    cleanups.push(() => child.kill());
    await child.line(new RegExp(`^${EXPORT_PAUSED}$`));
    // The partial file is opened asynchronously: it may appear a moment after the line.
    await expect.poll(() => partialFiles(dataDir), { timeout: 10_000 }).toHaveLength(1);
    await child.kill();

    removeStaleLock(config);
    const restartedAt = Date.now();
    const running = await start(config, () => undefined);
    cleanups.push(() => running.stop());
    const db = running.database.db;
    const task = async () => (await db.select().from(exportTasks).where(eq(exportTasks.id, taskId)))[0]!;

    await vi.waitFor(async () => expect((await task()).status).toBe('failed'), { timeout: 60_000, interval: 200 });
    console.log(`crash recovery: the task failed ${((Date.now() - restartedAt) / 1000).toFixed(1)} s after the restart (lease ${LEASE_SECONDS} s)`);
    // Its progress shows where the process died.
    expect(await task()).toMatchObject({ message: CUT_OFF_MESSAGES['lease lost'], rowsWritten: 5000 });
    expect(partialFiles(dataDir)).toEqual([]);

    // Not counted as open any more: the user may fill every open slot again.
    const http = request(running.server);
    const login = await http.post('/api/auth/jwt/token').send({ username: 'admin', password: TEST_ADMIN_PASSWORD });
    const admin = client(http, login.body.data.token as string);
    const created = [];
    for (let i = 0; i < MAX_OPEN_TASKS; i++) created.push(await admin.call(addGateLogExcelTask, { query: { username: 'admin' } }));
    expect(created.map((c) => c.resDes)).toEqual(Array(MAX_OPEN_TASKS).fill('导出任务已创建'));
    const last = exportTaskCreated.parse(created.at(-1)!.data).taskId;
    await vi.waitFor(async () => expect((await db.select().from(exportTasks).where(eq(exportTasks.id, last)))[0]!.status).toBe('done'), { timeout: 30_000, interval: 200 });
  }, 240_000);
});

describe('a process killed in the middle of an import', () => {
  it('leaves none of its rows: the import is one transaction, and the same file imports whole afterwards', async () => {
    const { dataDir, env, config } = await databaseForChildren();
    const upload = path.join(dataDir, 'upload.xlsx');
    const rows = Array.from({ length: 300 }, (_, i) => [`CRASH${1000 + i}`, `员工${i}`, '仓储部', null, null, null, '在职', '2024-01-02']);
    fs.writeFileSync(upload, await xlsxOf(['工号*', '姓名*', '部门', '职位', '邮箱', '手机', '状态', '入职日期'], rows));

    const child = startChild(path.join(here, 'crash/importer.ts'), { ...env, CROSSDOCK_TEST_UPLOAD: upload });
    cleanups.push(() => child.kill());
    await child.line(new RegExp(`^${IMPORT_PAUSED}$`));
    await child.kill();

    const after = await openLike(config);
    cleanups.push(() => after.close());
    const crashRows = async () => (await after.deps.db.select({ n: count() }).from(employees).where(like(employees.employeeNo, 'CRASH%')))[0]!.n;
    expect(await crashRows()).toBe(0);
    expect(await after.deps.db.select().from(importRecords).where(eq(importRecords.kind, 'employee'))).toEqual([]);

    const buffer = fs.readFileSync(upload);
    const result = await runImport({ deps: after.deps, caller: after.caller, file: { originalname: '员工导入.xlsx', buffer, size: buffer.length } as Express.Multer.File }, employeeImport);
    expect(result).toMatchObject({ status: 'ok', rowCount: 300 });
    expect(await crashRows()).toBe(300);
  }, 240_000);
});
