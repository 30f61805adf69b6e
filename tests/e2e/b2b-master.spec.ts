import { expect, test, type Page } from '@playwright/test';
import { openAs, seeAndCloseToast } from './support';

/** zhangwei (销售) adds a customer and issues an invoice through the screens, then finds both in the lists. */

const sheet = (page: Page) => page.locator('.semi-sidesheet');
const dialog = (page: Page) => page.getByRole('dialog');
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** An order of one of zhangwei's customers that is not invoiced yet (from the demo OMS data). */
async function freeOrder(page: Page, token: string): Promise<{ orderNo: string; customerName: string; amount: string }> {
  const headers = { Authorization: token };
  const delivered = await (await page.request.get('/api/base/nextopOmsOrder/orderInfoByDeliverTime', { headers, params: { from: day(-300), to: day(0), limit: 200 } })).json();
  const orderNos = (delivered.data as Array<{ orderNo: string }>).map((o) => o.orderNo).slice(0, 150);
  const check = await (await page.request.get('/api/operate/b2bCustomerInvoice/checkInvoiceOrder', { headers, params: { orderNos: orderNos.join(',') } })).json();
  const free = (check.data.available as Array<{ orderNo: string; customerName: string; amount: string; status: string }>).find((o) => o.status !== 'cancelled');
  expect(free, 'an uninvoiced demo order of zhangwei').toBeTruthy();
  return free!;
}

test('zhangwei creates a customer and an invoice and sees them in the lists', async ({ page }) => {
  const name = `E2E Customer ${Date.now().toString(36)}`;
  await page.goto('/login');
  const token = await openAs(page, 'zhangwei', '/operationManager/client-list');
  await expect(page.getByRole('grid')).toBeVisible();

  await page.getByRole('button', { name: /新增客户/ }).click();
  await expect(sheet(page).getByText('新增客户')).toBeVisible();
  await sheet(page).getByRole('button', { name: '确定' }).click();
  await expect(sheet(page).getByText('请填写客户名称')).toBeVisible();
  await sheet(page).getByLabel('客户名称').fill(name);
  await sheet(page).getByLabel('国家/地区').fill('DE');
  await sheet(page).getByLabel('联系人').fill('Erika Mustermann');
  await sheet(page).getByText('账期', { exact: true }).click();
  await sheet(page).getByLabel('账期天数').fill('45');
  await sheet(page).getByLabel('信用额度').fill('30000');
  await sheet(page).getByLabel('发票抬头').fill(`${name} GmbH`);
  await sheet(page).getByRole('button', { name: '确定' }).click();
  await seeAndCloseToast(page, '新增成功');
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await expect(row).toContainText('账期 45 天');
  await expect(row).toContainText('张伟');

  const order = await freeOrder(page, token);
  const number = `E2E${Date.now().toString(36).toUpperCase()}`;
  await page.goto('/operationManager/b2b-invoice-list');
  await expect(page.getByRole('grid')).toBeVisible();
  await page.getByRole('button', { name: /开票/ }).first().click();
  await expect(dialog(page).getByText('开票', { exact: true })).toBeVisible();
  await dialog(page).locator('.semi-select').first().click();
  await page.keyboard.type(order.customerName.slice(0, 12));
  await page.getByRole('option', { name: new RegExp(order.customerName.slice(0, 12)) }).first().click();
  await dialog(page).getByLabel('发票号').fill(number);
  await dialog(page).getByLabel('订单号').fill(order.orderNo);
  await expect(dialog(page).getByTestId('order-check')).toContainText(order.orderNo);
  await dialog(page).getByLabel('税率').fill('13');
  await expect(dialog(page).getByTestId('tax-preview')).not.toHaveText('-');
  await expect(dialog(page).getByRole('button', { name: '确定' })).toBeEnabled(); // locked (disabled) 1 s after a click (spec §5)
  await dialog(page).getByRole('button', { name: '确定' }).click();
  await seeAndCloseToast(page, '开票成功');
  const invoiceRow = page.getByRole('row', { name: new RegExp(number) });
  await expect(invoiceRow).toBeVisible();
  await expect(invoiceRow).toContainText(order.orderNo);

  await page.getByLabel('发票号').fill(number);
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.getByRole('row', { name: new RegExp(number) })).toHaveCount(1);
});
