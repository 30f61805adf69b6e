import ExcelJS from 'exceljs';
import { eq, inArray } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import { exportTasks, groupMembers, groupMenus, groups, groupTypes, menus, users } from '../../../server/db/schema';
import { hashPassword } from '../../../server/modules/auth/passwords';
import type { TestApp } from '../../support/app';

/** A new user in a new role holding exactly `screens`; answers their token and a way to take the screens away. */
export async function userWithScreens(t: TestApp, username: string, screens: string[]) {
  const [type] = await t.db.select({ id: groupTypes.id }).from(groupTypes).limit(1);
  const [group] = await t.db.insert(groups).values({ code: `role-${username}`, name: `角色${username}`, groupTypeId: type!.id }).returning({ id: groups.id });
  const menuRows = await t.db.select({ id: menus.id }).from(menus).where(inArray(menus.code, screens));
  await t.db.insert(groupMenus).values(menuRows.map((m) => ({ groupId: group!.id, menuId: m.id })));
  const [user] = await t.db.insert(users).values({ username, name: username, passwordHash: await hashPassword('pass-12345') }).returning({ id: users.id });
  await t.db.insert(groupMembers).values({ groupId: group!.id, userId: user!.id, role: 'member' });
  return {
    token: await t.login(username, 'pass-12345'),
    userId: user!.id,
    /** Takes the screens away in the database, as another server process would, and waits out this process's access cache. */
    revoke: async () => {
      await t.db.delete(groupMenus).where(eq(groupMenus.groupId, group!.id));
      await new Promise((r) => setTimeout(r, t.deps.config.accessCacheMs + 50));
    },
  };
}

/** GET a file: the raw bytes and headers (supertest buffers binary answers with this parser). */
export async function fetchFile(t: TestApp, token: string, path: string, query: Record<string, string> = {}) {
  const res = await t.http
    .get(path)
    .query(query)
    .set('Authorization', token)
    .buffer(true)
    .parse((response, done) => {
      const chunks: Buffer[] = [];
      response.on('data', (c: Buffer) => chunks.push(c));
      response.on('end', () => done(null, Buffer.concat(chunks)));
    });
  const body = res.body as Buffer;
  const isJson = String(res.headers['content-type']).includes('json');
  return { headers: res.headers, body, json: isJson ? JSON.parse(body.toString('utf8')) : undefined };
}

/** Every sheet row as an array of cell values (1-based exceljs values with the leading hole dropped). */
export async function sheetRows(content: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(content as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/** An xlsx file in memory: a header row then `rows`. */
export async function xlsxOf(header: string[], rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  sheet.addRow(header);
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export async function waitForStatus(read: () => Promise<{ status: string } | undefined>, status: string, timeout = 15_000) {
  await vi.waitFor(
    async () => {
      expect((await read())?.status).toBe(status);
    },
    { timeout, interval: 50 },
  );
}

/**
 * Runs an `add...ExcelTask` call as `token` with `query`, waits for the task to finish and returns the
 * downloaded sheet's rows (header first).
 */
export async function exportThroughTask(t: TestApp, token: string, path: string, query: Record<string, string> = {}): Promise<unknown[][]> {
  const created = await t.http.get(path).query(query).set('Authorization', token);
  expect(created.body, created.body.resDes).toMatchObject({ resCode: 200, resDes: '导出任务已创建' });
  const taskId = created.body.data.taskId as number;
  const read = async () => (await t.db.select().from(exportTasks).where(eq(exportTasks.id, taskId)))[0];
  await waitForStatus(read, 'done', 30_000);
  const file = await fetchFile(t, token, `/api/report/exportTask/${taskId}/download`);
  return sheetRows(file.body);
}
