import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { openAs } from './support';

/** A photo-like PNG (gradient and grain), about 100 KB: compressible, as real pictures are. */
async function photoPng(): Promise<Buffer> {
  const [width, height] = [480, 360];
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = ((i % (width * 3)) / 6 + Math.floor(i / (width * 3)) / 2 + ((i * 7919) % 17)) & 0xff;
  return sharp(pixels, { raw: { width, height, channels: 3 } }).png().toBuffer();
}

test('admin grants a service client a list; the client reads it with a token and is refused anything else', async ({ page }, testInfo) => {
  await openAs(page, 'admin', '/authManager/serviceManager');
  await page.getByRole('button', { name: '新增服务授权' }).click();
  const dialog = page.getByRole('dialog', { name: '新增服务授权' });
  const name = `BI 汇率读取 ${Date.now().toString(36)}`;
  await dialog.getByLabel('名称').fill(name);
  await dialog.locator('.semi-tree-select').click();
  await page.getByRole('textbox', { name: 'Filter TreeSelect item' }).fill('汇率管理');
  await page.getByRole('treeitem', { name: /汇率管理$/ }).click();
  await expect(dialog.locator('.semi-tree-select').getByText('汇率管理')).toBeVisible();
  await dialog.getByLabel('名称').click();
  await dialog.getByRole('button', { name: '确定' }).click();

  // The secret, shown once.
  const secretDialog = page.getByRole('dialog', { name: `服务授权密钥：${name}` });
  await expect(secretDialog.getByText('密钥只显示这一次')).toBeVisible();
  const secret = (await secretDialog.getByTestId('service-secret').innerText()).trim();
  const clientId = (await secretDialog.getByText(/^svc_[0-9a-f]{16}$/).innerText()).trim();
  expect(secret).toMatch(/^cds_/);
  await page.screenshot({ path: testInfo.outputPath('service-secret.png') });
  await page.getByText('我已保存', { exact: true }).click();
  await expect(page.getByRole('row').filter({ hasText: name }).getByText('有效')).toBeVisible();

  // The other system: a token by client credentials, then the list it was given, and nothing else.
  const token = await page.request.post('/api/oauth/token', { form: { grant_type: 'client_credentials', client_id: clientId, client_secret: secret } });
  // Plain OAuth JSON (RFC 6749 §5.1), as any OAuth client library reads it.
  expect(token.headers()['cache-control']).toBe('no-store');
  const { access_token: accessToken, token_type: tokenType } = (await token.json()) as { access_token: string; token_type: string };
  expect(tokenType).toBe('Bearer');
  const headers = { Authorization: `Bearer ${accessToken}` };
  const rates = (await (await page.request.get('/api/base/baseExchangeRate/page', { headers })).json()) as { resCode: number; data: { rows: unknown[] } };
  expect(rates.resCode).toBe(200);
  expect(rates.data.rows.length).toBeGreaterThan(0);
  const users = (await (await page.request.get('/api/admin/user/page', { headers })).json()) as { resCode: number };
  expect(users.resCode).toBe(403);

  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('127.0.0.1');
  await page.screenshot({ path: testInfo.outputPath('service-clients.png') });
});

test('the image tool converts a PNG to WebP under a target size and shows the result size', async ({ page }, testInfo) => {
  await openAs(page, 'admin', '/tool/image-info');
  // A phone photo with its position: flagged before anything else.
  const withGps = await sharp(await photoPng())
    .withExif({ IFD0: { Make: 'Phone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '22/1 32/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '114/1 3/1 0/1' } })
    .jpeg()
    .toBuffer();
  await page.locator('input[type=file]').first().setInputFiles({ name: '仓库实拍.jpg', mimeType: 'image/jpeg', buffer: withGps });
  await expect(page.getByText('图片含有拍摄位置（GPS）')).toBeVisible();
  await expect(page.getByText('纬度 22.533333')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('image-gps.png') });

  const png = await photoPng();
  await page.locator('input[type=file]').first().setInputFiles({ name: '商品主图.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('heading', { name: '商品主图.png' })).toBeVisible();
  await expect(page.getByText('480 × 360 像素')).toBeVisible();
  await expect(page.getByText('图片含有拍摄位置（GPS）')).toHaveCount(0);
  await page.getByRole('spinbutton').fill('20');
  await page.getByRole('button', { name: '转换', exact: true }).click();
  const size = page.getByTestId('result-size');
  await expect(size).toBeVisible({ timeout: 20_000 });
  const [value, unit] = (await size.innerText()).split(' ');
  expect(unit).toBe('KB');
  expect(Number(value)).toBeLessThanOrEqual(20);
  await expect(page.getByText('已达到目标大小')).toBeVisible();
  await expect(page.getByRole('button', { name: '下载结果' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('image-info.png'), fullPage: true });
});

test('服务注册 shows the running instance', async ({ page }, testInfo) => {
  await openAs(page, 'admin', '/monitorManager/serviceEurekaManager');
  const self = page.getByRole('row').filter({ hasText: '本实例' });
  await expect(self).toContainText('运行中');
  await page.screenshot({ path: testInfo.outputPath('instances.png') });
});
