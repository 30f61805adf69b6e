import { expect, test, type Page } from '@playwright/test';
import { cardActionEvent, larkDelivery } from '../fakes/lark-events';
import { FAKE_LARK, larkAccountOf } from './larkAccount';
import { api, exportThroughReportCentre, openAs, tokenOf } from './support';

/**
 * 报销: 王芳 (运营) claims two receipts in USD; 吴昊 (运营主管) approves on the Lark card; 李娜 (财务)
 * approves in the portal; 周鑫 (出纳) pays that claim and another approved one at once; the payment
 * details show the amounts in CNY; 李娜 exports the claims she filtered from the report centre.
 */

const CLAIMS = '/promoteManager/reimbersementManager';
const APPROVAL = '/promoteManager/reimbersementProcessAppManager';
const CASHIER = '/promoteManager/cashierPaymentManager';
const DETAILS = '/promoteManager/paymentDetailManager';
const stamp = Date.now().toString(36);
const COMPANY = `E2E报销公司${stamp}`;
const BANK = `E2E出纳账户${stamp}`;
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const month = new Date().toISOString().slice(0, 7);
const today = new Date().toISOString().slice(0, 10);

// The claim's detail sheet (the form's sheet may still be leaving the page).
const drawer = (page: Page) => page.locator('.semi-sidesheet').filter({ hasText: '操作记录' }).last();

test.describe('promotion reimbursements', () => {
  test.describe.configure({ mode: 'serial' });
  let openId = '';
  let serialNo = '';
  let otherSerial = '';
  let platform = { id: 0, name: '' };

  test.beforeAll(async ({ request }) => {
    const [lina, wangfang, wuhao, admin] = await Promise.all(['lina', 'wangfang', 'wuhao', 'admin'].map((u) => tokenOf(request, u)));
    platform = (await api<Array<{ id: number; name: string }>>(request, wangfang, 'get', '/api/base/baseGroupPlatform/getPlatformByUser'))[0]!;
    const company = await api(request, lina, 'post', '/api/promote/financeAccountCompany/addOrUpdate', { platformId: platform.id, companyName: COMPANY, account: `E2E-${stamp}`, currency: 'USD' });
    await api(request, lina, 'post', '/api/operate/b2bCompanyBank/addOrUpdate', { accountName: BANK, bankName: '招商银行深圳分行', accountNo: `E2E-BX-${stamp}`, currency: 'CNY', purpose: 'pay' });
    // 吴昊 is bound to his Lark account.
    const me = await api<{ id: number | string }>(request, wuhao, 'get', '/api/admin/user/front/info');
    openId = await larkAccountOf(request, admin, Number(me.id), '吴昊');
    // Another claim already approved by the manager and finance, for the cashier to pay beside the new one.
    const upload = await request.post('/api/tool/fastDfsClient/upload', { headers: { Authorization: wangfang }, multipart: { file: { name: '发票.png', mimeType: 'image/png', buffer: PNG } } });
    const file = ((await upload.json()) as { data: { id: number } }).data.id;
    const other = await api<{ id: number; serialNo: string; version: number }>(request, wangfang, 'post', '/api/promote/promoteReimbursement/addOrUpdReimbursement', {
      platformId: platform.id,
      accountCompanyId: company.id,
      promoteType: 'coupon',
      month,
      purpose: '优惠券垫付',
      lines: [{ description: '优惠券费用', spentOn: today, currency: 'USD', amount: '12.00', fileIds: [file] }],
    });
    otherSerial = other.serialNo;
    await api(request, wangfang, 'post', '/api/promote/promoteReimbursement/submitReimbursement', { id: other.id, overLimit: false });
    await api(request, wuhao, 'post', '/api/promote/promoteReimbursement/managerAudit', { id: other.id, pass: true });
    await api(request, lina, 'post', '/api/promote/promoteReimbursement/financeAudit', { id: other.id, pass: true });
  });

  test('王芳 claims two receipts in USD and submits', async ({ page }) => {
    await openAs(page, 'wangfang', CLAIMS);
    await page.getByRole('button', { name: '新增' }).click();
    const form = page.getByLabel('报销单表单');
    await expect(form).toBeVisible();
    await form.getByRole('combobox', { name: '平台' }).click();
    await page.getByRole('option', { name: platform.name }).first().click();
    await form.getByRole('combobox', { name: '账户公司' }).click();
    await page.getByRole('option', { name: new RegExp(COMPANY) }).click();
    await form.getByLabel('报销事由').fill('站内广告垫付');
    await page.getByRole('button', { name: '添加明细' }).click();
    for (const [i, amount] of ['120.00', '35.50'].entries()) {
      const line = form.getByRole('group', { name: `明细${i + 1}` });
      await line.getByLabel('费用说明').fill(`广告充值${i + 1}`);
      await line.getByLabel('金额').fill(amount);
      const uploaded = page.waitForResponse((r) => r.url().includes('/api/tool/fastDfsClient/upload'));
      await line.locator('input.semi-upload-hidden-input').setInputFiles({ name: `收据${i + 1}.png`, mimeType: 'image/png', buffer: PNG });
      expect(((await (await uploaded).json()) as { resCode: number }).resCode).toBe(200);
      await expect(line.getByText(`收据${i + 1}.png`)).toBeVisible();
    }
    await page.getByRole('button', { name: '提交', exact: true }).click();
    await expect(drawer(page).getByText('待主管审批').first()).toBeVisible();
    serialNo = /BX\d{12}/.exec(await drawer(page).innerText())![0];
    await expect(drawer(page).getByText('$120.00').or(drawer(page).getByText('USD 120.00'))).toBeVisible();
    await expect(drawer(page).getByRole('link', { name: '收据2.png' })).toBeVisible();
    await expect(drawer(page).getByRole('button', { name: '审批通过' })).toHaveCount(0);
  });

  test('吴昊 approves it on the Lark card', async ({ request }) => {
    let message: { messageId: string; content: string } | undefined;
    await expect(async () => {
      const res = await request.get(`${FAKE_LARK}/_fake/messages?openId=${openId}`);
      message = ((await res.json()) as Array<{ messageId: string; content: string }>).find((m) => m.content.includes(serialNo));
      expect(message).toBeDefined();
    }).toPass({ timeout: 15_000 });
    const value = JSON.parse(/\{"kind":"approval"[^}]*"action":"approve"[^}]*\}/.exec(message!.content.replace(/\\"/g, '"'))![0]) as object;
    const { body, headers } = larkDelivery(cardActionEvent({ openId, value, messageId: message!.messageId, token: 'e2e-verification-token' }), { encryptKey: 'e2e-encrypt-key' });
    expect((await request.post('/lark/events', { data: body, headers })).status()).toBe(200);
  });

  test('李娜 approves it in the portal', async ({ page }) => {
    await openAs(page, 'lina', `${APPROVAL}?serialNo=${serialNo}`);
    await page.getByRole('row', { name: new RegExp(serialNo) }).getByText(serialNo).click();
    await expect(drawer(page).getByText('待财务审批').first()).toBeVisible();
    await expect(drawer(page).getByText('吴昊').first()).toBeVisible();
    await drawer(page).getByRole('button', { name: '财务审批通过' }).click();
    await page.getByRole('dialog').last().getByRole('button', { name: '财务审批通过' }).click();
    await expect(drawer(page).getByText('待付款').first()).toBeVisible();
  });

  test('周鑫 pays both approved claims at once', async ({ page }) => {
    await openAs(page, 'zhouxin', CASHIER);
    for (const serial of [serialNo, otherSerial]) await page.getByRole('row', { name: new RegExp(serial) }).locator('.semi-checkbox').click();
    await page.getByRole('button', { name: '付款（2）' }).click();
    const dialog = page.getByRole('dialog').last();
    await dialog.getByRole('combobox', { name: '付款账户' }).click();
    await page.getByRole('option', { name: new RegExp(BANK) }).click();
    await dialog.getByLabel('银行流水号').fill(`E2E-REF-${stamp}`);
    await dialog.getByRole('button', { name: '确认付款' }).click();
    await expect(page.getByText('付款成功')).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(serialNo) })).toHaveCount(0);
    await expect(page.getByRole('region', { name: '付款记录' }).or(page.getByLabel('付款记录')).getByText(`E2E-REF-${stamp}`)).toBeVisible();
  });

  test('the payment details show the amounts in CNY', async ({ page }) => {
    await openAs(page, 'zhouxin', `${DETAILS}?claimSerialNo=${serialNo}`);
    const rows = page.getByRole('row').filter({ hasText: serialNo });
    await expect(rows).toHaveCount(2);
    // USD 120.00 at the rate of its day, in CNY (amount × rate, to the fen).
    const line = rows.filter({ hasText: 'USD 120.00' });
    await expect(line).toContainText(`E2E-REF-${stamp}`);
    const cells = (await line.getByRole('gridcell').allInnerTexts()).map((c) => c.trim());
    const at = cells.indexOf('USD 120.00');
    const [rate, cny] = [Number(cells[at + 1]), cells[at + 2]!];
    expect(rate).toBeGreaterThan(1);
    expect(cny).toBe(`CNY ${(Math.round(120 * rate * 100) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
    await page.screenshot({ path: 'test-results/promotion-payment-details.png' });

    // The promotion type chosen on one of the group's screens is kept for this browser tab (sessionStorage).
    await page.goto(`${DETAILS}?claimSerialNo=${otherSerial}&promoteType=coupon`);
    await expect(page.getByRole('row').filter({ hasText: otherSerial })).toHaveCount(1);
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('promoteType'))).toBe('coupon');
    await page.goto(CLAIMS);
    await expect(page.getByRole('combobox', { name: '推广类型' })).toContainText('优惠券');
  });

  test('李娜 exports the claims list she filtered and downloads it from the report centre', async ({ page }) => {
    await openAs(page, 'lina', `${CLAIMS}?serialNo=${serialNo}`);
    await expect(page.getByRole('row', { name: new RegExp(serialNo) })).toBeVisible();
    const rows = await exportThroughReportCentre(page, '报销单');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toEqual(expect.arrayContaining([serialNo, '已付款', '王芳']));
  });
});
