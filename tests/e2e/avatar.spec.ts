import { expect, test } from '@playwright/test';
import { openAs, seeAndCloseToast, userMenu } from './support';

// A real 1x1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==', 'base64');

test('upload avatar: wrong type and size are refused with the spec messages; a small PNG is shown', async ({ page }) => {
  await page.goto('/login');
  await openAs(page, 'lina');
  await userMenu(page, '上传头像');
  const dialog = page.getByRole('dialog', { name: '上传头像' });
  const input = dialog.getByLabel('选择头像图片');

  await input.setInputFiles({ name: 'me.gif', mimeType: 'image/gif', buffer: GIF });
  await seeAndCloseToast(page, '上传头像图片只能是 JPG/PNG 格式!');

  // A text file renamed .png passes the browser's type check; the server reads the bytes.
  await input.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('just some text, not an image') });
  await seeAndCloseToast(page, '上传头像图片只能是 JPG/PNG 格式!');

  const big = Buffer.concat([PNG, Buffer.alloc(3 * 1024 * 1024)]);
  await input.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: big });
  await expect(page.getByText('上传头像图片大小不能超过 2MB!')).toBeVisible();

  await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('头像上传成功')).toBeVisible();
  await expect(dialog).toBeHidden();
  const avatar = page.getByRole('button', { name: '用户菜单' }).getByRole('img', { name: '李娜的头像' });
  await expect(avatar).toHaveAttribute('src', /^\/files\/avatars\/.+\.png$/);
  const src = await avatar.getAttribute('src');
  expect((await page.request.get(src!)).status()).toBe(200);
});
