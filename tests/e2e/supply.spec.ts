import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { api, openAs, tokenOf } from './support';

/**
 * Supply: 王芳 (运营) opens the FBA replenishment plan, turns a suggestion into a supply plan, splits its
 * line and submits, sees her submit in the plan's log and writes a SKU note; 吴昊 (运营主管) approves one line and rejects the other; 高峰 (供应链主管) batch-confirms
 * both and is told which line failed; the 物流跟踪 import moves the shipment to 已到货 and PSI shows it.
 */

const trackRow = (page: Page, serial: string) => page.getByRole('row', { name: new RegExp(serial) });
const month = new Date().toISOString().slice(0, 7);
const today = new Date().toISOString().slice(0, 10);

test.describe('supply', () => {
  test.describe.configure({ mode: 'serial' });
  let planPath = '';
  let planId = '';
  let planSerial = '';
  let sku = '';
  const serials: string[] = [];
  const qtys: number[] = [];

  test.beforeAll(async ({ request }) => {
    // A long safety stock, so the demo store surely has something to replenish.
    const wuhao = await tokenOf(request, 'wuhao');
    const stores = await api<Array<{ storeId: number; storeName: string; warehouseId: number | null }>>(request, wuhao, 'get', '/api/operate/supplyStore/list');
    const home = stores.find((s) => s.storeName === 'Crossdock Home US')!;
    await api(request, wuhao, 'post', '/api/operate/supplyStore/save', { storeId: home.storeId, warehouseId: home.warehouseId, transportMode: 'sea', safetyWeeks: 26, enabled: true });
  });

  test('王芳 turns a suggestion into a supply plan, splits its line and submits', async ({ page }) => {
    await openAs(page, 'wangfang', '/sale/fba-replenishment-plan');
    const row = page.getByRole('row').filter({ hasText: 'Crossdock Home US' }).filter({ hasText: '按箱规' }).first();
    await expect(row).toBeVisible();
    await expect(row.getByText(/预测需求 \d+（5周） \+ 安全库存 \d+（26周） − 在库 -?\d+ − 在途 \d+/)).toBeVisible();
    sku = (await row.getByRole('gridcell').nth(1).innerText()).trim();
    await row.locator('.semi-checkbox').click();
    await page.getByRole('button', { name: /生成供货计划/ }).click();
    await expect(page).toHaveURL(/\/sale\/supply-detail\?id=\d+/);
    planPath = new URL(page.url()).pathname + new URL(page.url()).search;
    planId = new URL(page.url()).searchParams.get('id')!;
    await expect(page.getByRole('heading', { name: /供货计划 GH\d+/ })).toBeVisible();
    planSerial = /GH\d+/.exec(await page.getByRole('heading', { name: /供货计划 GH\d+/ }).innerText())![0];
    await expect(page.getByText('草稿').first()).toBeVisible();

    await page.getByRole('button', { name: '拆分' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(/合计 \d+ \/ \d+/)).toBeVisible();
    await dialog.getByRole('button', { name: 'confirm' }).click();
    await expect(page.getByRole('row').filter({ hasText: /GT\d{12}/ })).toHaveCount(2);
    for (const r of await page.getByRole('row').filter({ hasText: /GT\d{12}/ }).all()) {
      const text = await r.innerText();
      serials.push(/GT\d{12}/.exec(text)![0]);
    }
    await page.getByRole('button', { name: '确认提交' }).click();
    await expect(page.getByText('已提交').first()).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: '待审核' })).toHaveCount(2);
    await expect(page.locator('.semi-timeline-item').filter({ hasText: '确认提交' })).toContainText('王芳');

    await page.getByRole('button', { name: '备注', exact: true }).first().click();
    const notes = page.getByRole('dialog');
    await notes.getByLabel('备注内容').fill('旺季前多备一箱');
    await notes.getByRole('button', { name: '添加备注' }).click();
    await expect(notes.getByText('旺季前多备一箱')).toBeVisible();
    await notes.getByRole('button', { name: 'close', exact: true }).click();
    for (const s of serials) qtys.push(Number((await trackRow(page, s).getByRole('gridcell').nth(6).innerText()).trim()));
  });

  test('吴昊 finds the plan on 供货计划 by channel and by a store searched on the server', async ({ page }) => {
    await openAs(page, 'wuhao', '/sale/supply-list');
    await page.getByRole('combobox', { name: '渠道' }).click();
    await page.getByRole('option', { name: /FBA（\d+家店铺）/ }).click();
    await page.getByRole('combobox', { name: '店铺' }).click();
    await page.keyboard.type('Crossdock Ho');
    // The option's text is split by the highlight of the typed prefix.
    await page.locator('.semi-select-option').filter({ hasText: 'AMZUS-HOME' }).click();
    await expect(page.getByRole('combobox', { name: '店铺' })).toContainText('Crossdock Home US（AMZUS-HOME）');
    await page.getByRole('button', { name: '查询' }).click();
    await expect(page).toHaveURL(/channel=FBA/);
    await expect(page.getByRole('row').filter({ hasText: planSerial })).toBeVisible();
    for (const row of await page.getByRole('row').filter({ hasText: /GH\d+/ }).all()) await expect(row).toContainText('Crossdock Home US');
  });

  test('吴昊 approves one line (批量通过) and rejects the other', async ({ page }) => {
    await openAs(page, 'wuhao', `/sale/supply-plan?planId=${planId}`);
    await trackRow(page, serials[0]!).locator('.semi-checkbox').click();
    await page.getByRole('button', { name: '批量通过（1）' }).click();
    await expect(page.getByText('已通过 1 条')).toBeVisible();
    await expect(trackRow(page, serials[0]!).getByText('已审核')).toBeVisible();
    await trackRow(page, serials[1]!).getByRole('button', { name: '驳回' }).click();
    await page.getByRole('dialog').getByPlaceholder('驳回原因（必填）').fill('这一批等下个月再发');
    await page.getByRole('dialog').getByRole('button', { name: 'confirm' }).click();
    await expect(trackRow(page, serials[1]!).getByText('已驳回')).toBeVisible();
  });

  test('高峰 batch-confirms both lines and is told which one failed', async ({ page }) => {
    await openAs(page, 'gaofeng', `/sale/supply-plan?planId=${planId}`);
    for (const s of serials) await trackRow(page, s).locator('.semi-checkbox').click();
    await page.getByRole('button', { name: /批量确认/ }).click();
    const banner = page.locator('.semi-banner').filter({ hasText: '已确认 1 条，1 条未确认' });
    await expect(banner).toBeVisible();
    await expect(banner.getByText(new RegExp(`${serials[1]}：.*已驳回`))).toBeVisible();
    await expect(trackRow(page, serials[0]!).getByText('供应链已确认')).toBeVisible();
  });

  test('the 物流跟踪 import moves the shipment, and PSI shows the change', async ({ page, request }) => {
    const gaofeng = await openAs(page, 'gaofeng', '/sale/supply-logistics');
    const psiBefore = await api<{ rows: Array<{ sku: string; warehouseName: string; purchaseQty: number }> }>(request, gaofeng, 'get', `/api/operate/psi/psiPage?month=${month}&sku=${sku}`);
    const before = psiBefore.rows.find((r) => r.warehouseName === 'Amazon FBA ONT8')?.purchaseQty ?? 0;

    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('物流跟踪');
    sheet.addRow(['跟踪单号', '物流商', '运单号', '发货日期', '到货日期']);
    sheet.addRow([serials[0], 'Matson', 'MATSE2E001', today, today]);
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
    await page.getByLabel('选择导入文件').setInputFiles({ name: '物流跟踪.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer });
    await expect(page.getByText('导入成功，共 1 行')).toBeVisible();
    await expect(trackRow(page, serials[0]!).getByText('已到货')).toBeVisible();
    await expect(trackRow(page, serials[0]!).getByText('MATSE2E001')).toBeVisible();

    // The export carries the list's filters (状态) as a report-centre task.
    await page.getByRole('combobox', { name: '状态' }).click();
    await page.getByRole('option', { name: /(^|\s)已到货$/ }).click();
    // Close the option list for sure (an open one covers the toolbar): a single Escape was once not enough.
    await expect(async () => {
      await page.keyboard.press('Escape');
      await expect(page.getByRole('option', { name: /(^|\s)已到货$/ })).toBeHidden({ timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
    await page.getByRole('button', { name: '查询' }).click();
    await page.getByRole('button', { name: '导出物流跟踪' }).click();
    await expect(page.getByText('导出任务已创建').first()).toBeVisible();

    await page.goto(`/psi/psi-list?month=${month}&sku=${sku}`);
    const psi = page.getByRole('row').filter({ hasText: 'Amazon FBA ONT8' }).filter({ hasText: sku });
    await expect(psi.getByRole('gridcell').nth(4)).toHaveText(String(before + qtys[0]!));
    expect(planPath).toContain('/sale/supply-detail');
  });

  test('高峰 adjusts stock of a SKU picked by its code, and the balance shows it at once', async ({ page, request }) => {
    // Other specs' sales may move this SKU's stock meanwhile: the test checks its own adjustment, not a total.
    const gaofeng = await openAs(page, 'gaofeng', `/sysManager/inventory?sku=${sku}`);
    const reason = `盘点少2件 ${Date.now().toString(36)}`;
    await page.getByRole('button', { name: '库存调整' }).click();
    const dialog = page.getByRole('dialog', { name: '库存调整' });
    await dialog.locator('.semi-select').first().click();
    await page.keyboard.type(sku);
    // The first option is the search's answer (not the list shown before it arrived).
    await expect(page.locator('.semi-select-option').first()).toContainText(sku);
    await page.locator('.semi-select-option').filter({ hasText: sku }).first().click();
    await page.keyboard.press('Escape'); // the SKU search closes before the next pick
    await dialog.getByRole('combobox', { name: '仓库' }).click();
    await page.getByRole('option', { name: /Amazon FBA ONT8/ }).click();
    await expect(dialog.getByRole('combobox', { name: '仓库' })).toContainText('Amazon FBA ONT8');
    await expect(dialog.getByRole('combobox', { name: 'SKU' })).toContainText(sku); // the code, not the id
    await dialog.getByLabel('增减数量').fill('-2');
    await dialog.getByLabel('调整原因').fill(reason);
    await dialog.getByRole('button', { name: 'confirm' }).click();
    const toast = page.getByText(/库存已调整，现有 \d+/);
    await expect(toast).toBeVisible();
    const now = (await toast.innerText()).match(/现有 (\d+)/)![1]!;
    await expect(page.getByRole('row').filter({ hasText: 'Amazon FBA ONT8' }).filter({ hasText: sku }).first()).toContainText(now);
    const moves = await api<{ rows: Array<{ sku: string; warehouseName: string; kind: string; qty: number; reason: string | null }> }>(request, gaofeng, 'get', `/api/operate/inventory/movementPage?sku=${sku}&kind=adjust`);
    expect(moves.rows.filter((m) => m.reason === reason).map((m) => [m.sku, m.warehouseName, m.qty])).toEqual([[sku, 'Amazon FBA ONT8', -2]]);
  });
});
