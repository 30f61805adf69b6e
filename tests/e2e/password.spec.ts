import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, newPerson, openAs, seeAndCloseToast, userMenu } from './support';

async function fill(page: Page, oldPassword: string, newPassword: string, confirm: string) {
  const dialog = page.getByRole('dialog', { name: '修改密码' });
  await dialog.getByLabel('旧密码').fill(oldPassword);
  await dialog.getByLabel('新密码', { exact: true }).fill(newPassword);
  await dialog.getByLabel('确认新密码').fill(confirm);
  await dialog.getByRole('button', { name: '确定' }).click();
}

test('change password: the three checks, a wrong old password, success, and the new password works', async ({ page }) => {
  await page.goto('/login');
  const person = await newPerson(page, 'pw');
  await openAs(page, person);
  await userMenu(page, '修改密码');

  await fill(page, '', '', '');
  await seeAndCloseToast(page, '操作失败，请输入旧密码和新密码！');
  await fill(page, DEMO_PASSWORD, '', '');
  await seeAndCloseToast(page, '操作失败，请输入旧密码和新密码！');
  await fill(page, DEMO_PASSWORD, 'new-pass-1', 'new-pass-2');
  await seeAndCloseToast(page, '操作失败，新密码和确认新密码不一致！');
  await fill(page, DEMO_PASSWORD, 'abcd', 'abcd');
  await seeAndCloseToast(page, '操作失败，密码长度不能小于5位！');

  await fill(page, 'not-my-password', 'new-pass-1', 'new-pass-1');
  const failed = page.locator('.semi-notification-notice').filter({ hasText: '失败' });
  await expect(failed).toContainText('旧密码错误');

  await fill(page, DEMO_PASSWORD, 'new-pass-1', 'new-pass-1');
  const done = page.locator('.semi-notification-notice').filter({ hasText: '修改成功' });
  await expect(done).toContainText('成功');
  await expect(page.getByRole('dialog', { name: '修改密码' })).toBeHidden();

  await userMenu(page, '退出登录');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('账号').fill(person);
  await page.getByLabel('密码').fill('new-pass-1');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
