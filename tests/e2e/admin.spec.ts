import { expect, test, type Page } from '@playwright/test';
import { openAs, seeAndCloseToast, signIn } from './support';

/** The six admin screens, driven as an administrator and as 人事行政 liuyang would. */

const sidebar = (page: Page) => page.getByRole('complementary');
const menuItem = (page: Page, name: string) => sidebar(page).getByRole('menuitem', { name: new RegExp(name) });
const dialog = (page: Page) => page.getByRole('dialog');

/** The screen granted to 人事行政 in the test; nothing else in the suite looks at it for liuyang. */
const GRANTED_TITLE = '报表下载';
const GRANTED_CODE = '/reportCenter/reportDownloadManager';

test.describe('admin screens', () => {
  const username = `e2e${Date.now().toString(36)}`;

  test('admin creates a user with a role; the user is listed; the gate log shows the call by path', async ({ page }) => {
    await page.goto('/login');
    await openAs(page, 'admin', '/baseManager/userManager');
    await expect(page.getByRole('row', { name: /zhangwei/ })).toBeVisible();

    await page.getByRole('button', { name: /新增用户/ }).click();
    await expect(dialog(page).getByText('新增用户')).toBeVisible();
    // An empty form is refused with the contract's messages, and nothing is sent.
    await dialog(page).getByRole('button', { name: '确定' }).click();
    await expect(dialog(page).getByText('请输入姓名')).toBeVisible();

    await dialog(page).getByLabel('账号', { exact: true }).fill(username);
    await dialog(page).getByLabel('初始密码').fill('welcome-1');
    await dialog(page).getByLabel('姓名', { exact: true }).fill('端到端测试');
    await dialog(page).getByLabel('邮箱').fill(`${username}@crossdock.example`);
    await dialog(page).locator('.semi-select').filter({ hasText: '选择一个或多个角色' }).click();
    await page.getByRole('option', { name: /销售$/ }).click();
    await page.keyboard.press('Escape');
    await expect(dialog(page).getByRole('button', { name: '确定' })).toBeEnabled(); // 确定 stays locked (disabled) for 1 s after the first click (spec §5)
    await dialog(page).getByRole('button', { name: '确定' }).click();
    await seeAndCloseToast(page, '新增成功');

    const row = page.getByRole('row', { name: new RegExp(username) });
    await expect(row).toBeVisible();
    await expect(row.getByText('销售')).toBeVisible();
    await expect(row.getByText('在职')).toBeVisible();

    // The filter goes to the URL: a reload keeps it.
    await page.getByLabel('姓名/账号').fill(username);
    await page.getByRole('button', { name: '查询' }).click();
    await expect(page).toHaveURL(new RegExp(`name=${username}`));
    await page.reload();
    await expect(page.getByText('共 1 条')).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(username) })).toBeVisible();

    await page.goto('/baseManager/gateLogManager');
    await page.getByLabel('路径').fill('/api/admin/user/addUser');
    await page.getByRole('button', { name: '查询' }).click();
    await expect(page).toHaveURL(/path=%2Fapi%2Fadmin%2Fuser%2FaddUser/);
    const logRow = page.getByRole('row', { name: new RegExp(username) });
    await expect(logRow).toBeVisible();
    await expect(logRow.getByText('POST')).toBeVisible();
    await expect(logRow.getByText('/api/admin/user/addUser')).toBeVisible();
    await expect(logRow.getByText('用户管理', { exact: true })).toBeVisible();
    await expect(page.getByRole('row', { name: /\/api\/auth\/jwt\/token/ })).toHaveCount(0);
  });

  test('admin grants a screen to 人事行政 in 分配权限; liuyang sees it after logging in again', async ({ page, browser }) => {
    await page.goto('/login');
    const adminToken = await openAs(page, 'admin', '/baseManager/groupManager');
    await page.getByRole('treeitem', { name: /人事行政/ }).click();
    await page.getByRole('tab', { name: '分配权限' }).click();
    const grantTree = page.getByLabel('菜单权限');
    await expect(grantTree).toBeVisible();
    await page.getByPlaceholder('搜索菜单名称或编码').fill(GRANTED_TITLE);
    await grantTree.getByRole('treeitem', { name: GRANTED_TITLE }).click();
    await page.getByRole('button', { name: '保存权限' }).click();
    await seeAndCloseToast(page, '权限已保存');

    const liuyang = await browser.newContext({ baseURL: page.url() });
    const hrPage = await liuyang.newPage();
    try {
      await hrPage.goto('/login');
      await openAs(hrPage, 'liuyang');
      await menuItem(hrPage, '报表中心').click();
      await menuItem(hrPage, GRANTED_TITLE).click();
      await expect(hrPage).toHaveURL(new RegExp(`${GRANTED_CODE}$`));
    } finally {
      await liuyang.close();
      // Put 人事行政 back as the demo data has it, for anything that runs after.
      const groups = await page.request.get('/api/admin/group/all', { headers: { Authorization: adminToken } });
      const hr = ((await groups.json()) as { data: Array<{ id: number; code: string }> }).data.find((g) => g.code === 'hr')!;
      const grants = await page.request.get(`/api/admin/group/${hr.id}/authority`, { headers: { Authorization: adminToken } });
      const current = ((await grants.json()) as { data: { menus: string[]; elements: string[] } }).data;
      await page.request.put(`/api/admin/group/${hr.id}/authority`, {
        headers: { Authorization: adminToken },
        data: { menus: current.menus.filter((m) => m !== GRANTED_CODE), elements: current.elements },
      });
    }
  });

  test('liuyang (add and edit, no delete) sees no 删除 in 用户管理 and 员工档案', async ({ page }) => {
    await page.goto('/login');
    await openAs(page, 'liuyang', '/baseManager/userManager');
    const lina = page.getByRole('row', { name: /lina/ });
    await expect(lina.getByRole('button', { name: '编辑' })).toBeVisible();
    await expect(page.getByRole('button', { name: /新增用户/ })).toBeVisible();
    await expect(page.getByRole('button', { name: '删除' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: '重置密码' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: '代登录' })).toHaveCount(0);

    await page.goto('/baseManager/vtEmployeeManager');
    await expect(page.getByRole('row', { name: /CD1002/ }).getByRole('button', { name: '编辑' })).toBeVisible();
    await expect(page.getByRole('button', { name: '删除' })).toHaveCount(0);

    // A screen the role lacks is refused, not shown.
    await page.goto('/baseManager/menuManager');
    await expect(page).toHaveURL(/\/401$/);
  });

  test('admin opens each admin screen without errors', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto('/login');
    await signIn(page, 'admin');
    await page.goto('/baseManager/menuManager');
    await page.getByPlaceholder('搜索名称或编码').fill('用户管理');
    await page.getByRole('treeitem', { name: /用户管理/ }).click();
    await expect(page.getByText('来自系统目录', { exact: false })).toBeVisible();
    await expect(page.getByRole('region', { name: '按钮权限' }).getByText('userManager:btn_resetPwd')).toBeVisible();

    await page.goto('/baseManager/groupTypeManager');
    await expect(page.getByRole('row', { name: /department/ })).toBeVisible();

    await page.goto('/baseManager/vtEmployeeManager?status=on_job');
    await expect(page.getByRole('row', { name: /CD1001/ })).toBeVisible();

    await page.goto('/baseManager/gateLogManager');
    await page.getByRole('button', { name: /查看反馈/ }).click();
    await expect(page.getByText('用户反馈')).toBeVisible();
    expect(errors).toEqual([]);
  });
});
