import { expect, test, type APIRequestContext } from '@playwright/test';
import { openAs } from './support';

/**
 * Lark: an administrator binds 陈静 to her Lark account in 用户管理; 陈静 opens the approvals widget
 * from Lark (a launch code from the fake Lark platform), approves a payment on her phone, and the
 * portal shows her decision in the request's log.
 */

const FAKE_LARK = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3300) + 10}`;
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

test.describe('Lark', () => {
  test.describe.configure({ mode: 'serial' });
  let openId = '';

  test('an administrator binds 陈静 to her Lark account', async ({ page, request }) => {
    const created = await request.post(`${FAKE_LARK}/_fake/users`, { data: { name: '陈静', email: EMAIL } });
    openId = ((await created.json()) as { openId: string }).openId;
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

  test('陈静 opens the widget from Lark, approves a payment, and the portal shows it', async ({ browser, request }) => {
    const payment = await submitPayment(request);
    const codeRes = await request.post(`${FAKE_LARK}/_fake/codes`, { data: { openId } });
    const { code } = (await codeRes.json()) as { code: string };

    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'zh-CN' });
    const page = await phone.newPage();
    await page.goto(`/widgets/launch?code=${encodeURIComponent(code)}&to=${encodeURIComponent('/widgets/inbox')}`);
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
    const drawer = portal.getByLabel('付款申请详情');
    await expect(drawer).toBeVisible();
    const timeline = drawer.locator('.semi-timeline');
    await expect(timeline.getByText(/陈静\s*审核通过/)).toBeVisible();
    await expect(timeline.getByText('手机上同意')).toBeVisible();
  });
});
