import { expect, test, type Page } from '@playwright/test';
import { openAs } from './support';

const sidebar = (page: Page) => page.getByRole('complementary');
const menuItem = (page: Page, name: string) => sidebar(page).getByRole('menuitem', { name: new RegExp(name) });

test.describe('sidebar filtered by permissions (spec §2 Shell, §6)', () => {
  test('销售 zhangwei sees 客户列表 under 运营管理 and no 系统管理', async ({ page }) => {
    await page.goto('/login');
    await openAs(page, 'zhangwei');
    await menuItem(page, '运营管理').click();
    await menuItem(page, '客户列表').click();
    await expect(page).toHaveURL(/\/operationManager\/client-list$/);
    await expect(menuItem(page, '系统管理')).toHaveCount(0);
    await expect(menuItem(page, '账期明细')).toHaveCount(0); // hidden screen
  });

  test('人事行政 liuyang sees 系统管理 > 用户管理 and no 运营管理', async ({ page }) => {
    await page.goto('/login');
    await openAs(page, 'liuyang');
    await expect(menuItem(page, '运营管理')).toHaveCount(0);
    await menuItem(page, '系统管理').click();
    await expect(menuItem(page, '用户管理')).toBeVisible();
    await expect(menuItem(page, '员工档案')).toBeVisible();
    await expect(menuItem(page, '菜单管理')).toHaveCount(0);
  });

  test('opening one submenu closes the other; the collapsed state survives a reload', async ({ page }) => {
    await page.goto('/login');
    await openAs(page, 'zhangwei');
    await menuItem(page, '运营管理').click();
    await expect(menuItem(page, '客户列表')).toBeVisible();
    await menuItem(page, '报表中心').click();
    await expect(menuItem(page, '报表下载')).toBeVisible();
    await expect(menuItem(page, '客户列表')).toBeHidden();

    await page.getByRole('button', { name: '收起菜单' }).click();
    await expect(page.getByRole('button', { name: '展开菜单' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: '展开菜单' })).toBeVisible();
    await page.getByRole('button', { name: '展开菜单' }).click();
    await expect(page.getByRole('button', { name: '收起菜单' })).toBeVisible();
  });
});
