import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import JSZip from 'jszip';
import { startLocalMailServers, type LocalMailServers } from '../fakes/mail/localMailServers';
import { apiAnswer, openAs, tokenOf } from './support';

/**
 * The review programme: 王芳 (运营) registers a SKU on Walmart US and raises a plan order of two orders,
 * committed for audit; 徐明 (测评主管) approves it; 黄丽 (海外专员) creates the invitation codes, records
 * both reviewers' addresses, exports them as a zip, marks the letters sent, records the marketplace
 * order of one and archives it; the review statistics count the archived order. 黄丽 raises the order's
 * refund (订单处理), 徐明 approves it, 黄丽 pays it from its drawer and 销售订单 shows the order paid.
 */

const PLATFORM = 'Walmart US';
const stamp = Date.now().toString(36);
const SHOP = `reviews-${stamp}@brand.test`;
const REVIEWERS = [`grace-${stamp}@reviewer.test`, `henry-${stamp}@reviewer.test`];
const TEMPLATE = `测评邀请 ${stamp}`;
let mail: LocalMailServers;
const PLANS = '/lark-manager/work-order-plan';
const OVERSEAS = '/lark-manager/overseas-handler';

async function pick(page: Page, combobox: Locator, option: string | RegExp): Promise<void> {
  await combobox.click();
  await page.getByRole('option', { name: option }).first().click();
}

const archivedOn = async (request: APIRequestContext, token: string) => {
  const report = await apiAnswer<{ rows: Array<{ platformName: string; counts: Record<string, number> }> }>(request, token, 'get', '/api/reviewer/blnSaleRequire/getWorkOrderReport');
  return report.data.rows.find((r) => r.platformName === PLATFORM)?.counts.archived ?? 0;
};

test.describe('review programme', () => {
  test.describe.configure({ mode: 'serial' });
  let sku = '';
  let serialNo = '';
  let planOrderId = 0;
  let archivedBefore = 0;
  let archivedCode = '';

  test.afterAll(async () => {
    await mail?.stop();
  });

  test.beforeAll(async ({ request }) => {
    // The mail centre's mailbox and template the letters go out with, on a real IMAP/SMTP server.
    mail = await startLocalMailServers();
    mail.addUser(SHOP, 'shop-secret');
    for (const r of REVIEWERS) mail.addUser(r, 'reviewer-secret');
    const zhoujie = await tokenOf(request, 'zhoujie');
    const post = async (path: string, data: object) => {
      const res = await request.post(path, { data, headers: { Authorization: zhoujie } });
      expect(((await res.json()) as { resCode: number }).resCode).toBe(200);
    };
    await post('/api/crm-mail-center/mailCenterAccount/add', {
      imapHost: mail.host, imapPort: mail.imapPort, imapSecure: false, smtpHost: mail.host, smtpPort: mail.smtpPort, smtpSecure: false,
      username: SHOP, email: SHOP, senderName: 'Review Team', brandId: null, password: 'shop-secret',
    });
    await post('/api/crm-mail-center/mailCenterTemplate/addOrUpdate', { name: TEMPLATE, language: 'en', subject: 'Your invitation {{invitationCode}}', body: 'Hi {{customerName}}, please review {{sku}} with code {{invitationCode}}.' });
    // A SKU of 王芳's that is not registered on the platform yet (the demo registers some).
    const wangfang = await tokenOf(request, 'wangfang');
    const platforms = await apiAnswer<Array<{ id: number; name: string }>>(request, wangfang, 'get', '/api/reviewer/blnOperationInfo/getAllPlatform');
    const platformId = platforms.data.find((p) => p.name === PLATFORM)!.id;
    const skus = await apiAnswer<Array<{ sku: string }>>(request, wangfang, 'get', `/api/base/baseSysProductDetail/queryPermissionSku?status=on_sale&limit=100`);
    for (const s of skus.data) {
      if ((await apiAnswer(request, wangfang, 'get', `/api/reviewer/blnOperationInfo/checkSku?platformId=${platformId}&sku=${s.sku}`)).resCode === 200) {
        sku = s.sku;
        break;
      }
    }
    expect(sku).not.toBe('');
    archivedBefore = await archivedOn(request, await tokenOf(request, 'xuming'));
  });

  test('王芳 registers the SKU and raises a plan order, committed for audit', async ({ page }) => {
    await openAs(page, 'wangfang', '/lark-manager/operation-info');
    await page.getByRole('button', { name: '新增' }).click();
    let dialog = page.getByRole('dialog').last();
    await pick(page, dialog.getByRole('combobox', { name: '平台' }), PLATFORM);
    await dialog.getByLabel('SKU').fill(sku);
    await dialog.getByLabel('ASIN').click();
    await expect(page.getByText(/可登记：/)).toBeVisible();
    await pick(page, dialog.getByRole('combobox', { name: '运营人员' }), '王芳');
    await dialog.getByLabel('可测评单量').fill('5');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(page.getByRole('row').filter({ hasText: PLATFORM }).filter({ hasText: sku })).toBeVisible();

    await page.goto(PLANS);
    await page.getByRole('button', { name: '新增' }).click();
    dialog = page.getByRole('dialog').last();
    await pick(page, dialog.getByRole('combobox', { name: '平台' }), PLATFORM);
    await pick(page, dialog.getByRole('combobox', { name: 'SKU（运营信息）' }), `${sku}（剩余 5 单）`);
    await dialog.getByLabel('计划单量').fill('2');
    await dialog.getByLabel('礼品', { exact: true }).fill('Walmart 礼品卡');
    await dialog.getByLabel('礼品价值').fill('20');
    await dialog.getByLabel('每单费用').fill('5');
    await pick(page, dialog.getByRole('combobox', { name: '海外专员' }), '黄丽');
    await dialog.getByText('保存并提交审核').click();
    await dialog.getByRole('button', { name: '确定' }).click();
    const drawer = page.locator('.semi-sidesheet').last();
    await expect(drawer.getByText('待审核').first()).toBeVisible();
    serialNo = /JH\d{14}/.exec(await drawer.innerText())![0];
    await expect(drawer.getByRole('button', { name: '审核通过' })).toHaveCount(0);
  });

  test('徐明 approves it', async ({ page }) => {
    await openAs(page, 'xuming', `${PLANS}?serialNo=${serialNo}`);
    await page.getByRole('row', { name: new RegExp(serialNo) }).getByText(serialNo).click();
    const drawer = page.locator('.semi-sidesheet').last();
    await drawer.getByRole('button', { name: '审核通过' }).click();
    await page.getByRole('dialog').last().getByRole('button', { name: '审核通过' }).click();
    await expect(drawer.getByText('已审核').first()).toBeVisible();
  });

  test('黄丽 creates the invitation codes, records the addresses and exports them as a zip', async ({ page, request }) => {
    test.setTimeout(120_000);
    const token = await openAs(page, 'huangli', `${PLANS}?serialNo=${serialNo}`);
    await page.getByRole('row', { name: new RegExp(serialNo) }).getByText(serialNo).click();
    const drawer = page.locator('.semi-sidesheet').last();
    await drawer.getByRole('button', { name: '生成邀请码' }).click();
    await expect(drawer.getByText('执行中').first()).toBeVisible();
    planOrderId = (await apiAnswer<{ rows: Array<{ id: number }> }>(request, token, 'get', `/api/reviewer/blnPlanOrder/planOrderList?serialNo=${serialNo}`)).data.rows[0]!.id;
    const codes = (await apiAnswer<Array<{ invitationCode: string }>>(request, token, 'get', `/api/reviewer/blnPlanOrderDetail/queryByPlanOrderId?planOrderId=${planOrderId}`)).data.map((d) => d.invitationCode);
    expect(codes).toHaveLength(2);

    await page.goto(`${OVERSEAS}?planOrderId=${planOrderId}`);
    const row = (code: string) => page.getByRole('row', { name: new RegExp(code) });
    for (const [i, code] of codes.entries()) {
      await row(code).getByText('录入地址').click();
      const dialog = page.getByRole('dialog').last();
      await dialog.getByLabel('收件人').fill(['Grace Miller', 'Henry Young'][i]!);
      await dialog.getByLabel('电话').fill('+1 479-555-0100');
      await dialog.getByLabel('邮箱').fill(REVIEWERS[i]!);
      await dialog.getByLabel('街道地址').fill(`${100 + i} Walton Blvd`);
      await dialog.getByLabel('城市').fill('Bentonville');
      await dialog.getByLabel('州/省').fill('AR');
      await dialog.getByLabel('邮编').fill('72712');
      await dialog.getByRole('button', { name: '确定' }).click();
      await expect(dialog).toBeHidden();
      await row(code).getByText('提交地址').click();
      await expect(row(code).getByText('地址已提交')).toBeVisible();
    }

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '导出地址' }).click()]);
    const zip = await JSZip.loadAsync(await (await download.createReadStream()).toArray().then((c) => Buffer.concat(c)));
    expect(Object.keys(zip.files)).toEqual([`收货地址_${serialNo}.xlsx`]);
  });

  test('黄丽 marks the letters sent, records an order and archives it', async ({ page, request }) => {
    const token = await openAs(page, 'huangli', `${OVERSEAS}?planOrderId=${planOrderId}`);
    const codes = (await apiAnswer<Array<{ invitationCode: string }>>(request, token, 'get', `/api/reviewer/blnPlanOrderDetail/queryByPlanOrderId?planOrderId=${planOrderId}`)).data.map((d) => d.invitationCode);
    const row = (code: string) => page.getByRole('row', { name: new RegExp(code) });

    for (const code of codes) await row(code).locator('.semi-checkbox').click();
    await page.getByRole('button', { name: /批量发信/ }).click();
    const letter = page.getByRole('dialog').last();
    await pick(page, letter.getByRole('combobox', { name: '发件邮箱' }), new RegExp(SHOP));
    await pick(page, letter.getByRole('combobox', { name: '模板' }), new RegExp(TEMPLATE));
    await letter.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('已发信 2 条')).toBeVisible();
    await expect(row(codes[0]!).getByText('已发信')).toBeVisible();
    // The letter arrived in the reviewer's own mailbox, filled with the order's code.
    await expect(async () => {
      const imap = await mail.imap(REVIEWERS[0]!);
      try {
        await imap.mailboxOpen('INBOX');
        const found = (await imap.search({ subject: 'Your invitation' }, { uid: true })) || [];
        expect(found).toHaveLength(1);
        const msg = await imap.fetchOne(String(found[0]), { source: true }, { uid: true });
        expect(msg && msg.source!.toString()).toContain('Hi Grace Miller');
      } finally {
        await imap.logout();
      }
    }).toPass({ timeout: 20_000 });

    await row(codes[0]!).getByText('订单信息').click();
    const order = page.getByRole('dialog').last();
    await order.getByLabel('订单号').fill('200011223344');
    await order.getByLabel('订单金额').fill('24.99');
    await pick(page, order.getByRole('combobox', { name: '订单币种' }), 'USD');
    await order.getByRole('button', { name: '确定' }).click();
    await expect(row(codes[0]!).getByText('已下单')).toBeVisible();
    await row(codes[0]!).getByText('归档', { exact: true }).click();
    await page.getByRole('dialog').last().getByRole('button', { name: '确定' }).click();
    await expect(row(codes[0]!).getByText('已归档')).toBeVisible();
    archivedCode = codes[0]!;
  });

  test('黄丽 follows the archived order up and notes it', async ({ page }) => {
    await openAs(page, 'huangli', `/lark-manager/work-order-follow?invitationCode=${archivedCode}`);
    await page.getByRole('row', { name: new RegExp(archivedCode) }).getByText(archivedCode).click();
    const drawer = page.locator('.semi-sidesheet').last();
    await expect(drawer.getByText('已归档').first()).toBeVisible();
    await expect(drawer.getByText('200011223344').first()).toBeVisible();
    await drawer.getByRole('button', { name: '记录跟进' }).click();
    const dialog = page.getByRole('dialog').last();
    await dialog.getByLabel('跟进内容').fill('测评人已留五星评价');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(drawer.locator('.semi-timeline').getByText('测评人已留五星评价')).toBeVisible();
    await page.screenshot({ path: 'test-results/review-follow.png' });
  });

  test('the review statistics count the archived order', async ({ page }) => {
    await openAs(page, 'xuming', '/lark-report/review-statistics');
    const table = page.locator('.semi-table').last();
    // Read the header only once it is there (a slow load would give no column and pick the last cell).
    await expect(table.locator('thead th', { hasText: '已归档' })).toBeVisible();
    const header = await table.locator('thead th').allInnerTexts();
    const column = header.findIndex((h) => h.trim() === '已归档');
    const cell = table.getByRole('row', { name: new RegExp(PLATFORM) }).getByRole('gridcell').nth(column);
    await expect(cell).toHaveText(String(archivedBefore + 1));
    const chart = page.locator('canvas').first();
    await expect(chart).toBeVisible();
    // Pointing at the week's bar shows its tooltip: the chart kit registers it (web/components/chart).
    const box = (await chart.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height * 0.7);
    await expect(page.locator('.vchart-tooltip-element')).toBeVisible();
    await page.screenshot({ path: 'test-results/review-statistics.png' });
  });

  test('黄丽 raises a refund of the order, 徐明 approves it, 黄丽 pays it', async ({ page }) => {
    test.setTimeout(90_000);
    await openAs(page, 'huangli', '/orderManager/orderOpManager');
    await page.getByRole('button', { name: '新增' }).click();
    const dialog = page.getByRole('dialog').last();
    await dialog.getByRole('combobox', { name: '订单' }).click();
    await page.keyboard.type('200011223344');
    await page.getByRole('option', { name: /200011223344/ }).click();
    await dialog.getByLabel('退款金额').fill('24.99');
    await dialog.getByText('保存并提交审核').click();
    await dialog.getByRole('button', { name: '确定' }).click();
    const drawer = page.locator('.semi-sidesheet').last();
    await expect(drawer.getByText('待审核').first()).toBeVisible();
    const opNo = /OP\d{14}/.exec(await drawer.innerText())![0];

    await openAs(page, 'xuming', `/orderManager/orderOpManager?serialNo=${opNo}`);
    await page.getByRole('row', { name: new RegExp(opNo) }).getByText(opNo).click();
    await page.locator('.semi-sidesheet').last().getByRole('button', { name: '审核通过' }).click();
    await page.getByRole('dialog').last().getByRole('button', { name: '审核通过' }).click();
    await expect(page.locator('.semi-sidesheet').last().getByText('已审核').first()).toBeVisible();

    // 付款 from the 订单处理 drawer: the payment form of 付款处理, for this operation.
    await openAs(page, 'huangli', `/orderManager/orderOpManager?serialNo=${opNo}`);
    await page.getByRole('row', { name: new RegExp(opNo) }).getByText(opNo).click();
    const opDrawer = page.locator('.semi-sidesheet').last();
    await opDrawer.getByRole('button', { name: '付款' }).click();
    const pay = page.getByRole('dialog').last();
    await expect(pay.getByText('24.99 USD')).toBeVisible();
    await pay.getByLabel('收款账号').fill('reviewer@example.com');
    await pay.getByLabel('交易号').fill(`PP-E2E-${Date.now()}`);
    await pay.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('付款成功')).toBeVisible();
    await expect(opDrawer.getByText('已付款').first()).toBeVisible();
    await expect(opDrawer.getByRole('button', { name: '付款' })).toBeHidden();
    await page.screenshot({ path: 'test-results/review-payments.png' });
  });

  test('the order shows among the sales orders with its amount in CNY, paid', async ({ page }) => {
    await openAs(page, 'xuming', '/orderManager/soOrderManager?marketOrderNo=200011223344');
    const row = page.getByRole('row', { name: /200011223344/ });
    await expect(row.getByText(serialNo)).toBeVisible();
    await expect(row.getByText('USD 24.99')).toBeVisible();
    await expect(row.getByText(/^CNY /).first()).toBeVisible();
    await expect(row.getByText('已付款')).toBeVisible();
    await page.screenshot({ path: 'test-results/review-so-orders.png' });
  });
});
