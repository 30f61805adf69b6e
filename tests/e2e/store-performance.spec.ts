import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, openAs } from './support';

/**
 * Store performance: a platform notice arrives about a store; 店铺经理 宋宇 turns it into a task and
 * gives it to 运营 王芳, who (signed in as herself) records her progress and closes it with a result.
 */

const stamp = Date.now().toString(36);
const TITLE = `E2E 订单缺陷率超标 ${stamp}`;

const drawer = (page: Page) => page.getByLabel('通知任务详情');
const dialog = (page: Page) => page.getByRole('dialog').last();

async function openTask(page: Page, username: string, path: string) {
  await openAs(page, username, `${path}?title=${encodeURIComponent(TITLE)}`);
  await page.getByRole('row', { name: new RegExp(stamp) }).getByText(TITLE).click();
  await expect(drawer(page)).toBeVisible();
}

test.describe('notification tasks', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async ({ request }) => {
    // The platform's notice, recorded by the store manager as it came in.
    const login = await request.post('/api/auth/jwt/token', { data: { username: 'songyu', password: DEMO_PASSWORD } });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const stores = await request.get('/api/reviewer/performanceNotification/getStoreInfo?name=AMZUS-HOME', { headers: { Authorization: token } });
    const storeId = ((await stores.json()) as { data: Array<{ storeId: number }> }).data[0]!.storeId;
    const added = await request.post('/api/reviewer/performanceNotification/addNotification', {
      headers: { Authorization: token },
      data: { storeId, noticeType: 'health', title: TITLE, content: '账户订单缺陷率 1.42%，超过 1% 的目标，请在 14 天内提交改进计划。', receivedOn: '2026-11-25', deadline: '2026-12-09' },
    });
    expect(((await added.json()) as { resCode: number }).resCode).toBe(200);
  });

  test('宋宇 turns the notice into a task and assigns it to 王芳', async ({ page }) => {
    await openTask(page, 'songyu', '/account/account-notice');
    await expect(drawer(page).getByText('待处理').first()).toBeVisible();
    await drawer(page).getByRole('button', { name: '生成任务' }).click();
    await dialog(page).getByLabel('任务要求').fill('排查缺陷订单，提交改进计划');
    await dialog(page).getByRole('button', { name: '生成任务' }).click();
    await expect(drawer(page).getByText('待分配').first()).toBeVisible();

    await drawer(page).getByRole('button', { name: '分配负责人' }).click();
    await dialog(page).getByRole('combobox', { name: '负责人' }).click();
    await page.getByRole('option', { name: '王芳' }).click();
    await dialog(page).getByRole('button', { name: '分配负责人' }).click();
    await expect(drawer(page).getByText('处理中').first()).toBeVisible();
    await expect(drawer(page).getByText('负责人：王芳')).toBeVisible();
    // The store manager does not work the task himself.
    await expect(drawer(page).getByRole('button', { name: '结果反馈' })).toHaveCount(0);
  });

  test('王芳 records her progress and closes the task with feedback', async ({ page }) => {
    await openTask(page, 'wangfang', '/account/account-task');
    await drawer(page).getByRole('button', { name: '处理记录' }).click();
    await dialog(page).getByLabel('处理记录原因').fill('已定位到 3 笔延迟发货订单，联系仓库加急');
    await dialog(page).getByRole('button', { name: '处理记录' }).click();
    await expect(drawer(page).getByText('已定位到 3 笔延迟发货订单，联系仓库加急').first()).toBeVisible();

    await drawer(page).getByRole('button', { name: '结果反馈' }).click();
    await dialog(page).getByRole('combobox', { name: '处理结果' }).click();
    await page.getByRole('option', { name: '已解决' }).click();
    await dialog(page).getByLabel('结果反馈原因').fill('已提交改进计划，平台已通过');
    await dialog(page).getByRole('button', { name: '结果反馈' }).click();
    await expect(drawer(page).getByText('已完成').first()).toBeVisible();
    await expect(drawer(page).getByText('已解决：已提交改进计划，平台已通过')).toBeVisible();
    await expect(drawer(page).getByRole('button', { name: '处理记录' })).toHaveCount(0);
    await page.screenshot({ path: 'test-results/store-performance-task.png' });
  });

  test('宋宇 reads the overview, a store\'s year of health and the keyword tasks', async ({ page }) => {
    await openAs(page, 'songyu', '/account/store-info');
    await expect(page.getByText('有风险店铺')).toBeVisible();
    await expect(page.getByText('近52周平均值')).toBeVisible();
    await page.getByRole('tab', { name: '数据' }).first().click();
    await expect(page.getByRole('columnheader', { name: '订单缺陷率' }).first()).toBeVisible();
    // 有效追踪率 (near 100) has its own chart, so the small rates are not flattened at 0.
    const rates = page.locator('.semi-card').filter({ hasText: '近52周平均值' });
    await expect(rates.getByRole('columnheader', { name: '有效追踪率' })).toHaveCount(0);
    await expect(page.locator('.semi-card').filter({ hasText: '近52周平均有效追踪率' }).locator('canvas')).toHaveCount(1);
    await page.screenshot({ path: 'test-results/store-performance-overview.png' });

    await openAs(page, 'songyu', '/account/store-list?name=AMZUS-HOME');
    // The weekly health sheet's template, as the store list offers it (the spec's own call and file name).
    const saved = page.waitForEvent('download');
    await page.getByRole('button', { name: '下载导入模板' }).click();
    const template = await saved;
    expect(template.suggestedFilename()).toBe('店铺绩效导入模板.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await template.path());
    expect((workbook.worksheets[0]!.getRow(1).values as unknown[]).slice(1)).toEqual(['店铺代码*', '周（周一）*', '订单缺陷率%*', '迟发率%*', '取消率%*', '有效追踪率%*', '政策违规数*', '差评率%*']);

    await page.getByRole('row', { name: /AMZUS-HOME/ }).getByText('Crossdock Home US').click();
    await expect(page).toHaveURL(/\/account\/store-detail\?storeId=\d+/);
    await expect(page.getByText('历史每周指标')).toBeVisible();
    await expect(page.getByText('Crossdock Home US（AMZUS-HOME）')).toBeVisible();
    await page.screenshot({ path: 'test-results/store-performance-detail.png' });

    await openAs(page, 'songyu', '/operationManager/keyword-manager');
    await expect(page.getByText('kitchen organizer')).toBeVisible();
    await expect(page.getByRole('button', { name: '新增' })).toBeVisible();
  });
});
