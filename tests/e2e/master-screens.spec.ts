import { expect, test, type Page } from '@playwright/test';
import { openAs, seeAndCloseToast } from './support';

/** Master-data screens drawn from their declaration: filters, 新增, 编辑, 停用/启用. */

const dialog = (page: Page) => page.getByRole('dialog');

test.describe('master-data screens', () => {
  test('hejun adds a gift warehouse, finds it, edits and disables it', async ({ page }) => {
    const code = `E2E${Date.now().toString(36).toUpperCase()}`;
    await page.goto('/login');
    await openAs(page, 'hejun', '/sysManager/blnGiftWarehouseManager');
    await page.getByRole('button', { name: '新增' }).click();
    await dialog(page).getByLabel('编码').fill(code);
    await dialog(page).getByRole('button', { name: '确定' }).click();
    await expect(dialog(page)).toContainText('请填写名称');
    await dialog(page).getByLabel('名称').fill('E2E 仓库');
    await dialog(page).getByRole('button', { name: '确定' }).click();
    await seeAndCloseToast(page, '新增成功');

    await page.getByLabel('编码/名称').fill(code);
    await page.getByRole('button', { name: '查询' }).click();
    await expect(page).toHaveURL(new RegExp(`name=${code}`));
    const row = page.getByLabel('礼品仓库列表').getByRole('row').filter({ hasText: code });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: '编辑' }).click();
    await expect(dialog(page)).toContainText(`编辑礼品仓库：E2E 仓库`);
    await dialog(page).getByLabel('名称').fill('E2E 仓库二');
    await dialog(page).getByRole('button', { name: '确定' }).click();
    await seeAndCloseToast(page, '保存成功');
    await expect(row).toContainText('E2E 仓库二');

    await row.getByRole('button', { name: '停用' }).click();
    await expect(page.getByText('停用礼品仓库 E2E 仓库二？')).toBeVisible();
    // A click on the question's 确定 while it was still opening was once lost: click until it has gone.
    await expect(async () => {
      const confirm = page.getByRole('dialog').getByRole('button', { name: '确定' });
      if (await confirm.isVisible()) await confirm.click();
      await expect(row.getByRole('button', { name: '启用' })).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 20_000 });
  });

  test('wangfang filters her stores and edits one', async ({ page }) => {
    await page.goto('/login');
    await openAs(page, 'wangfang', '/sale/sale-store-list');
    const list = page.getByLabel('店铺列表');
    await expect(list.getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByRole('button', { name: '新增' })).toHaveCount(0);
    await page.getByLabel('店铺', { exact: true }).fill('amzde');
    await page.getByRole('button', { name: '查询' }).click();
    await expect(page).toHaveURL(/name=amzde/);
    const first = list.getByRole('row').nth(1);
    await first.getByRole('button', { name: '编辑' }).click();
    await expect(dialog(page)).toContainText('编辑店铺：');
    await dialog(page).getByLabel('备注').fill('E2E 备注');
    await dialog(page).getByRole('button', { name: '确定' }).click();
    await seeAndCloseToast(page, '保存成功');
    await expect(first).toContainText('E2E 备注');
  });
});
