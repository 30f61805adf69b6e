import jsQR from 'jsqr';
import JSZip from 'jszip';
import { PNG } from 'pngjs';
import fs from 'node:fs/promises';
import { devices, expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { startLocalMailServers, type LocalMailServers } from '../fakes/mail/localMailServers';
import { DEMO_PASSWORD, openAs, seeAndCloseToast } from './support';

/**
 * Warranty QR codes from the printed sheet to customer service: 王芳 (运营) sets up a project and
 * generates a batch; the print sheet comes from the report centre and one of its QR images is decoded
 * back to its address; a buyer opens it on a phone and registers in English; 赵敏 (客服) finds the buyer
 * in 蜂巢客户 and verifies and extends the order; the same code is refused the second time. The project
 * sends its confirmation through a mail-centre mailbox on a real SMTP/IMAP server: the buyer finds it
 * in their own INBOX.
 */

const stamp = Date.now().toString(36);
const PROJECT = `E2E延保${stamp}`;
const BRAND = `E2E${stamp.toUpperCase()}`;
const BUYER = { name: `Olivia Hayes ${stamp}`, email: `olivia.${stamp}@example.com`, orderNo: `113-${stamp}` };
const PHONE = { ...devices['iPhone 13'], locale: 'en-US' };
const SERVICE_BOX = `warranty-${stamp}@brand.test`;
let mail: LocalMailServers;

/** Picks options of the Semi select labelled `label` in a dialog (several for a multiple select). */
async function pick(dialog: Locator, label: string, ...options: Array<string | RegExp>): Promise<void> {
  const select = dialog.locator('.semi-form-field').filter({ has: dialog.page().getByText(label, { exact: true }) }).locator('.semi-select');
  await select.click();
  for (const option of options) await dialog.page().getByRole('option', { name: option }).first().click();
  // A multiple select stays open: a click on the dialog's title closes it. Either way the list is gone
  // before the next step, or a quick next click can come before the choice reaches the form.
  if (await select.evaluate((el) => el.classList.contains('semi-select-multiple'))) await dialog.getByRole('heading').first().click();
  await expect(dialog.page().locator('.semi-select-option-list')).toBeHidden();
}

/** A phone with the buyer's page of `url` open, its form ready. */
async function phonePage(browser: Browser, url: string): Promise<Page> {
  const phone = await (await browser.newContext(PHONE)).newPage();
  await phone.goto(url);
  await expect(phone.getByRole('button', { name: 'Register warranty' })).toBeVisible();
  return phone;
}

async function fillRegistration(phone: Page, buyer: typeof BUYER): Promise<void> {
  await phone.getByLabel('Full name').fill(buyer.name);
  await phone.getByLabel('E-mail').fill(buyer.email);
  await phone.getByLabel('Order number').fill(buyer.orderNo);
  await phone.getByLabel('Where did you buy it?').selectOption('amazon');
  await phone.getByLabel('I have read and accept the warranty terms').check();
  await phone.getByRole('button', { name: 'Register warranty' }).click();
}

/** The first QR image of the print sheet (a zip of PNGs), decoded back to the address it carries. */
async function firstPrintedAddress(zipPath: string): Promise<{ file: string; url: string }> {
  const zip = await JSZip.loadAsync(await fs.readFile(zipPath));
  const file = Object.keys(zip.files).filter((n) => n.endsWith('.png')).sort()[0]!;
  const png = PNG.sync.read(await zip.file(file)!.async('nodebuffer'));
  const qr = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  expect(qr, `a QR code in ${file}`).not.toBeNull();
  return { file, url: qr!.data };
}

test.describe('warranty QR codes', () => {
  test.describe.configure({ mode: 'serial' });
  let sku = '';
  let batchSerial = '';
  let codeUrl = '';
  let orderSerial = '';

  test.beforeAll(async ({ request }) => {
    // 周杰 (邮件管理员) adds the brand's service mailbox to the mail centre, on a real IMAP/SMTP server.
    mail = await startLocalMailServers();
    mail.addUser(SERVICE_BOX, 'service-secret');
    mail.addUser(BUYER.email, 'buyer-secret');
    const login = await request.post('/api/auth/jwt/token', { data: { username: 'zhoujie', password: DEMO_PASSWORD } });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const added = await request.post('/api/crm-mail-center/mailCenterAccount/add', {
      headers: { Authorization: token },
      data: {
        imapHost: mail.host, imapPort: mail.imapPort, imapSecure: false, smtpHost: mail.host, smtpPort: mail.smtpPort, smtpSecure: false,
        username: SERVICE_BOX, email: SERVICE_BOX, senderName: `${BRAND} Service`, brandId: null, password: 'service-secret',
      },
    });
    expect(((await added.json()) as { resCode: number }).resCode).toBe(200);
  });

  test.afterAll(async () => {
    await mail?.stop();
  });

  test('王芳 sets up a project for a product line', async ({ page }) => {
    const token = await openAs(page, 'wangfang', '/hive/info-list');
    const skus = await page.request.get('/api/warranty-extension/honeycombProductQrCode/querySkuInfo', { params: { keyword: '' }, headers: { Authorization: token } });
    sku = ((await skus.json()) as { data: Array<{ sku: string }> }).data[0]!.sku;

    await page.getByRole('button', { name: '新增项目' }).click();
    // A select's dropdown is a dialog too: the form is found by its title.
    const dialog = page.getByRole('dialog', { name: '新增项目' });
    await dialog.getByLabel('项目名称', { exact: true }).fill(PROJECT);
    await dialog.getByLabel('品牌', { exact: true }).fill(BRAND);
    await pick(dialog, 'SKU', sku);
    await pick(dialog, '国家', /\bUS$/, /\bDE$/);
    await pick(dialog, '页面语言（第一个为默认）', 'en-US', 'de-DE');
    await pick(dialog, '客服邮箱', new RegExp(SERVICE_BOX.replace(/[.]/g, '\\.')));
    for (const [lang, title] of [['en-US', 'Extend your warranty'], ['de-DE', 'Garantie verlängern']] as const) {
      const section = dialog.locator('.semi-form-section').filter({ hasText: `页面模板：${lang}` });
      await section.getByLabel('标题').fill(title);
      await section.getByLabel('介绍').fill(`${BRAND} ${lang}`);
      await section.getByLabel('延保条款').fill('One registration per code.');
    }
    await dialog.getByRole('button', { name: '确定' }).click();
    await seeAndCloseToast(page, '新增成功');
    await expect(page.getByRole('row', { name: new RegExp(PROJECT) })).toBeVisible();
  });

  test('王芳 generates a batch and downloads its print sheet from the report centre', async ({ page }) => {
    await openAs(page, 'wangfang', '/hive/code-list');
    await page.getByRole('button', { name: '新增批次' }).click();
    const dialog = page.getByRole('dialog', { name: '新增二维码批次' });
    // The SKU list follows the project: pick from it once it has arrived.
    const projectSkus = page.waitForResponse((r) => r.url().includes('/honeycombProductQrCode/querySkuInfo') && r.url().includes('projectId='));
    await pick(dialog, '项目', PROJECT);
    await projectSkus;
    await pick(dialog, 'SKU', new RegExp(`\\b${sku}\\b`));
    await dialog.getByLabel('数量').fill('3');
    await dialog.getByRole('button', { name: '确定' }).click();

    const drawer = page.locator('.semi-sidesheet').last();
    await expect(drawer.getByText('待生成').first()).toBeVisible();
    batchSerial = /QR\d{12}/.exec(await drawer.locator('.semi-sidesheet-title').innerText())![0];
    await drawer.getByRole('button', { name: '生成二维码' }).click();
    await expect(drawer.getByText('已生成').first()).toBeVisible({ timeout: 30_000 });
    await expect(drawer.getByText('二维码（共 3 个）')).toBeVisible();
    // Every code is listed; one is printed again (a torn label): its image and address.
    const reprints = drawer.getByRole('button', { name: '补打' });
    await expect(reprints).toHaveCount(3);
    await reprints.first().click();
    const reprint = page.getByRole('dialog').filter({ hasText: '补打：' });
    await expect(reprint.locator('img')).toBeVisible();
    await expect(reprint.getByText(/\/w\/[0-9A-Z]{12}$/)).toBeVisible();
    await reprint.locator('.semi-modal-close').click();

    await page.goto('/reportCenter/reportDownloadManager');
    const row = page.getByRole('row').filter({ hasText: `二维码_${batchSerial}_` });
    await expect(row.getByText('已完成')).toBeVisible({ timeout: 30_000 });
    const saved = page.waitForEvent('download');
    await row.getByRole('button', { name: '下载' }).click();
    const sheet = await saved;
    expect(sheet.suggestedFilename()).toMatch(new RegExp(`^二维码_${batchSerial}_.*\\.zip$`));
    const printed = await firstPrintedAddress(await sheet.path());
    const code = /-([0-9A-Z]{12})\.png$/.exec(printed.file)![1]!;
    expect(printed.url).toBe(`${new URL(page.url()).origin}/w/${code}`);
    codeUrl = printed.url;
  });

  test('a buyer scans the code with a phone and registers in English; the same code is refused the second time', async ({ browser }) => {
    // Two phones open the same code; the first registers, the second comes too late.
    const phone = await phonePage(browser, codeUrl);
    const late = await phonePage(browser, codeUrl);
    await expect(phone.getByRole('heading', { name: 'Extend your warranty' })).toBeVisible();
    await fillRegistration(phone, BUYER);
    await expect(phone.getByText('Thank you! Your registration number is')).toBeVisible();
    orderSerial = (await phone.locator('.w-ok strong').innerText()).trim();
    expect(orderSerial).toMatch(/^WE\d{12}$/);
    await phone.screenshot({ path: 'test-results/warranty-phone.png', fullPage: true });
    // The confirmation went out through the project's mailbox and arrived in the buyer's own INBOX.
    await expect(async () => {
      const imap = await mail.imap(BUYER.email);
      try {
        await imap.mailboxOpen('INBOX');
        const found = (await imap.search({ subject: orderSerial }, { uid: true })) || [];
        expect(found).toHaveLength(1);
        const msg = await imap.fetchOne(String(found[0]), { source: true, envelope: true }, { uid: true });
        expect(msg && msg.envelope!.from![0]!.address).toBe(SERVICE_BOX);
        expect(msg && msg.source!.toString()).toContain(`Dear ${BUYER.name}`);
      } finally {
        await imap.logout();
      }
    }).toPass({ timeout: 20_000 });

    await fillRegistration(late, { ...BUYER, email: `second.${stamp}@example.com` });
    await expect(late.getByRole('alert')).toHaveText('This code has already been registered for the warranty extension. No need to register again.');
    await late.reload();
    await expect(late.getByText('This code has already been registered for the warranty extension.')).toBeVisible();
    await expect(late.getByRole('button', { name: 'Register warranty' })).toHaveCount(0);
  });

  test('赵敏 finds the buyer in 蜂巢客户, verifies the order and extends the warranty', async ({ page }) => {
    await openAs(page, 'zhaomin', `/hive/client-list?keyword=${encodeURIComponent(BUYER.email)}`);
    const buyer = page.getByRole('row', { name: new RegExp(BUYER.email) });
    await expect(buyer).toContainText(BUYER.name);
    await expect(buyer).toContainText(PROJECT);

    await page.goto(`/customerServiceManager/warranty-extension-order?keyword=${orderSerial}`);
    await page.getByRole('row', { name: new RegExp(orderSerial) }).getByText(orderSerial).click();
    const drawer = page.locator('.semi-sidesheet').last();
    await expect(drawer).toContainText(BUYER.orderNo);
    await expect(drawer.getByText('新登记').first()).toBeVisible();
    for (const [action, state] of [['核实', '已核实'], ['延保', '已延保']] as const) {
      await drawer.getByRole('button', { name: action, exact: true }).click();
      await page.getByRole('dialog', { name: `${action}：延保订单` }).getByRole('button', { name: action, exact: true }).click();
      await seeAndCloseToast(page, '操作成功');
      await expect(drawer.locator('.semi-sidesheet-title').getByText(state)).toBeVisible();
    }
    await expect(drawer.locator('.semi-timeline').getByText(/赵敏/).first()).toBeVisible();
    await page.screenshot({ path: 'test-results/warranty-order.png' });
  });

  test('an unknown code says so in the phone’s language', async ({ browser }) => {
    const phone = await (await browser.newContext({ ...PHONE, locale: 'de-DE' })).newPage();
    await phone.goto('/w/ZZZZZZZZZZZZ');
    await expect(phone.getByRole('alert')).toHaveText('Dieser QR-Code ist ungültig. Bitte prüfen Sie ihn und scannen Sie erneut.');
  });
});
