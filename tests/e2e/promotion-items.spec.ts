import Big from 'big.js';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { cardActionEvent, larkDelivery } from '../fakes/lark-events';
import { FAKE_LARK, larkAccountOf } from './larkAccount';
import { api, openAs, tokenOf } from './support';

/**
 * A promotion item over its product limit: 王芳 (运营) plans next month's item, is told by how much it is
 * over beside the form as she types the amount (the number submission then stores), is asked for a reason, submits; 赵磊 decides the extra 超限审批 in the portal; 吴昊 approves on the
 * Lark card; the monthly report shows the item's amount in CNY.
 */

const stamp = Date.now().toString(36);
const NAME = `E2E推广${stamp}`;
const LIST = '/promoteManager/promoteItemDetailManager';
const now = new Date();
const next = new Date(now.getFullYear(), now.getMonth() + 1, 1);
const MONTH = `${next.getFullYear()}-${String(next.getMonth() + 1).padStart(2, '0')}`;

type Named = { id: number; name: string };
/** 'CNY 1,234.50', as the portal shows CNY amounts. */
const cny = (cents: number) => `CNY ${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const centsOf = (amount: string) => Math.round(Number(amount) * 100);

const monthItemCny = async (request: APIRequestContext, token: string) =>
  (await api<Array<{ month: string; itemCny: string }>>(request, token, 'get', '/api/promote/promoteReport/monthReport', { fromMonth: MONTH, toMonth: MONTH }))[0]!.itemCny;

/** Picks `option` in the form's select labelled `label`, typing `search` first when given. */
async function pick(page: Page, label: string, option: string, search?: string) {
  const form = page.getByLabel('推广项目表单');
  await form.getByRole('combobox', { name: label }).click();
  if (search) await page.keyboard.type(search);
  await page.getByRole('option', { name: new RegExp(option.replace(/[()（）]/g, '.')) }).first().click();
}

test.describe('promotion items', () => {
  test.describe.configure({ mode: 'serial' });
  const fx = { platform: '', platformId: 0, store: '', company: '', sku: '', skuId: 0, openId: '', before: '0', serialNo: '', amountCny: '' };

  test.beforeAll(async ({ request }) => {
    const [admin, wangfang, wuhao, lina] = await Promise.all(['admin', 'wangfang', 'wuhao', 'lina'].map((u) => tokenOf(request, u)));
    // A platform of 王芳's with an account company, one of its stores and one of her SKUs there.
    for (const p of await api<Named[]>(request, wangfang, 'get', '/api/base/baseGroupPlatform/getPlatformByUser')) {
      const companies = await api<Array<{ companyName: string }>>(request, wangfang, 'get', '/api/promote/financeAccountCompany/getAccountCompanyByPlatform', { platformId: String(p.id) });
      const stores = await api<Named[]>(request, wangfang, 'get', '/api/promote/promoteItemDetail/getStoresByPlatform', { platformId: String(p.id) });
      const skus = await api<Array<{ id: number; sku: string }>>(request, wangfang, 'get', '/api/base/baseSysProductDetail/queryPermissionSku', { platformId: String(p.id), limit: '50' });
      if (!companies.length || !stores.length || !skus.length) continue;
      Object.assign(fx, { platform: p.name, platformId: p.id, store: stores[0]!.name, company: companies[0]!.companyName, sku: skus[skus.length - 1]!.sku, skuId: skus[skus.length - 1]!.id });
      break;
    }
    expect(fx.sku).not.toBe('');
    // 李娜 limits the SKU to CNY 100 next month; 吴昊 is bound to his Lark account.
    await api(request, lina, 'post', '/api/promote/promoteProductLimit/addOrUpdate', { targetKind: 'sku', code: fx.sku, month: MONTH, amountCny: '100' }).catch(() => undefined);
    const me = await api<{ id: number | string }>(request, wuhao, 'get', '/api/admin/user/front/info');
    fx.openId = await larkAccountOf(request, admin, Number(me.id), '吴昊');
    fx.before = await monthItemCny(request, lina);
  });

  test('王芳 plans an item over its product limit: told by how much as she types, asked for a reason, submits', async ({ page, request }) => {
    const wangfang = await tokenOf(request, 'wangfang');
    await openAs(page, 'wangfang', LIST);
    await page.getByRole('button', { name: '新增' }).click();
    const form = page.getByLabel('推广项目表单');
    await expect(form).toBeVisible();
    await form.getByLabel('项目名称').fill(NAME);
    await pick(page, '平台', fx.platform);
    await pick(page, '店铺', fx.store);
    await pick(page, '账户公司', fx.company);
    await pick(page, 'SKU', fx.sku, fx.sku);
    await page.keyboard.press('Escape');
    await expect(form.getByLabel('汇率')).not.toHaveValue('');
    const rate = await form.getByLabel('汇率').inputValue();
    await expect(form.getByLabel('超限原因')).toHaveCount(0);
    // What the server's check of next month's spend on the SKU answers, for the amount typed so far.
    const overFor = async (amount: string) => {
      const over = await api<Array<{ overCny: string; label: string }>>(request, wangfang, 'post', '/api/promote/promoteLimit/checkLimits', {
        platformId: fx.platformId,
        month: MONTH,
        spends: [{ skuId: fx.skuId, amountCny: new Big(amount).times(rate).round(2, Big.roundHalfUp).toFixed(2) }],
      });
      expect(over).toHaveLength(1);
      return `¥${Number(over[0]!.overCny).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    };
    const panel = page.getByRole('list', { name: '超出的费用限额' });
    await form.getByLabel('金额').pressSequentially('100');
    await expect(panel.getByText(`SKU ${fx.sku} ${MONTH} 产品费用限额 超出 ${await overFor('100')}`)).toBeVisible();
    await form.getByLabel('金额').pressSequentially('0');
    const over = await overFor('1000');
    await expect(panel.getByText(`SKU ${fx.sku} ${MONTH} 产品费用限额 超出 ${over}`)).toBeVisible();
    await expect(form.getByLabel('超限原因')).toBeVisible();
    await page.screenshot({ path: 'test-results/promotion-item-over-limit.png' });
    // 提交 without the reason is stopped in the form; nothing is saved.
    await page.getByRole('button', { name: '保存并提交' }).click();
    await expect(page.getByText(`超出限额 ${over.slice(1)} 元`).first()).toBeVisible();
    await expect(form.getByText('请填写超限原因')).toBeVisible();
    expect((await api<{ total: number }>(request, wangfang, 'get', '/api/promote/promoteItemDetail/page', { name: NAME })).total).toBe(0);
    await form.getByLabel('超限原因').fill('黑五大促加投');
    await page.getByRole('button', { name: '保存并提交' }).click();
    const drawer = page.locator('.semi-sidesheet').last();
    await expect(drawer.getByText('超限待审批').first()).toBeVisible();
    fx.serialNo = /TG\d{12}/.exec(await drawer.innerText())![0];
    await expect(drawer.getByRole('button', { name: '审批通过' })).toHaveCount(0);
    // The excess stored at submission is the one the form showed.
    const found = await api<{ rows: Array<{ id: number }> }>(request, wangfang, 'get', '/api/promote/promoteItemDetail/page', { serialNo: fx.serialNo });
    const detail = await api<{ overAmount: string }>(request, wangfang, 'get', '/api/promote/promoteItemDetail/getItemDetailById', { id: String(found.rows[0]!.id) });
    expect(`¥${Number(detail.overAmount).toLocaleString('en-US', { minimumFractionDigits: 2 })}`).toBe(over);
    await page.screenshot({ path: 'test-results/promotion-item-submitted.png' });
  });

  test('赵磊 decides the extra over-limit step in the portal', async ({ page }) => {
    await openAs(page, 'zhaolei', '/promoteManager/itemProcessManager');
    await page.getByRole('row', { name: new RegExp(fx.serialNo) }).getByText(fx.serialNo).click();
    await expect(page).toHaveURL(/itemProcessAppManager\?id=\d+/);
    await expect(page.getByText('黑五大促加投').first()).toBeVisible();
    await page.getByRole('button', { name: '超限审批通过' }).click();
    await page.getByRole('dialog').last().getByRole('button', { name: '超限审批通过' }).click();
    await expect(page.getByText('待主管审批').first()).toBeVisible();
  });

  test('吴昊 approves it on the Lark card', async ({ request }) => {
    let message: { messageId: string; content: string } | undefined;
    await expect(async () => {
      const res = await request.get(`${FAKE_LARK}/_fake/messages?openId=${fx.openId}`);
      message = ((await res.json()) as Array<{ messageId: string; content: string }>).find((m) => m.content.includes(fx.serialNo));
      expect(message).toBeDefined();
    }).toPass({ timeout: 15_000 });
    const value = JSON.parse(/\{"kind":"approval"[^}]*"action":"approve"[^}]*\}/.exec(message!.content.replace(/\\"/g, '"'))![0]) as object;
    const { body, headers } = larkDelivery(cardActionEvent({ openId: fx.openId, value, messageId: message!.messageId, token: 'e2e-verification-token' }), { encryptKey: 'e2e-encrypt-key' });
    const res = await request.post('/lark/events', { data: body, headers });
    expect(res.status()).toBe(200);
  });

  test('the monthly report shows the amount in CNY', async ({ page, request }) => {
    const wangfang = await tokenOf(request, 'wangfang');
    const found = await api<{ rows: Array<{ amountCny: string; status: string }> }>(request, wangfang, 'get', '/api/promote/promoteItemDetail/page', { serialNo: fx.serialNo });
    expect(found.rows[0]!.status).toBe('approved');
    fx.amountCny = found.rows[0]!.amountCny;
    await openAs(page, 'lina', `/costReport/month-report?fromMonth=${MONTH}&toMonth=${MONTH}`);
    await page.getByRole('tab', { name: '数据' }).click();
    const expected = cny(centsOf(fx.before) + centsOf(fx.amountCny));
    await expect(page.getByRole('row', { name: new RegExp(MONTH) }).getByText(expected).first()).toBeVisible({ timeout: 15_000 });
    await page.screenshot({ path: 'test-results/promotion-month-report.png' });
    await openAs(page, 'wangfang', `${LIST}?serialNo=${fx.serialNo}`);
    await expect(page.getByRole('row', { name: new RegExp(fx.serialNo) }).getByText('待付款')).toBeVisible();
  });
});
