import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { api, openAs, tokenOf } from './support';

/**
 * A payment request from start to paid, as the three people involved see it: 张伟 raises and submits
 * it, 陈静 approves, 李娜 pays it from a company account; then the printed form.
 */

const LIST = '/operationManager/payment-list';
const stamp = Date.now().toString(36);
const CUSTOMER = `E2E付款客户${stamp}`;
const ACCOUNT = `E2E付款账户${stamp}`;
const PDF = '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n';

const drawer = (page: Page) => page.getByLabel('付款申请详情');
const dialog = (page: Page) => page.getByRole('dialog').last();

async function openRequest(page: Page, username: string, serialNo: string) {
  await openAs(page, username, `${LIST}?serialNo=${serialNo}`);
  await page.getByRole('row', { name: new RegExp(serialNo) }).getByText(serialNo).click();
  await expect(drawer(page)).toBeVisible();
}

test.describe('payment requests', () => {
  test.describe.configure({ mode: 'serial' });
  let serialNo = '';

  test.beforeAll(async ({ request }) => {
    // Master data through the customer and company account modules, as their owners would enter it.
    const [zhangwei, lina] = await Promise.all([tokenOf(request, 'zhangwei'), tokenOf(request, 'lina')]);
    await api(request, zhangwei, 'post', '/api/operate/b2bCustomerInfo/addOrUpdateCustomer', { name: CUSTOMER, country: 'US', currency: 'USD', settlement: 'prepaid' });
    await api(request, lina, 'post', '/api/operate/b2bCompanyBank/addOrUpdate', {
      accountName: ACCOUNT,
      bankName: '招商银行深圳分行',
      accountNo: `E2E-${stamp}`,
      currency: 'USD',
      purpose: 'pay',
    });
  });

  test('张伟 creates and submits a request; he sees no audit or payment buttons', async ({ page }) => {
    await openAs(page, 'zhangwei', LIST);
    await page.getByRole('button', { name: '新增' }).click();
    const form = page.getByLabel('付款申请表单');
    await expect(form).toBeVisible();
    await form.getByRole('combobox', { name: '客户' }).click();
    await page.keyboard.type(CUSTOMER);
    await page.getByRole('option', { name: CUSTOMER }).click();
    await form.getByLabel('收款人').fill('FastShip Logistics Ltd');
    await form.getByLabel('收款银行').fill('HSBC Hong Kong');
    await form.getByLabel('收款账号').fill('001-234567-838');
    await form.getByLabel('金额').fill('1234.56');
    await form.getByLabel('汇率').fill('7.12');
    await form.getByLabel('付款事由').fill('10月海运费');
    const uploaded = page.waitForResponse((r) => r.url().includes('/api/tool/fastDfsClient/upload'));
    await form.locator('input.semi-upload-hidden-input').setInputFiles({ name: '报价单.pdf', mimeType: 'application/pdf', buffer: Buffer.from(PDF) });
    expect(((await (await uploaded).json()) as { resCode: number }).resCode).toBe(200);
    await expect(form.getByText('报价单.pdf')).toBeVisible();
    await page.getByRole('button', { name: '提交', exact: true }).click();

    await expect(drawer(page)).toBeVisible();
    await expect(drawer(page).getByText('待审核').first()).toBeVisible();
    await expect(drawer(page).getByText('USD 1,234.56').or(drawer(page).getByText('$1,234.56'))).toBeVisible();
    const title = await page.locator('.semi-sidesheet-title').last().innerText();
    serialNo = /FK\d{12}/.exec(title)![0];
    await expect(drawer(page).getByRole('button', { name: '打印' })).toBeVisible();
    await expect(drawer(page).getByRole('link', { name: '报价单.pdf' })).toBeVisible();
    for (const hidden of ['审核通过', '驳回', '确认付款', '提交', '编辑']) {
      await expect(drawer(page).getByRole('button', { name: hidden, exact: true })).toHaveCount(0);
    }
  });

  test('陈静 sees 审核通过 and 驳回, and approves', async ({ page }) => {
    await openRequest(page, 'chenjing', serialNo);
    await expect(drawer(page).getByRole('button', { name: '确认付款' })).toHaveCount(0);
    await expect(drawer(page).getByRole('button', { name: '驳回', exact: true })).toBeVisible();
    await drawer(page).getByRole('button', { name: '审核通过' }).click();
    await dialog(page).getByLabel('备注').fill('同意付款');
    await dialog(page).getByRole('button', { name: '审核通过' }).click();
    await expect(drawer(page).getByText('待财务确认').first()).toBeVisible();
    await expect(drawer(page).getByRole('button', { name: '审核通过' })).toHaveCount(0);

    // 批量下载附件 of the selected row
    await page.locator('.semi-sidesheet').filter({ has: drawer(page) }).getByRole('button', { name: 'close', exact: true }).click();
    await expect(drawer(page)).toBeHidden();
    await page.getByRole('row', { name: new RegExp(serialNo) }).locator('.semi-checkbox').click();
    await expect(page.getByRole('button', { name: /批量下载附件（1）/ })).toBeEnabled();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: /批量下载附件/ }).click();
    expect((await downloading).suggestedFilename()).toBe(`${serialNo}_附件.zip`);
  });

  test('李娜 sees 确认付款 and 财务驳回, and pays from a company account; the timeline shows the three steps', async ({ page }) => {
    await openRequest(page, 'lina', serialNo);
    await expect(drawer(page).getByRole('button', { name: '审核通过' })).toHaveCount(0);
    await expect(drawer(page).getByRole('button', { name: '财务驳回' })).toBeVisible();
    await drawer(page).getByRole('button', { name: '确认付款' }).click();
    await dialog(page).getByRole('combobox', { name: '付款账户' }).click();
    await page.getByRole('option', { name: new RegExp(ACCOUNT) }).click();
    await dialog(page).getByLabel('付款流水号').fill(`TT${stamp}`);
    await dialog(page).getByRole('button', { name: '确认付款' }).click();

    await expect(drawer(page).getByText('已付款').first()).toBeVisible();
    await expect(drawer(page).getByText(`TT${stamp}`)).toBeVisible();
    await expect(drawer(page).getByRole('button', { name: '确认付款' })).toHaveCount(0);
    const timeline = drawer(page).locator('.semi-timeline');
    for (const step of [/张伟\s*提交/, /陈静\s*审核通过/, /李娜\s*确认付款/]) await expect(timeline.getByText(step)).toBeVisible();
    await expect(timeline.getByText('同意付款')).toBeVisible();
  });

  test('李娜 exports the list she filtered and downloads the file from the report centre', async ({ page }) => {
    await openAs(page, 'lina', `${LIST}?serialNo=${serialNo}`);
    await expect(page.getByRole('row', { name: new RegExp(serialNo) })).toBeVisible();
    await page.getByRole('button', { name: '导出' }).click();
    await page.getByText('到报表中心下载').click();
    await expect(page).toHaveURL(/\/reportCenter\/reportDownloadManager/);
    const row = page.getByRole('row').filter({ hasText: '付款申请_' }).first();
    await expect(row.getByText('已完成')).toBeVisible({ timeout: 20_000 });
    const saved = page.waitForEvent('download');
    await row.getByRole('button', { name: '下载' }).click();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await (await saved).path());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(2);
    expect((sheet.getRow(2).values as unknown[]).slice(1)).toEqual(expect.arrayContaining([serialNo, '已付款']));
  });

  test('the printed form: amount in Chinese capitals, approval chain, signature boxes', async ({ page }) => {
    const token = await openAs(page, 'lina', LIST);
    const res = await page.request.get(`/api/operate/b2bPayment/page?serialNo=${serialNo}`, { headers: { Authorization: token } });
    const id = ((await res.json()) as { data: { rows: Array<{ id: number }> } }).data.rows[0]!.id;
    await page.goto(`/print-payment?id=${id}`);
    const sheet = page.getByLabel('付款申请单');
    await expect(sheet.getByText(serialNo)).toBeVisible();
    await expect(sheet.getByText(/捌仟柒佰玖拾元/)).toBeVisible(); // 1234.56 × 7.12 = 8790.07
    await expect(sheet.getByText('陈静')).toBeVisible();
    await expect(sheet.getByText('申请人签字：')).toBeVisible();
    const printButton = page.locator('.cd-print-toolbar').getByRole('button', { name: /打印/ });
    await expect(printButton).toBeVisible();
    await sheet.screenshot({ path: 'test-results/print-payment.png' });
    await page.emulateMedia({ media: 'print' });
    await expect(printButton).toBeHidden();
    await page.screenshot({ path: 'test-results/print-payment-print-media.png', fullPage: true });
  });
});
