import { expect, test } from '@playwright/test';
import { openAs, signIn } from './support';

test('列设置 is kept per user on the server: it survives a reload and another browser, and is not shared', async ({ page, browser }) => {
  await openAs(page, 'liuyang', '/baseManager/userManager');
  const header = (p = page) => p.getByRole('columnheader', { name: '邮箱' });
  await expect(header()).toBeVisible();

  const saved = page.waitForResponse((r) => r.url().includes('/api/base/baseFieldsConfig/admin.users/saveField'));
  await page.getByRole('button', { name: '列设置' }).click();
  await page.getByRole('dialog', { name: '列设置' }).getByText('邮箱', { exact: true }).click();
  await expect(header()).toHaveCount(0);
  expect((await (await saved).json()).resCode).toBe(200);

  await page.reload();
  await expect(page.getByRole('columnheader', { name: '账号' })).toBeVisible();
  await expect(header()).toHaveCount(0);

  // Same user in a fresh browser: same choice. Another user: the defaults.
  const other = await browser.newPage();
  await other.goto('/login');
  await openAs(other, 'liuyang', '/baseManager/userManager');
  await expect(other.getByRole('columnheader', { name: '账号' })).toBeVisible();
  await expect(header(other)).toHaveCount(0);
  await other.context().clearCookies();
  await signIn(other, 'admin');
  await other.goto('/baseManager/userManager');
  await expect(header(other)).toBeVisible();
  await other.close();
});
