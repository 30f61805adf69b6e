import { expect, test } from '@playwright/test';
import { openAs, signIn } from './support';

test.describe('redirect rules (spec §2)', () => {
  test('without a token every page goes to /login, keeping the wanted page', async ({ page }) => {
    await page.goto('/operationManager/client-list');
    await expect(page).toHaveURL(/\/login\?redirect=%2FoperationManager%2Fclient-list$/);
    await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a signed-in user on /login goes to / and / goes to /dashboard', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, 'zhangwei');
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('常用功能')).toBeVisible();
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('an unknown path goes to /dashboard, a screen the user may not open to /401', async ({ page }) => {
    await page.goto('/login');
    await openAs(page, 'zhangwei', '/no/such/page');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/baseManager/userManager');
    await expect(page).toHaveURL(/\/401$/);
    await expect(page.getByRole('heading', { name: '无访问权限' })).toBeVisible();
    await page.getByRole('button', { name: '返回首页' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a group path lands on its first permitted screen', async ({ page }) => {
    await page.goto('/login');
    await openAs(page, 'zhangwei', '/operationManager');
    await expect(page).toHaveURL(/\/operationManager\/client-list$/);
    await expect(page.getByRole('navigation', { name: '当前位置' })).toHaveText(/首页.*运营管理.*客户列表/);
  });
});
