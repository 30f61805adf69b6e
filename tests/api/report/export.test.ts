import fs from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { exportTasks, users } from '../../../server/db/schema';
import { defineExport } from '../../../server/excel/export-kinds';
import { createExportTask, PROGRESS_EVERY } from '../../../server/excel/export-tasks';
import { storedPath } from '../../../server/excel/files';
import type { Caller } from '../../../server/http/auth/caller';
import { AppError } from '../../../server/http/errors';
import { loadUserCodes } from '../../../server/http/auth/codes';
import { modules } from '../../../server/modules';
import { cleanupReports } from '../../../server/modules/report/cleanup';
import { createTestApp, type TestApp } from '../../support/app';
import { as, signIn, type As } from '../admin/support';
import { fetchFile, sheetRows, userWithScreens, waitForStatus } from './support';
import { addGateLogExcelTask, gateLogPage } from '@shared/api/admin/gateLog';
import { downloadExportTask, exportTaskPage } from '@shared/api/report';

let t: TestApp;
let admin: As;
let adminToken: string;
let sales: As;
const ROWS = PROGRESS_EVERY * 2 + 345;
const SCREEN = '/baseManager/gateLogManager';

/** A kind that waits for the test to let it go, and one that fails: to see each state in turn. */
let release!: () => void;
const held = new Promise<void>((resolve) => (release = resolve));
const heldExport = defineExport({
  kind: 'test.held',
  fileName: '测试导出',
  screen: SCREEN,
  params: z.object({}),
  columns: [{ header: '编号', key: 'n' }],
  async *rows() {
    await held;
    yield { n: 1 };
  },
});
const failingExport = defineExport({
  kind: 'test.failing',
  fileName: '测试失败',
  screen: SCREEN,
  params: z.object({}),
  columns: [{ header: '编号', key: 'n' }],
  // eslint-disable-next-line require-yield -- a source that fails before its first row
  async *rows() {
    throw new AppError(500, '数据源不可用');
  },
});

async function callerOf(username: string): Promise<Caller> {
  const [u] = await t.db.select().from(users).where(eq(users.username, username));
  return { userId: u!.id, username, name: u!.name, sessionId: 'test', actorId: null, actorName: null, avatar: null, codes: () => loadUserCodes(t.db, u!.id) } as Caller;
}

const task = async (id: number) => (await t.db.select().from(exportTasks).where(eq(exportTasks.id, id)))[0];

beforeAll(async () => {
  t = await createTestApp({}, [...modules, { name: 'exportTest', routes: () => [], exports: [heldExport, failingExport] }]);
  ({ admin, sales } = await signIn(t));
  adminToken = await t.login('admin');
  await t.db.execute(sql`
    insert into gate_logs (username, host, method, path, menu, res_code, duration_ms, created_at)
    select 'export-' || g, '10.0.0.2', 'POST', '/api/export/item/' || g, ${SCREEN}, 200, g % 50,
           timestamptz '2024-03-01 00:00:00+00' + g * interval '1 second'
    from generate_series(1, ${ROWS}) g`);
});
afterAll(() => t.close());

describe('export task lifecycle', () => {
  let gateTaskId: number;

  it('runs tasks one at a time: queued while another runs, then running, then done with progress', async () => {
    const { taskId: heldId } = await createExportTask({ deps: t.deps, caller: await callerOf('admin') }, heldExport, {});
    await waitForStatus(() => task(heldId), 'running');

    const created = await admin.call(addGateLogExcelTask, { query: { username: 'export-', method: 'post' } });
    expect(created).toMatchObject({ resCode: 200, resDes: '导出任务已创建' });
    gateTaskId = created.data.taskId;
    await new Promise((r) => setTimeout(r, 700)); // more than one poll: still waiting behind the held task
    expect(await task(gateTaskId)).toMatchObject({ status: 'queued', rowsWritten: 0, startedAt: null });

    release();
    await waitForStatus(() => task(heldId), 'done');
    await waitForStatus(() => task(gateTaskId), 'done', 30_000);
    const done = (await task(gateTaskId))!;
    expect(done).toMatchObject({ rowsExpected: ROWS, rowsWritten: ROWS, screen: SCREEN, kind: 'gateLog', message: null });
    expect(done.fileName).toMatch(/^操作日志_\d{8}_\d{6}\.xlsx$/);
    expect(done.sizeBytes).toBeGreaterThan(10_000);
    expect(done.startedAt!.getTime()).toBeLessThanOrEqual(done.finishedAt!.getTime());
    expect(fs.statSync(storedPath(t.deps.config, 'exports', done.filePath!)).size).toBe(done.sizeBytes);
  });

  it('lists the task in the report centre with its progress and expiry', async () => {
    const page = await admin.call(exportTaskPage, { query: { limit: 10 } });
    expect(page.resCode).toBe(200);
    const row = page.data.rows.find((r) => r.id === gateTaskId)!;
    expect(row).toMatchObject({ status: 'done', rowsWritten: ROWS, rowsExpected: ROWS, username: 'admin' });
    expect(new Date(row.expiresAt!).getTime() - new Date(row.finishedAt!).getTime()).toBe(7 * 24 * 3600_000);
    expect((await admin.call(exportTaskPage, { query: { status: 'queued' } })).data.total).toBe(0);
  });

  it('downloads a file that opens in Excel terms: header, every filtered row, newest first', async () => {
    const file = await fetchFile(t, adminToken, downloadExportTask, { params: { id: gateTaskId } });
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const name = (await task(gateTaskId))!.fileName;
    expect(file.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(name)}`);
    const rows = await sheetRows(file.body);
    expect(rows[0]).toEqual(['时间', '账号', '地址', '方法', '路径', '菜单', '结果码', '耗时(ms)', '请求内容']);
    expect(rows).toHaveLength(ROWS + 1);
    expect(rows[1]).toEqual([expect.any(String), `export-${ROWS}`, '10.0.0.2', 'POST', `/api/export/item/${ROWS}`, '操作日志', 200, ROWS % 50]);
    expect(rows[ROWS]!.slice(1, 2)).toEqual(['export-1']);
  });

  it('records the export in the gate log (data leaving the system)', async () => {
    const res = await admin.call(gateLogPage, { query: { path: '/api/admin/gateLog/addGateLogExcelTask' } });
    expect(res.data.rows[0]).toMatchObject({ method: 'GET', username: 'admin', resCode: 200, menu: SCREEN });
  });

  it('marks a task failed with the reason when its rows cannot be read', async () => {
    const { taskId } = await createExportTask({ deps: t.deps, caller: await callerOf('admin') }, failingExport, {});
    await waitForStatus(() => task(taskId), 'failed');
    expect(await task(taskId)).toMatchObject({ message: '数据源不可用', filePath: null });
    const file = await fetchFile(t, adminToken, downloadExportTask, { params: { id: taskId } });
    expect(file.json).toMatchObject({ resCode: 500, resDes: '文件还没有生成好，请稍后再下载' });
  });

  it('refuses a filter the page would refuse', async () => {
    const res = await admin.call(addGateLogExcelTask, { query: { method: 'PATCH' } });
    expect(res.resCode).toBe(400);
  });
});

describe('who may create, see and download', () => {
  it('refuses a user without the screen', async () => {
    expect((await sales.call(addGateLogExcelTask)).resCode).toBe(403);
    const [mine] = await t.db.select({ id: exportTasks.id }).from(exportTasks).where(eq(exportTasks.status, 'done')).limit(1);
    const file = await fetchFile(t, await t.login('zhangwei'), downloadExportTask, { params: { id: mine!.id } });
    expect(file.json).toMatchObject({ resCode: 403 });
  });

  it('shows each person their own tasks; everyone’s only to holders of btn_all', async () => {
    const own = await sales.call(exportTaskPage);
    expect(own).toMatchObject({ resCode: 200, data: { total: 0, rows: [] } });
    expect((await sales.call(exportTaskPage, { query: { all: 'true' } })).resCode).toBe(403);
    expect((await admin.call(exportTaskPage, { query: { all: 'true' } })).data.total).toBeGreaterThanOrEqual(3);
  });

  it('takes the download away from someone who lost the screen', async () => {
    const auditor = await userWithScreens(t, 'auditor', [SCREEN, '/reportCenter/reportDownloadManager']);
    const created = await as(t, auditor.token).call(addGateLogExcelTask, { query: { username: 'export-1', method: 'POST' } });
    expect(created.resCode).toBe(200);
    await waitForStatus(() => task(created.data.taskId), 'done');
    const file = { params: { id: created.data.taskId } };
    expect((await fetchFile(t, auditor.token, downloadExportTask, file)).headers['content-type']).toContain('spreadsheetml');
    // admin holds btn_all and the screen: may fetch someone else's file
    expect((await fetchFile(t, adminToken, downloadExportTask, file)).headers['content-type']).toContain('spreadsheetml');
    await auditor.revoke();
    // Refused once this process's access cache has let the grant go (accessCacheMs).
    await vi.waitFor(async () => expect((await fetchFile(t, auditor.token, downloadExportTask, file)).json).toMatchObject({ resCode: 403 }), {
      timeout: t.deps.config.accessCacheMs + 500,
      interval: 100,
    });
  });

  it('limits unfinished tasks per person', async () => {
    const caller = await callerOf('admin');
    await t.db.insert(exportTasks).values(
      Array.from({ length: 5 }, () => ({ kind: 'gateLog', fileName: 'x.xlsx', screen: SCREEN, params: {}, status: 'running', userId: caller.userId, username: 'admin' })),
    );
    const res = await admin.call(addGateLogExcelTask);
    expect(res).toMatchObject({ resCode: 500, resDes: '您已有 5 个导出任务在进行中，请等它们完成后再导出' });
    await t.db.delete(exportTasks).where(eq(exportTasks.fileName, 'x.xlsx'));
  });
});

describe('retention', () => {
  it('deletes files after the keep period and fails abandoned tasks', async () => {
    const [done] = await t.db.select().from(exportTasks).where(eq(exportTasks.status, 'done')).limit(1);
    const file = storedPath(t.deps.config, 'exports', done!.filePath!);
    await t.db.update(exportTasks).set({ finishedAt: sql`now() - interval '8 days'` }).where(eq(exportTasks.id, done!.id));
    const [stale] = await t.db
      .insert(exportTasks)
      .values({ kind: 'gateLog', fileName: 'y.xlsx', screen: SCREEN, params: {}, status: 'running', userId: done!.userId, username: 'admin', createdAt: sql`now() - interval '3 hours'` })
      .returning();

    expect(await cleanupReports(t.deps)).toMatchObject({ expired: 1, abandoned: 1 });
    expect(fs.existsSync(file)).toBe(false);
    expect(await task(done!.id)).toMatchObject({ status: 'expired', filePath: null });
    expect(await task(stale!.id)).toMatchObject({ status: 'failed', message: '导出中断（服务重启或超时），请重新导出' });
    const res = await fetchFile(t, adminToken, downloadExportTask, { params: { id: done!.id } });
    expect(res.json).toMatchObject({ resCode: 500, resDes: '文件已过期删除，请重新导出' });
  });
});
