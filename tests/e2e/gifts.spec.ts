import { expect, test } from '@playwright/test';
import { cardActionEvent, larkDelivery } from '../fakes/lark-events';
import { FAKE_LARK, larkAccountOf } from './larkAccount';
import { api, openAs, tokenOf } from './support';

/**
 * Gifts: 赵敏 (客服) grants a gift card for an order; 何军 (客服主管) approves it from the Lark card; 赵敏
 * sends it and only she sees the code, and the card is marked used; a physical gift's stock goes down
 * and cannot go below zero.
 */

const stamp = Date.now().toString(36);
const BRAND = `E2E${stamp}`;
const CODE = `E2E-CARD-${stamp.toUpperCase()}`;
const ORDER = `113-E2E-${stamp}`;
const LIST = '/customerServiceManager/giftGrantManager';

test.describe('gifts', () => {
  test.describe.configure({ mode: 'serial' });
  let openId = '';
  let grantSerial = '';

  test.beforeAll(async ({ request }) => {
    // 何军 is bound to his Lark account; a card of the brand is in the depot.
    const [admin, hejun] = await Promise.all([tokenOf(request, 'admin'), tokenOf(request, 'hejun')]);
    const me = await api<{ id: number | string }>(request, hejun, 'get', '/api/admin/user/front/info');
    openId = await larkAccountOf(request, admin, Number(me.id), '何军');
    await api(request, hejun, 'post', '/api/sys/giftCardInfo/addOrUpdate', { brand: BRAND, currency: 'USD', faceValue: '25' });
    await api(request, hejun, 'post', '/api/sys/giftCardDepot/add', { brand: BRAND, currency: 'USD', faceValue: '25', code: CODE, pin: '1234' });
  });

  test('赵敏 grants a gift card for an order', async ({ page }) => {
    await openAs(page, 'zhaomin', LIST);
    await page.getByRole('button', { name: '新增' }).click();
    const dialog = page.getByRole('dialog').last();
    await dialog.getByLabel('收件人').fill('John Smith');
    await dialog.getByLabel('订单号').fill(ORDER);
    await dialog.getByLabel('发放说明').fill('物流延误补偿');
    await dialog.getByLabel('礼品卡品牌').fill(BRAND);
    await page.getByRole('option', { name: BRAND, exact: true }).click();
    await dialog.getByLabel('面值').fill('25');
    await dialog.getByLabel('收件邮箱').fill('john@example.com');
    await dialog.getByRole('button', { name: '确定' }).click();
    const drawer = page.locator('.semi-sidesheet').last();
    await expect(drawer.getByText('待审批').first()).toBeVisible();
    grantSerial = /LP\d{12}/.exec(await drawer.innerText())![0];
    await expect(drawer.getByRole('button', { name: '审批通过' })).toHaveCount(0);
  });

  test('何军 approves it from the Lark card', async ({ request }) => {
    let message: { messageId: string; content: string } | undefined;
    await expect(async () => {
      const res = await request.get(`${FAKE_LARK}/_fake/messages?openId=${openId}`);
      message = ((await res.json()) as Array<{ messageId: string; content: string }>).find((m) => m.content.includes(grantSerial));
      expect(message).toBeDefined();
    }).toPass({ timeout: 15_000 });
    const value = JSON.parse(/\{"kind":"approval"[^}]*"action":"approve"[^}]*\}/.exec(message!.content.replace(/\\"/g, '"'))![0]) as object;
    const { body, headers } = larkDelivery(cardActionEvent({ openId, value, messageId: message!.messageId, token: 'e2e-verification-token' }), { encryptKey: 'e2e-encrypt-key' });
    const res = await request.post('/lark/events', { data: body, headers });
    expect(res.status()).toBe(200);
  });

  test('赵敏 sends it: she alone sees the code, and the card is used', async ({ page, browser }) => {
    await openAs(page, 'zhaomin', `${LIST}?serialNo=${grantSerial}`);
    await page.getByRole('row', { name: new RegExp(grantSerial) }).getByText(grantSerial).click();
    const drawer = page.locator('.semi-sidesheet').last();
    await expect(drawer.getByText('待发放').first()).toBeVisible();
    await expect(drawer.locator('.semi-timeline').getByText(/何军/)).toBeVisible();
    await drawer.getByRole('button', { name: '发放', exact: true }).click();
    await expect(page.getByTestId('card-code')).toHaveText(CODE);
    await page.screenshot({ path: 'test-results/gifts-card-code.png' });

    const manager = await browser.newPage();
    await openAs(manager, 'hejun', `/sysManager/giftcardDepotManager?brand=${BRAND}`);
    await expect(manager.getByRole('gridcell', { name: grantSerial })).toBeVisible();
    await expect(manager.getByRole('gridcell', { name: '已使用' })).toBeVisible();
    await expect(manager.getByRole('gridcell', { name: /^\*{4}/ })).toBeVisible();
    await expect(manager.getByText(CODE)).toHaveCount(0);
  });

  test('a physical gift: stock goes down when sent and cannot go below zero', async ({ page, request }) => {
    const [hejun, zhaomin] = await Promise.all([tokenOf(request, 'hejun'), tokenOf(request, 'zhaomin')]);
    const warehouse = await api(request, hejun, 'post', '/api/sys/blnGiftWarehouse/addOrUpdate', { code: `E2E-${stamp}`, name: `E2E仓${stamp}` });
    const gift = await api(request, hejun, 'post', '/api/sys/csGiftItem/addOrUpdate', { sku: `E2E-GIFT-${stamp}`, name: `E2E礼品${stamp}`, currency: 'USD', unitValue: '10' });
    await api(request, hejun, 'post', '/api/sys/csGiftStock/stockIn', { giftId: gift.id, warehouseId: warehouse.id, quantity: 1, reason: 'purchase' });
    const grant = { recipientName: 'Maria', recipientAddress: '12 Main St', reasonType: 'complaint', reason: '安抚', orderNo: ORDER, giftKind: 'physical', giftId: gift.id, warehouseId: warehouse.id, quantity: 1 };
    const saved = await api(request, zhaomin, 'post', '/api/sys/csGiftGrant/saveOrSubmit', { submit: true, grant });
    await api(request, hejun, 'post', '/api/sys/csGiftGrant/audit', { id: saved.id, pass: true });
    await api(request, zhaomin, 'post', '/api/sys/csGiftDetail/fillTailData', { id: saved.id, carrier: 'UPS', trackingNo: '1Z1' });

    await openAs(page, 'hejun', `/giftInventoryManager/giftInventoryQuery?keyword=E2E-GIFT-${stamp}`);
    await expect(page.getByRole('gridcell', { name: `E2E-GIFT-${stamp}` })).toBeVisible();
    await expect(page.getByRole('gridcell', { name: '0', exact: true })).toBeVisible();
    await page.getByRole('button', { name: '出库' }).click();
    const dialog = page.getByRole('dialog').last();
    await dialog.getByRole('combobox').first().click();
    await page.getByRole('option', { name: new RegExp(`E2E-GIFT-${stamp}`) }).click();
    await dialog.getByRole('combobox').nth(1).click();
    await page.getByRole('option', { name: `E2E仓${stamp}` }).click();
    await dialog.getByRole('combobox').nth(2).click();
    await page.getByRole('option', { name: '损耗' }).click();
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText(/库存不足/).first()).toBeVisible();
  });

  test('赵敏 cancels an approved grant the buyer no longer needs: nothing leaves the stock', async ({ page, request }) => {
    const [hejun, zhaomin] = await Promise.all([tokenOf(request, 'hejun'), tokenOf(request, 'zhaomin')]);
    const grant = { recipientName: 'Leo', recipientEmail: 'leo@example.com', reasonType: 'order', reason: '补偿', orderNo: `${ORDER}-C`, giftKind: 'card', cardBrand: BRAND, faceValue: '25', currency: 'USD' };
    const saved = await api<{ id: number; serialNo: string }>(request, zhaomin, 'post', '/api/sys/csGiftGrant/saveOrSubmit', { submit: true, grant });
    await api(request, hejun, 'post', '/api/sys/csGiftGrant/audit', { id: saved.id, pass: true });
    await openAs(page, 'zhaomin', `${LIST}?id=${saved.id}`);
    const drawer = page.locator('.semi-sidesheet').last();
    await expect(drawer.getByText('待发放').first()).toBeVisible();
    await drawer.getByRole('button', { name: '取消发放' }).click();
    const dialog = page.getByRole('dialog').last();
    await dialog.getByLabel('取消发放原因').fill('买家已收到补发');
    await dialog.getByRole('button', { name: '取消发放' }).click();
    await expect(drawer.getByText('已取消').first()).toBeVisible();
    await expect(drawer.getByRole('button', { name: '发放', exact: true })).toHaveCount(0);
  });
});
