import ExcelJS from 'exceljs';
import { eq, inArray } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import { exportTasks, groupMembers, groupMenus, groups, groupTypes, menus, users } from '../../../server/db/schema';
import { hashPassword } from '../../../server/modules/auth/passwords';
import type { Endpoint, QueryOf } from '@shared/api/contract';
import { downloadExportTask, exportTaskCreated } from '@shared/api/report';
import type { TestApp } from '../../support/app';
import type { CallInput } from '../../support/contract';

export { xlsxOf } from '../../support/files';

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
    /** Takes the screens away in the database, as another server process would (this process sees it within its access cache time). */
    revoke: async () => {
      await t.db.delete(groupMenus).where(eq(groupMenus.groupId, group!.id));
    },
  };
}

/** A file endpoint's answer: the raw bytes (`body`), headers, and the envelope (`json`) when it refused. */
export async function fetchFile<E extends Endpoint>(t: TestApp, token: string, e: E, input: CallInput<E> = {}) {
  const res = await t.as(token).blob(e, input);
  return { headers: res.headers, body: res.bytes, json: res.envelope };
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
export async function exportThroughTask<E extends Endpoint>(t: TestApp, token: string, e: E, query?: QueryOf<E>): Promise<unknown[][]> {
  const created = await t.as(token).call(e, { query });
  expect(created.body, created.resDes).toMatchObject({ resCode: 200, resDes: '导出任务已创建' });
  const taskId = exportTaskCreated.parse(created.data).taskId;
  const read = async () => (await t.db.select().from(exportTasks).where(eq(exportTasks.id, taskId)))[0];
  await waitForStatus(read, 'done', 30_000);
  const file = await fetchFile(t, token, downloadExportTask, { params: { id: taskId } });
  return sheetRows(file.body);
}
