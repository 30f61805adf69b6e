import { expect, test, type Locator, type Page } from '@playwright/test';
import { deliver, startLocalMailServers, type LocalMailServers } from '../fakes/mail/localMailServers';
import { api, openAs, tokenOf } from './support';

/**
 * The mail centre on a real Dovecot (IMAP) and SMTP server started for this test on free ports:
 * 周杰 (邮件管理员) adds a brand mailbox, tests its connection and adds a rule; a buyer's mail is
 * pulled and lands with the rule's person, 赵敏 (客服; the demo's own refund rule would give it to 钱宇), who replies from a template; the reply reaches
 * the buyer's mailbox and 已发送; a wrong password shows up in 拉取异常.
 */
const stamp = Date.now().toString(36);
const SHOP = `shop-${stamp}@brand.test`;
const BUYER = `buyer-${stamp}@customer.test`;
const BUYER2 = `photo-${stamp}@customer.test`;
const COLLEAGUE = `quality-${stamp}@brand.test`;
const PHOTO_SUBJECT = `Refund with photo ${stamp}`;
const PNG_1x1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const SUBJECT = `Refund for order 113-${stamp}`;
const TEMPLATE = `E2E 退款回复 ${stamp}`;
const ORDER = `113-${stamp}-77`;
let mail: LocalMailServers;

/** Picks `option` in the form's select labelled `label`. */
async function pick(page: Page, scope: Locator, label: string, option: string | RegExp) {
  await scope.locator('.semi-form-field').filter({ has: page.getByText(label, { exact: true }) }).locator('.semi-select').click();
  await page.getByRole('option', { name: option }).first().click();
}

/** The row of our mailbox on 邮箱账号. */
const shopRow = (page: Page) => page.getByRole('row').filter({ hasText: SHOP });

test.describe('mail centre', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    mail = await startLocalMailServers();
    mail.addUser(SHOP, 'shop-secret');
    mail.addUser(BUYER, 'buyer-secret');
    mail.addUser(COLLEAGUE, 'colleague-secret');
  });
  test.afterAll(async () => {
    await mail?.stop();
  });

  test('周杰 adds the mailbox, tests the connection and adds a rule', async ({ page }) => {
    await openAs(page, 'zhoujie', '/mailAdministrate/accountManager');
    await page.getByRole('button', { name: '新增' }).click();
    const dialog = page.getByRole('dialog').last();
    await dialog.getByLabel('邮箱', { exact: true }).fill(SHOP);
    await dialog.getByLabel('发件人名称').fill('Brand Care');
    await dialog.getByLabel('IMAP 服务器').fill(mail.host);
    await dialog.getByLabel('SMTP 服务器').fill(mail.host);
    const ports = dialog.getByLabel('端口');
    await ports.nth(0).fill(String(mail.imapPort));
    await ports.nth(1).fill(String(mail.smtpPort));
    const ssl = dialog.locator('.semi-switch');
    await ssl.nth(0).click();
    await ssl.nth(1).click();
    await dialog.getByLabel('登录名').fill(SHOP);
    await dialog.getByLabel('密码', { exact: true }).fill('wrong-secret');
    await dialog.getByRole('button', { name: '测试连接' }).click();
    await expect(dialog.getByText('登录失败：用户名或密码错误')).toBeVisible();
    await dialog.getByLabel('密码', { exact: true }).fill('shop-secret');
    await dialog.getByRole('button', { name: '测试连接' }).click();
    await expect(dialog.getByText('IMAP 连接正常；SMTP 连接正常')).toBeVisible();
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(shopRow(page)).toBeVisible();
    await expect(page.getByText('shop-secret')).toHaveCount(0);
    await shopRow(page).getByRole('button', { name: '测试连接' }).click();
    await expect(shopRow(page).getByText('连接正常').first()).toBeVisible();

    // 编辑: 测试连接 with no password typed uses the saved one, but only on the saved server.
    await shopRow(page).getByRole('button', { name: '编辑' }).click();
    const edit = page.getByRole('dialog').last();
    await edit.getByRole('button', { name: '测试连接' }).click();
    await expect(edit.getByText('IMAP 连接正常；SMTP 连接正常')).toBeVisible();
    await edit.getByLabel('端口').nth(0).fill(String(mail.smtpPort));
    await edit.getByRole('button', { name: '测试连接' }).click();
    await expect(page.getByText('已保存的密码只用于原服务器').first()).toBeVisible();
    await edit.getByRole('button', { name: '取消' }).click();

    await page.goto('/mailAdministrate/distributionRule');
    await page.getByRole('button', { name: '新增' }).click();
    const rule = page.getByRole('dialog').last();
    await rule.getByLabel('规则名称').fill(`退款 ${stamp}`);
    await rule.getByLabel('顺序').fill('1');
    await pick(page, rule, '分配给', /赵敏/);
    await pick(page, rule, '邮箱账号', SHOP);
    await rule.getByLabel('关键词').fill('refund');
    await rule.getByRole('button', { name: '确定' }).click();
    await expect(page.getByRole('row').filter({ hasText: `退款 ${stamp}` })).toBeVisible();
    // The reply template 赵敏 will use (templates have their own screen; here the call is enough).
    await api(page.request, await tokenOf(page.request, 'zhoujie'), 'post', '/api/crm-mail-center/mailCenterTemplate/addOrUpdate', {
      name: TEMPLATE, language: 'en', subject: '', body: 'Hi {{customerName}},\nyour refund for order {{orderNo}} is on its way.\n{{brandSignature}}',
    });
  });

  test('a delivered mail is pulled and lands with 赵敏 (the rule’s person, not the demo’s refund rule), who replies from a template', async ({ page }) => {
    await deliver(mail, SHOP, `From: Jane Buyer <${BUYER}>\r\nTo: ${SHOP}\r\nSubject: ${SUBJECT}\r\nMessage-ID: <${stamp}@customer.test>\r\nContent-Type: text/html; charset=utf-8\r\n\r\n<p>Please refund my order.</p><img src="https://tracker.example/p.gif">\r\n`);
    await openAs(page, 'zhoujie', '/mailAdministrate/accountManager');
    await shopRow(page).getByRole('button', { name: '立即拉取' }).click();
    // A job pulls it, its progress on the screen; a scheduled pull may have fetched it first: either way it lands.
    await expect(page.getByText(/拉取完成：共|该邮箱正在拉取中/)).toBeVisible();

    await openAs(page, 'zhaomin', '/mailManager/my-mails');
    const row = page.getByRole('row').filter({ hasText: SUBJECT });
    // The rule assigns it right after the pull; reload until the list, once loaded, shows it.
    await expect(async () => {
      await Promise.all([page.waitForResponse(/mailCenterRoom\/myList/, { timeout: 15_000 }), page.reload()]);
      await expect(row).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 45_000 });
    await row.getByText(BUYER).click();
    await expect(page).toHaveURL(/mails-detail\?id=\d+/);
    const frame = page.locator('iframe[sandbox=""]');
    await expect(frame).toHaveCount(1);
    await expect(page.frameLocator('iframe[sandbox=""]').getByText('Please refund my order.')).toBeVisible();
    await expect(page.getByRole('button', { name: '显示图片' })).toBeVisible();

    await page.getByRole('button', { name: '回复', exact: true }).click();
    await page.getByLabel('订单号').fill(ORDER);
    await page.locator('.semi-select').filter({ hasText: '选择模板（替换正文）' }).click();
    await page.getByRole('option', { name: new RegExp(TEMPLATE) }).click();
    await expect(page.getByLabel('正文')).toHaveValue(new RegExp(`Hi Jane Buyer,\\nyour refund for order ${ORDER}`));
    await page.getByRole('button', { name: '发送' }).click();
    await expect(page.getByText('发送成功')).toBeVisible();
    await expect(page.locator('article').filter({ hasText: `Re: ${SUBJECT}` })).toBeVisible();

    // The reply reached the buyer's own mailbox.
    await expect(async () => {
      const imap = await mail.imap(BUYER);
      try {
        await imap.mailboxOpen('INBOX');
        const found = await imap.search({ subject: `Re: ${SUBJECT}` }, { uid: true });
        expect(found || []).toHaveLength(1);
        const msg = await imap.fetchOne(String((found as number[])[0]), { source: true }, { uid: true });
        expect(msg && msg.source!.toString()).toContain(ORDER);
      } finally {
        await imap.logout();
      }
    }).toPass({ timeout: 20_000 });

    await page.goto('/mailManager/sendList');
    const sent = page.getByRole('row').filter({ hasText: `Re: ${SUBJECT}` });
    await expect(sent).toBeVisible();
    await expect(sent.getByText('已发送')).toBeVisible();
  });

  test('a big pull shows its progress; 赵敏 forwards a mail with its attachment, which reaches the colleague', async ({ page }) => {
    const boundary = `b-${stamp}`;
    await deliver(
      mail,
      SHOP,
      [
        `From: Photo Buyer <${BUYER2}>`, `To: ${SHOP}`, `Subject: ${PHOTO_SUBJECT}`, `Message-ID: <photo-${stamp}@customer.test>`, 'MIME-Version: 1.0',
        `Content-Type: multipart/mixed; boundary="${boundary}"`, '', `--${boundary}`, 'Content-Type: text/plain', '', 'Please refund, photo attached.', `--${boundary}`,
        'Content-Type: image/png; name="damage.png"', 'Content-Disposition: attachment; filename="damage.png"', 'Content-Transfer-Encoding: base64', '',
        PNG_1x1.toString('base64'), `--${boundary}--`, '',
      ].join('\r\n'),
    );
    for (let i = 0; i < 40; i++) await deliver(mail, SHOP, `From: Bulk <bulk-${i}-${stamp}@customer.test>\r\nTo: ${SHOP}\r\nSubject: Question ${i}\r\nMessage-ID: <bulk-${i}-${stamp}@customer.test>\r\n\r\nHello ${i}\r\n`);
    await openAs(page, 'zhoujie', '/mailAdministrate/accountManager');
    await shopRow(page).getByRole('button', { name: '立即拉取' }).click();
    const progress = page.getByLabel('拉取进度', { exact: true });
    await expect(progress).toBeVisible();
    await expect(progress.getByText(/拉取完成：共 41 封，新邮件 41 封/)).toBeVisible({ timeout: 60_000 });
    await page.keyboard.press('Escape');

    await openAs(page, 'zhaomin', '/mailManager/my-mails');
    const row = page.getByRole('row').filter({ hasText: PHOTO_SUBJECT });
    await expect(async () => {
      await Promise.all([page.waitForResponse(/mailCenterRoom\/myList/, { timeout: 15_000 }), page.reload()]);
      await expect(row).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 45_000 });
    await row.getByText(BUYER2).click();
    await page.getByRole('button', { name: '转发', exact: true }).click();
    await expect(page.getByText('原邮件附件一并转发：damage.png')).toBeVisible();
    await page.getByLabel('收件人').fill(COLLEAGUE);
    await page.getByRole('button', { name: '发送' }).click();
    await expect(page.getByText('发送成功')).toBeVisible();
    await expect(async () => {
      const imap = await mail.imap(COLLEAGUE);
      try {
        await imap.mailboxOpen('INBOX');
        const found = (await imap.search({ subject: `Fwd: ${PHOTO_SUBJECT}` }, { uid: true })) || [];
        expect(found).toHaveLength(1);
        const msg = await imap.fetchOne(String(found[0]), { source: true }, { uid: true });
        expect(msg && msg.source!.toString()).toContain('damage.png');
      } finally {
        await imap.logout();
      }
    }).toPass({ timeout: 20_000 });
  });

  test('a broken password shows up in 拉取异常', async ({ page }) => {
    await openAs(page, 'zhoujie', '/mailAdministrate/accountManager');
    await shopRow(page).getByRole('button', { name: '修改密码' }).click();
    const dialog = page.getByRole('dialog').last();
    await dialog.getByLabel('新密码').fill('not-the-password');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('密码已修改，请重新测试连接')).toBeVisible();
    await shopRow(page).getByRole('button', { name: '立即拉取' }).click();
    await expect(page.getByLabel('拉取进度', { exact: true }).getByText(/拉取失败/)).toBeVisible();

    await page.goto('/mailAdministrate/pullException');
    const error = page.getByRole('row').filter({ hasText: SHOP });
    await expect(error.first()).toBeVisible();
    await expect(error.first().getByText('登录失败：用户名或密码错误')).toBeVisible();
  });
});
