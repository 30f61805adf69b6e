import { expect, test, type Locator, type Page } from '@playwright/test';
import { api, openAs, seeAndCloseToast, signIn } from './support';

/**
 * Back payment and delivery flow through the portal, each demo user with their own buttons:
 * zhangwei records a back payment and raises a delivery, lina confirms the money, chenjing audits,
 * wangfang ships. Uses the B2B master-data demo (customers, banks, orders).
 */

test.describe.configure({ mode: 'serial' });

const sheet = (page: Page) => page.locator('.semi-sidesheet').last();
const dialog = (page: Page) => page.getByRole('dialog').last();
/** Buttons stay locked (disabled) 1 s after a click (spec §5): wait until this one takes clicks. */
const unlocked = (button: Locator) => expect(button).toBeEnabled();

interface Setup {
  customerName: string;
  currency: string;
  orderNo: string;
  orderAmount: string;
}
let setup: Setup;
let backPaymentSerial: string;
let deliverySerial: string;

/** An enabled prepaid customer of zhangwei (in a currency the company receives) and one of its delivered orders with no delivery request yet. */
async function findSetup(page: Page): Promise<Setup> {
  const token = await signIn(page, 'zhangwei');
  const customers = await api<{ rows: Array<{ id: number; name: string; currency: string }> }>(page.request, token, 'get', '/api/operate/b2bCustomerInfo/page', {
    settlement: 'prepaid',
    enabled: 'true',
    limit: 100,
  });
  const banks = await api<Array<{ currency: string; purpose: string; enabled: boolean }>>(page.request, token, 'get', '/api/operate/b2bCompanyBank/getAllCompanyBank', {});
  const receivable = new Set(banks.filter((b) => b.enabled && b.purpose !== 'pay').map((b) => b.currency));
  const to = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.now() - 360 * 86_400_000).toISOString().slice(0, 10);
  for (const customer of customers.rows.filter((c) => receivable.has(c.currency))) {
    const orders = await api<Array<{ orderNo: string; amount: string; status: string }>>(page.request, token, 'get', '/api/base/nextopOmsOrder/orderInfoByDeliverTime', {
      from,
      to,
      customerId: customer.id,
    });
    for (const order of orders) {
      const info = await api<{ delivery: unknown }>(page.request, token, 'get', '/api/operate/b2bDeliverGoods/getOrderInfoByOrderNo', { orderNo: order.orderNo });
      if (!info.delivery && order.status !== 'cancelled') return { customerName: customer.name, currency: customer.currency, orderNo: order.orderNo, orderAmount: order.amount };
    }
  }
  throw new Error('no enabled prepaid customer of zhangwei with a receiving account and a free delivered order in the demo data');
}

async function pickOption(page: Page, label: string, search: string | null, option: RegExp) {
  const field = sheet(page).locator('.semi-form-field').filter({ has: page.getByText(label, { exact: true }) }).locator('.semi-select');
  await field.click();
  if (search !== null) await page.keyboard.type(search);
  await page.getByRole('option').filter({ hasText: option }).first().click();
}

test('zhangwei records and submits a back payment; lina confirms it', async ({ page, browser }) => {
  await page.goto('/login');
  setup = await findSetup(page);
  await openAs(page, 'zhangwei', '/operationManager/back-payment-list');
  await page.getByRole('button', { name: /新增回款/ }).click();
  await pickOption(page, '客户', setup.customerName.slice(0, 6), new RegExp(setup.customerName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  await pickOption(page, '收款账户', null, new RegExp(`${setup.currency} ·`));
  const amount = (Number(setup.orderAmount) + 100).toFixed(2);
  await sheet(page).getByLabel('回款金额').fill(amount);
  // The account's currency brings that day's rate from 汇率管理; the user then types the bank's own rate over it.
  const rate = sheet(page).getByLabel('汇率', { exact: true });
  await expect(rate).toHaveValue(/^\d+\.\d+$/);
  await rate.fill('7.1');
  const cny = (Math.round(Number(amount) * 7.1 * 100) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });
  await expect(sheet(page).getByLabel('人民币金额')).toHaveText(`CNY ${cny}`);
  await expect(sheet(page).getByText(`${setup.currency} `).first()).toBeVisible();
  await sheet(page).getByLabel('付款人').fill('E2E Payer');
  await sheet(page).getByRole('button', { name: '提交', exact: true }).click();
  await seeAndCloseToast(page, '已提交财务确认');

  await page.getByRole('button', { name: '导出' }).click();
  await seeAndCloseToast(page, '导出任务已创建');

  const row = page.getByRole('row', { name: /E2E|待财务确认/ }).first();
  await expect(row.getByText('待财务确认')).toBeVisible();
  backPaymentSerial = (await row.locator('td').first().innerText()).trim();
  expect(backPaymentSerial).toMatch(/^HK\d{12}$/);
  await row.getByText(backPaymentSerial).click();
  await expect(sheet(page).getByText('提交', { exact: true })).toHaveCount(0);
  await expect(sheet(page).getByRole('button', { name: '确认到账' })).toHaveCount(0);
  await expect(sheet(page).getByText('张伟').first()).toBeVisible();

  const ctx = await browser.newContext({ baseURL: page.url() });
  const finance = await ctx.newPage();
  try {
    await finance.goto('/login');
    await openAs(finance, 'lina', '/operationManager/back-payment-list');
    await expect(finance.getByRole('button', { name: /新增回款/ })).toHaveCount(0);
    await finance.getByRole('tab', { name: /待财务确认/ }).click();
    await finance.getByRole('row', { name: new RegExp(backPaymentSerial) }).getByText(backPaymentSerial).click();
    await expect(sheet(finance).getByRole('button', { name: '删除' })).toHaveCount(0);
    await sheet(finance).getByRole('button', { name: '确认到账' }).click();
    await dialog(finance).getByLabel('备注').fill('已核对银行流水');
    await unlocked(dialog(finance).getByRole('button', { name: '确认到账' }));
    await dialog(finance).getByRole('button', { name: '确认到账' }).click();
    await seeAndCloseToast(finance, '操作成功');
    await expect(sheet(finance).locator('.semi-sidesheet-title').getByText('已确认')).toBeVisible();
    await expect(sheet(finance).getByText('已核对银行流水')).toBeVisible();
  } finally {
    await ctx.close();
  }
});

test('zhangwei raises a delivery request and links the money; chenjing approves; wangfang ships', async ({ page, browser }) => {
  await page.goto('/login');
  await openAs(page, 'zhangwei', '/operationManager/deliver-goods-list');
  await page.getByRole('button', { name: /新增发货申请/ }).click();
  await sheet(page).getByLabel('订单号').fill(setup.orderNo);
  await sheet(page).getByRole('button', { name: '查询订单' }).click();
  await expect(sheet(page).getByText(/预付/)).toBeVisible();
  const shipTo = sheet(page).getByLabel('收货地址');
  if (!(await shipTo.inputValue())) await shipTo.fill('Hafenstraße 1, Hamburg');
  await sheet(page).getByRole('button', { name: '提交审核' }).click();
  await seeAndCloseToast(page, '发货申请已提交审核');

  const row = page.getByRole('row', { name: new RegExp(setup.orderNo) });
  await expect(row.getByText('待审核')).toBeVisible();
  deliverySerial = (await row.locator('td').first().innerText()).trim();
  await row.getByText(deliverySerial).click();
  await expect(sheet(page).getByRole('button', { name: '审核通过' })).toHaveCount(0);
  await sheet(page).getByRole('button', { name: '关联回款' }).click();
  await dialog(page).getByText(backPaymentSerial).click();
  await dialog(page).getByRole('button', { name: '保存' }).click();
  await seeAndCloseToast(page, '关联回款已保存');
  await expect(sheet(page).locator('.semi-table').getByText(backPaymentSerial)).toBeVisible();

  const as = async (username: string, run: (p: Page) => Promise<void>) => {
    const ctx = await browser.newContext({ baseURL: page.url() });
    const p = await ctx.newPage();
    try {
      await p.goto('/login');
      await openAs(p, username, '/operationManager/deliver-goods-list');
      await p.getByRole('row', { name: new RegExp(deliverySerial) }).getByText(deliverySerial).click();
      await run(p);
    } finally {
      await ctx.close();
    }
  };

  await as('chenjing', async (p) => {
    await expect(p.getByRole('button', { name: /新增发货申请/ })).toHaveCount(0);
    await expect(sheet(p).getByRole('button', { name: '确认发货' })).toHaveCount(0);
    await sheet(p).getByRole('button', { name: '审核通过' }).click();
    await unlocked(dialog(p).getByRole('button', { name: '审核通过' }));
    await dialog(p).getByRole('button', { name: '审核通过' }).click();
    await seeAndCloseToast(p, '操作成功');
    await expect(sheet(p).locator('.semi-sidesheet-title').getByText('待发货')).toBeVisible();
  });

  await as('wangfang', async (p) => {
    await expect(sheet(p).getByRole('button', { name: '审核通过' })).toHaveCount(0);
    await expect(sheet(p).getByRole('button', { name: '关联回款' })).toHaveCount(0);
    await sheet(p).getByRole('button', { name: '确认发货' }).click();
    await dialog(p).getByLabel('运单号').fill('DHL-E2E-001');
    await unlocked(dialog(p).getByRole('button', { name: '确认发货' }));
    await dialog(p).getByRole('button', { name: '确认发货' }).click();
    await seeAndCloseToast(p, '操作成功');
    await expect(sheet(p).locator('.semi-sidesheet-title').getByText('已发货')).toBeVisible();
    await expect(sheet(p).getByText('运单号 DHL-E2E-001', { exact: false })).toBeVisible();
  });
});
