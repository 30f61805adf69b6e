import { expect, test, type APIRequestContext } from '@playwright/test';
import { FAKE_LARK, larkAccountOf } from './larkAccount';
import { ADMIN_PASSWORD, openAs } from './support';

/**
 * Lark: an administrator binds 陈静 to her Lark account in 用户管理; 陈静 opens the approvals widget
 * from Lark (a launch code from the fake Lark platform), approves a payment on her phone, and the
 * portal shows her decision in the request's log.
 */

const stamp = Date.now().toString(36);
const EMAIL = `chenjing.${stamp}@lark.example`;
const PAYEE = `Lark E2E Payee ${stamp}`;

async function submitPayment(request: APIRequestContext): Promise<{ id: number; serialNo: string }> {
  const login = await request.post('/api/auth/jwt/token', { data: { username: 'zhangwei', password: 'demo1234' } });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const res = await request.post('/api/operate/b2bPayment/saveOrSubmitPayment', {
    headers: { Authorization: token },
    data: { type: 'freight', payeeName: PAYEE, payeeBank: 'HSBC', payeeAccount: '001-2', currency: 'USD', amount: '888.00', exchangeRate: '7.1', reason: '海运费', submit: true },
  });
  const body = (await res.json()) as { resCode: number; resDes: string; data: { id: number; serialNo: string } };
  expect(body.resCode, body.resDes).toBe(200);
  return body.data;
}

/** Signs in as admin through the API; answers the headers that carry the token. */
async function adminHeaders(request: APIRequestContext): Promise<{ Authorization: string }> {
  const login = await request.post('/api/auth/jwt/token', { data: { username: 'admin', password: ADMIN_PASSWORD } });
  return { Authorization: ((await login.json()) as { data: { token: string } }).data.token };
}

/** The id of the demo user `username`. */
async function userIdOf(request: APIRequestContext, headers: { Authorization: string }, username: string): Promise<number> {
  const found = (await (await request.get(`/api/admin/user/getUserPage?name=${username}`, { headers })).json()) as { data: { rows: Array<{ id: number; username: string }> } };
  return found.data.rows.find((u) => u.username === username)!.id;
}

/** 张伟 (the requester)'s Lark account, bound through the API if he has none yet. */
async function bindRequester(request: APIRequestContext): Promise<string> {
  const headers = await adminHeaders(request);
  return larkAccountOf(request, headers.Authorization, await userIdOf(request, headers, 'zhangwei'), '张伟');
}

test.describe('Lark', () => {
  test.describe.configure({ mode: 'serial' });
  let openId = '';

  test('an administrator binds 陈静 to her Lark account', async ({ page, request }) => {
    const created = await request.post(`${FAKE_LARK}/_fake/users`, { data: { name: '陈静', email: EMAIL } });
    openId = ((await created.json()) as { openId: string }).openId;
    // A retried run finds her bound by the first try: she starts unbound, as on a fresh install.
    const headers = await adminHeaders(request);
    await request.post('/api/lark/unbind', { headers, data: { userId: await userIdOf(request, headers, 'chenjing') } });
    await openAs(page, 'admin', '/baseManager/userManager');
    await expect(page.getByText('飞书集成已启用')).toBeVisible();
    await page.getByRole('row', { name: /chenjing/ }).getByRole('button', { name: '绑定飞书' }).click();
    const dialog = page.getByRole('dialog', { name: /绑定飞书：陈静/ });
    await dialog.getByPlaceholder('邮箱或手机号').fill(EMAIL);
    await dialog.getByRole('button', { name: '查找' }).click();
    await dialog.getByRole('region', { name: '查找结果' }).getByRole('button', { name: '绑定' }).click();
    const current = dialog.getByRole('region', { name: '当前绑定' });
    await expect(current.getByText(openId)).toBeVisible();
    await expect(current.getByText('管理员绑定')).toBeVisible();
    await expect(dialog.getByRole('region', { name: '绑定记录' }).getByText(openId)).toBeVisible();
    await page.screenshot({ path: 'test-results/lark-binding.png' });
  });

  test('陈静 opens the widget from Lark, approves a payment, the portal shows it and 张伟 hears it in Lark', async ({ browser, request }) => {
    const requester = await bindRequester(request);
    const payment = await submitPayment(request);
    // On desktop the card's 在 CRM 中打开 is an AppLink, so the click stays inside Lark.
    await expect(async () => {
      const messages = (await (await request.get(`${FAKE_LARK}/_fake/messages?openId=${openId}`)).json()) as Array<{ card: unknown }>;
      const card = JSON.stringify(messages.map((m) => m.card).find((c) => JSON.stringify(c).includes(payment.serialNo)));
      expect(card).toContain('"pc_url":"https://applink.feishu.cn/client/web_url/open?mode=sidebar-semi&url=');
    }).toPass();
    // The Lark client is signed in as 陈静; a CRM link goes through Lark's authorize page and back.
    await request.post(`${FAKE_LARK}/_fake/sign-in`, { data: { openId } });

    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'zh-CN' });
    const page = await phone.newPage();
    await page.goto(`/lark/start?to=${encodeURIComponent('/widgets/inbox')}`);
    await expect(page).toHaveURL(/\/widgets\/inbox/);
    await expect(page.getByText('付款申请审核').first()).toBeVisible();
    await page.screenshot({ path: 'test-results/lark-widget-inbox.png' });
    await page.getByText(`${payment.serialNo} · ${PAYEE}`).click();

    await expect(page).toHaveURL(new RegExp(`/widgets/detail\\?entity=b2b_payment&id=${payment.id}`));
    await expect(page.getByText('USD 888.00').first()).toBeVisible();
    await page.getByRole('button', { name: '审核通过' }).click();
    await page.getByRole('dialog').getByRole('textbox').fill('手机上同意');
    await page.getByRole('dialog').getByRole('button', { name: '审核通过' }).click();
    await expect(page.getByText('待财务确认').first()).toBeVisible();
    await page.screenshot({ path: 'test-results/lark-widget-detail.png' });
    await phone.close();

    const portal = await browser.newPage();
    await openAs(portal, 'zhangwei', `/operationManager/payment-list?id=${payment.id}`);
    const drawer = portal.getByRole('dialog').filter({ hasText: payment.serialNo });
    await expect(drawer).toBeVisible();
    const timeline = drawer.locator('.semi-timeline');
    await expect(timeline.getByText(/陈静\s*审核通过/)).toBeVisible();
    await expect(timeline.getByText('手机上同意')).toBeVisible();

    // The requester hears the outcome in Lark: who decided, and the reason.
    await expect(async () => {
      const messages = (await (await request.get(`${FAKE_LARK}/_fake/messages?openId=${requester}`)).json()) as Array<{ card: unknown }>;
      const outcome = JSON.stringify(messages.map((m) => m.card).find((c) => JSON.stringify(c).includes(payment.serialNo)));
      expect(outcome).toContain('你的付款申请审核：审核通过 · 已由陈静处理');
      expect(outcome).toContain('手机上同意');
    }).toPass();
  });
});
