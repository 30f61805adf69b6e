import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from './support';

test('a wrong password shows 账号或密码错误; the right one (name trimmed) opens the wanted page', async ({ page }) => {
  await page.goto('/operationManager/payment-list');
  await expect(page).toHaveURL(/\/login\?redirect=/);

  await page.getByLabel('账号').fill('  lina ');
  await page.getByLabel('密码').fill('not-her-password');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByText('账号或密码错误')).toBeVisible();
  await expect(page).toHaveURL(/\/login\?redirect=/);

  await page.getByLabel('密码').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/operationManager\/payment-list$/);
  await expect(page.getByRole('button', { name: '用户菜单' })).toContainText('李娜');
  const cookies = Object.fromEntries((await page.context().cookies()).map((c) => [c.name, decodeURIComponent(c.value)]));
  expect(cookies.userName).toBe('李娜');
  expect(Number(cookies.userId)).toBeGreaterThan(0);
});
