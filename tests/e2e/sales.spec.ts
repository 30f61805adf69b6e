import ExcelJS from 'exceljs';
import { xlsxOf } from '../support/files';
import { expect, test, type Page } from '@playwright/test';
import { cardActionEvent, larkDelivery } from '../fakes/lark-events';
import { FAKE_LARK, larkAccountOf } from './larkAccount';
import { openAs, tokenOf } from './support';

/**
 * Sales planning: 王芳 asks for an SPU of her store (SPU分配) and 吴昊 approves it in the portal; she
 * imports her store's budget from the 年度预算 template (only her SPUs go in), fixes the rows the error
 * file names and submits it; 吴昊 approves it from the Lark card; the portal shows his decision. Then
 * 王芳 drafts a forecast from history, edits a week, submits it, and the trend chart shows the version.
 */

const year = new Date().getFullYear() + 1;

const budgetFile = (rows: unknown[][]) => xlsxOf(['店铺编码*', '年份*', 'SPU*', '月份*', '销量*', '销售额*'], rows, '年度预算');

async function importFile(page: Page, name: string, bytes: Buffer) {
  await page.getByLabel('选择导入文件').setInputFiles({ name, mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: bytes });
}

test.describe('sales planning', () => {
  test.describe.configure({ mode: 'serial' });
  let openId = '';
  let spu = '';
  let unassigned = '';

  test('吴昊 is bound to Lark', async ({ request }) => {
    const admin = await tokenOf(request, 'admin', 'admin-e2e-pass');
    const users = await request.get('/api/admin/user/page?page=1&limit=100', { headers: { Authorization: admin } });
    const wuhao = ((await users.json()) as { data: { rows: Array<{ id: number; username: string }> } }).data.rows.find((u) => u.username === 'wuhao')!;
    openId = await larkAccountOf(request, admin, wuhao.id, '吴昊');
    // An SPU nobody holds in AMZUS-HOME yet, and one more left unassigned (its budget rows are refused); from the end
    // of the list, away from the demo's assignments and the SPU its pending replacement asks for.
    const operator = await tokenOf(request, 'wangfang');
    const stores = await request.get('/api/base/baseStore/getAllChannelShow', { headers: { Authorization: operator } });
    const home = ((await stores.json()) as { data: Array<{ storeId: number; storeCode: string }> }).data.find((s) => s.storeCode === 'AMZUS-HOME')!;
    const spus = await request.get(`/api/operate/saleBudgetSpu/listBudgetSpus?storeId=${home.storeId}`, { headers: { Authorization: operator } });
    [spu, unassigned] = ((await spus.json()) as { data: Array<{ spu: string; operatorName: string | null }> }).data.filter((s) => !s.operatorName).map((s) => s.spu).reverse() as [string, string];
  });

  test('王芳 saves and submits an SPU assignment; 吴昊 approves it in the portal', async ({ browser }) => {
    const operator = await (await browser.newContext()).newPage();
    await openAs(operator, 'wangfang', '/sale/spu-list');
    await operator.getByRole('button', { name: '新增' }).click();
    const form = operator.getByRole('dialog').last();
    await form.locator('.semi-select').nth(0).click();
    await operator.getByRole('option', { name: /AMZUS-HOME/ }).click();
    await form.locator('.semi-select').nth(1).click();
    await operator.keyboard.type(spu);
    await operator.getByRole('option').filter({ hasText: spu }).first().click();
    await form.getByRole('button', { name: '确定' }).click();
    await operator.getByText(spu, { exact: true }).first().click();
    const sheet = operator.locator('.semi-sidesheet').last();
    await sheet.getByRole('button', { name: '提交分配' }).click();
    await expect(sheet.getByText('待审核').first()).toBeVisible();

    const manager = await (await browser.newContext()).newPage();
    await openAs(manager, 'wuhao', '/sale/spu-list');
    await manager.getByRole('tab', { name: /^待审核/ }).click();
    await manager.getByText(spu, { exact: true }).first().click();
    const audit = manager.locator('.semi-sidesheet').last();
    await audit.getByRole('button', { name: '审核通过' }).click();
    const confirm = manager.getByRole('dialog').last();
    await confirm.getByRole('button', { name: '审核通过' }).click();
    await expect(audit.getByText('已分配').first()).toBeVisible();
    await manager.context().close();
    await operator.context().close();
  });

  test('王芳 imports a budget, fixes the named rows, submits; 吴昊 approves from the Lark card', async ({ page, request }) => {
    await openAs(page, 'wangfang', '/sale/budget-list');
    await expect(page.getByRole('tab', { name: /待审核/ })).toBeVisible();

    await importFile(page, '年度预算.xlsx', await budgetFile([
      [`AMZUS-HOME`, year, spu, 1, 100, '2999.00'],
      ['AMZUS-HOME', year, 'NO-SUCH-SPU', 2, 100, '2999.00'],
      ['AMZUS-HOME', year, unassigned, 3, 100, '2999.00'],
    ]));
    const failure = page.getByRole('dialog');
    await expect(failure.getByText(/2 行数据有误/)).toBeVisible();
    const errorFile = page.waitForEvent('download');
    await failure.getByRole('button', { name: '下载错误文件' }).click();
    const reasons = await (await errorFile).path();
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(reasons!);
    expect(JSON.stringify(book.worksheets[0]!.getSheetValues())).toContain('SPU NO-SUCH-SPU 不存在');
    expect(JSON.stringify(book.worksheets[0]!.getSheetValues())).toContain(`SPU ${unassigned} 在该店铺未分配给你`);
    await failure.getByRole('button', { name: '关闭' }).click();

    await importFile(page, '年度预算.xlsx', await budgetFile([[`AMZUS-HOME`, year, spu, 1, 100, '2999.00'], ['AMZUS-HOME', year, spu, 2, 120, '3598.80']]));
    await expect(page.getByText('导入成功，共 2 行')).toBeVisible();
    const serial = `YS${year}-AMZUS-HOME`;
    await page.getByText(serial, { exact: true }).click();
    const drawer = page.locator('.semi-sidesheet');
    await drawer.getByRole('button', { name: '提交' }).click();
    await expect(drawer.getByText('待审核').first()).toBeVisible();

    // The card reaches 吴昊 on Lark; he presses 审核通过 on it.
    let message: { messageId: string; content: string } | undefined;
    await expect
      .poll(async () => {
        const res = await request.get(`${FAKE_LARK}/_fake/messages?openId=${openId}`);
        message = ((await res.json()) as Array<{ messageId: string; content: string }>).find((m) => m.content.includes(serial));
        return Boolean(message);
      }, { timeout: 20_000 })
      .toBe(true);
    const value = JSON.parse(new RegExp('\\{"kind":"approval"[^}]*"action":"approve"[^}]*\\}').exec(message!.content.replace(/\\"/g, '"'))![0]) as object;
    const delivery = larkDelivery(cardActionEvent({ openId, value, messageId: message!.messageId, token: 'e2e-verification-token' }), { encryptKey: 'e2e-encrypt-key' });
    const answer = await request.post('/lark/events', { headers: delivery.headers, data: delivery.body });
    expect(answer.status()).toBe(200);

    await page.goto('/sale/budget-list');
    await page.getByRole('tab', { name: /已通过/ }).click();
    await page.getByText(serial, { exact: true }).click();
    await expect(page.locator('.semi-timeline').getByText(/吴昊\s*审核通过/)).toBeVisible();
    // Budget against actual per SPU and month, one month at a time.
    const stats = page.locator('.semi-sidesheet').last();
    await expect(stats.getByText('预算对比实际（SPU × 月）')).toBeVisible();
    await stats.locator('.semi-select').filter({ hasText: '全部月份' }).click();
    await page.getByRole('option', { name: /(^|\s)2月$/ }).click();
    await expect(stats.locator(`tr[data-row-key="${spu}-2"]`)).toContainText('120');
    await page.screenshot({ path: 'test-results/sales-budget-approved.png' });
  });

  test('王芳 drafts a forecast from history, edits a week, submits, and sees the trend chart', async ({ page }) => {
    await openAs(page, 'wangfang', '/sale/forecast-list');
    await page.getByRole('button', { name: '新建预测' }).click();
    await expect(page).toHaveURL(/\/sale\/edit-forecast/);
    const sheet = page.getByTestId('forecast-editor');
    await sheet.locator('.semi-select').nth(0).click();
    await page.getByRole('option', { name: /AMZUS-HOME/ }).click();
    // The SKU picker asks the server with the typed prefix.
    await sheet.locator('.semi-select').nth(1).click();
    await page.keyboard.type('HK0101-0');
    // The typed part of an option is marked, so the option is found by its text.
    await page.locator('.semi-select-option').filter({ hasText: 'HK0101-01' }).first().click();
    await expect(sheet.getByTestId('week-history')).toContainText('起始周之前12周实际销量');
    await sheet.getByRole('button', { name: '生成预测' }).click();
    await expect(sheet.getByText(/基数/)).toBeVisible();
    const first = sheet.locator('input[aria-label$="预测量"]').first();
    await first.fill('432');
    await sheet.getByRole('button', { name: '提交' }).click();
    await expect(page.getByText('已提交审核')).toBeVisible();
    const drawer = page.locator('.semi-sidesheet').last();
    await expect(drawer.getByText('待审核').first()).toBeVisible();
    await expect(drawer.getByText('432')).toBeVisible();
    await expect(drawer.getByTestId('trend-chart').locator('canvas')).toBeVisible({ timeout: 15_000 });
    await page.screenshot({ path: 'test-results/sales-forecast-trend.png' });
  });

  test('吴昊 sees this year\'s approved budgets against actual sales in the overview, numbers one click away', async ({ page }) => {
    await openAs(page, 'wuhao', '/sale/budget-overview');
    await expect(page.getByTestId('overview-budget')).toContainText('¥');
    await page.getByText('数据', { exact: true }).first().click();
    await expect(page.getByText('达成率').first()).toBeVisible();
    await page.screenshot({ path: 'test-results/sales-budget-overview.png', fullPage: true });
    // His store picker lists his operators' stores (the demo gives 运营主管 their platforms).
    await page.locator('.semi-select').filter({ hasText: '全部店铺' }).click();
    await page.keyboard.type('AMZUS-HO');
    await page.locator('.semi-select-option').filter({ hasText: 'AMZUS-HOME' }).click();
    await expect(page.locator('.semi-select').filter({ hasText: 'Crossdock Home US（AMZUS-HOME）' })).toBeVisible();
  });
});
