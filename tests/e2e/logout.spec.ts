import { expect, test } from '@playwright/test';
import { openAs, userMenu } from './support';

test('logout goes back to /login and the old token no longer works', async ({ page, context }) => {
  await page.goto('/login');
  const token = await openAs(page, 'zhangwei');
  await userMenu(page, '退出登录');
  await expect(page).toHaveURL(/\/login$/);
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
  expect((await context.cookies()).map((c) => c.name)).not.toContain('token');

  // Putting the old token back does not sign anyone in: the server revoked it.
  await context.addCookies([{ name: 'token', value: token, url: new URL(page.url()).origin }]);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
});
