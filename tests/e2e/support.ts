import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo1234';
export const ADMIN_PASSWORD = 'admin-e2e-pass';

/** Signs in through the API and hands the token to the browser, as the login page would. */
export async function signIn(page: Page, username: string, password = username === 'admin' ? ADMIN_PASSWORD : DEMO_PASSWORD): Promise<string> {
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
