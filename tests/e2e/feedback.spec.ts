import { expect, test } from '@playwright/test';
import { openAs, seeAndCloseToast } from './support';

test('Ctrl+Shift+F opens the feedback dialog; both fields are required; sending says 反馈成功', async ({ page }) => {
  await page.goto('/login');
  await openAs(page, 'liuyang');
  await page.keyboard.press('Control+Shift+F');
  const dialog = page.getByRole('dialog', { name: '意见反馈' });
  await expect(dialog).toBeVisible();

  await dialog.getByLabel('主题').fill('报表导出');
  await dialog.getByRole('button', { name: '提交' }).click();
  await seeAndCloseToast(page, '操作失败，请输入主题和内容！');

  await dialog.getByLabel('内容').fill('月度费用报表导出希望能按部门筛选。');
  await dialog.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('反馈成功')).toBeVisible();
  await expect(dialog).toBeHidden();
});
