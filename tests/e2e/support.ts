import ExcelJS from 'exceljs';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo1234';
export const ADMIN_PASSWORD = 'admin-e2e-pass';

/** The demo password of a user (admin has its own in the e2e server). */
const passwordOf = (username: string) => (username === 'admin' ? ADMIN_PASSWORD : DEMO_PASSWORD);

/** A user's token, for setting up or reading back through the API what a spec does not click. */
export async function tokenOf(request: APIRequestContext, username: string, password = passwordOf(username)): Promise<string> {
  const res = await request.post('/api/auth/jwt/token', { data: { username, password } });
  const body = (await res.json()) as { resCode: number; data: { token: string } };
  expect(body.resCode, `login ${username}`).toBe(200);
  return body.data.token;
}

export interface Answer<T> {
  resCode: number;
  resDes: string;
  data: T;
}

/** Calls the API as `token` and hands back its whole answer (a GET sends `data` as the query). */
export async function apiAnswer<T>(request: APIRequestContext, token: string, method: 'get' | 'post', path: string, data?: object): Promise<Answer<T>> {
  const headers = { Authorization: token };
  const res = method === 'get' ? await request.get(path, { headers, params: data as Record<string, string> }) : await request.post(path, { headers, data });
  return (await res.json()) as Answer<T>;
}

/** Calls the API as `token`, expects success and hands back its data. */
export async function api<T = { id: number }>(request: APIRequestContext, token: string, method: 'get' | 'post', path: string, data?: object): Promise<T> {
  const body = await apiAnswer<T>(request, token, method, path, data);
  expect(body.resCode, `${path}: ${body.resDes}`).toBe(200);
  return body.data;
}

/** Signs in through the API and hands the token to the browser, as the login page would. */
export async function signIn(page: Page, username: string, password = passwordOf(username)): Promise<string> {
  const res = await page.request.post('/api/auth/jwt/token', { data: { username, password } });
  const body = (await res.json()) as { resCode: number; data: { token: string } };
  expect(body.resCode, `login ${username}`).toBe(200);
  const { origin } = new URL(page.url() === 'about:blank' ? `${res.url()}` : page.url());
  await page.context().addCookies([{ name: 'token', value: body.data.token, url: origin }]);
  return body.data.token;
}

/** Signs in and opens a page, waiting for the shell. */
export async function openAs(page: Page, username: string, path = '/dashboard'): Promise<string> {
  const token = await signIn(page, username);
  await page.goto(path);
  await expect(page.getByRole('button', { name: '用户菜单' })).toBeVisible();
  return token;
}

/**
 * A person of this test alone (no group, demo password), created by admin through the API: tests that
 * change a person's own settings (password, avatar) must not change a demo user others sign in as.
 */
export async function newPerson(page: Page, prefix: string): Promise<string> {
  const admin = await page.request.post('/api/auth/jwt/token', { data: { username: 'admin', password: ADMIN_PASSWORD } });
  const token = ((await admin.json()) as { data: { token: string } }).data.token;
  const username = `${prefix}${Date.now().toString(36)}`;
  const res = await page.request.post('/api/admin/user/addUser', { headers: { Authorization: token }, data: { username, password: DEMO_PASSWORD, name: username } });
  expect(((await res.json()) as { resCode: number }).resCode, `add ${username}`).toBe(200);
  return username;
}

/** Opens an item of the avatar dropdown. */
export async function userMenu(page: Page, item: '首页' | '修改密码' | '上传头像' | '退出登录'): Promise<void> {
  await page.getByRole('button', { name: '用户菜单' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** Checks a toast message is shown, then closes it as a person would (so the next one is its own). */
export async function seeAndCloseToast(page: Page, text: string): Promise<void> {
  const toast = page.getByRole('alert').filter({ hasText: text });
  await expect(toast).toBeVisible();
  await toast.getByRole('button').click();
  await expect(toast).toHaveCount(0);
}

/**
 * 导出 on the list shown, then 到报表中心下载: waits for the task named `fileName` (the part before the
 * time stamp) to finish, downloads it and answers its first sheet's rows (header first).
 */
export async function exportThroughReportCentre(page: Page, fileName: string): Promise<unknown[][]> {
  await page.getByRole('button', { name: '导出' }).click();
  await page.getByText('到报表中心下载').click();
  await expect(page).toHaveURL(/\/reportCenter\/reportDownloadManager/);
  const row = page.getByRole('row').filter({ hasText: `${fileName}_` }).first();
  await expect(row.getByText('已完成')).toBeVisible({ timeout: 20_000 });
  const saved = page.waitForEvent('download');
  await row.getByRole('button', { name: '下载' }).click();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await (await saved).path());
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
  return rows;
}
