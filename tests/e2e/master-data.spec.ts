import { expect, test, type Page } from '@playwright/test';
import { formatMoney } from '../../shared/format';
import { openAs, seeAndCloseToast } from './support';

/**
 * Master data as the people who keep it use it: wangfang (运营, owner of 家居) adds a SKU with a
 * platform listing and sets its unit cost; lina (财务) sets today's USD rate on 汇率管理; zhangwei
 * (销售) starts a USD payment request and it takes that rate, so its CNY amount follows it.
 */

const dialog = (page: Page) => page.getByRole('dialog');

const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

test.describe('master data', () => {
  test.describe.configure({ mode: 'serial' });
  // Four decimals ending in 7: the screens drop trailing zeros, so a rate like 7.9990 would read 7.999.
  const rate = `7.${String((Date.now() % 900) + 100)}7`;

  test('wangfang adds a SKU with a platform listing and edits its product cost', async ({ page }) => {
    const sku = `E2E-${Date.now().toString(36).toUpperCase()}`;
    await page.goto('/login');
    await openAs(page, 'wangfang', '/sysManager/sysProductManager');
    await expect(page.getByRole('grid')).toBeVisible();

    await page.getByRole('button', { name: /新增SKU/ }).click();
    await expect(dialog(page).getByText('新增SKU')).toBeVisible();
    await dialog(page).getByRole('button', { name: '确定' }).click();
    await expect(dialog(page).getByText('请填写SKU')).toBeVisible();
    await dialog(page).getByLabel('SKU', { exact: true }).fill(sku);
    await dialog(page).getByLabel('产品名称').fill('E2E 主厨刀 8寸');
    await dialog(page).getByLabel('品牌').fill('HOMEKIT');
    await dialog(page).locator('.semi-tree-select').click();
    await page.getByPlaceholder('搜索').fill('刀具');
    await page.getByRole('treeitem', { name: '刀具' }).click();
    await dialog(page).getByText('在售').click();
    await dialog(page).getByRole('button', { name: '添加 listing' }).click();
    const listing = dialog(page).getByTestId('listing-row');
    await listing.locator('.semi-select').first().click();
    await page.getByRole('option').first().click();
    await listing.getByLabel('ASIN').fill('B0E2ETEST1');
    await listing.getByLabel('MSKU').fill(`${sku}-US`);
    await dialog(page).getByRole('button', { name: '确定' }).click();
    await seeAndCloseToast(page, '新增成功');
    const row = page.getByRole('row', { name: new RegExp(sku) });
    await expect(row).toBeVisible();
    await expect(row).toContainText('家居 > 厨房 > 刀具');
    await expect(row).toContainText('B0E2ETEST1');

    await page.goto(`/sysManager/productCost?sku=${sku}`);
    const costRow = page.getByRole('row', { name: new RegExp(sku) });
    await expect(costRow).toBeVisible();
    await costRow.getByRole('button', { name: '修改成本' }).click();
    await expect(dialog(page).getByText(`修改成本价：${sku}`)).toBeVisible();
    await dialog(page).getByLabel('新成本价').fill('36.5');
    await dialog(page).getByText('采购价').click();
    await dialog(page).getByLabel('备注').fill('E2E 采购合同');
    await dialog(page).getByRole('button', { name: '确定' }).click();
    await seeAndCloseToast(page, '成本价已更新');
    await expect(costRow).toContainText('36.50');
    await expect(costRow).toContainText('王芳');

    await costRow.getByRole('button', { name: '成本来源' }).click();
    const sheet = page.locator('.semi-sidesheet');
    await expect(sheet.getByText(`成本来源：${sku}`)).toBeVisible();
    await expect(sheet.getByRole('row', { name: /E2E 采购合同/ })).toContainText('36.50');
  });

  test('lina sets today’s USD rate and sees it as the latest', async ({ page }) => {
    await page.goto('/login');
    await openAs(page, 'lina', '/sysManager/exchangeRate');
    const latest = page.getByLabel('最新汇率');
    await expect(latest.getByRole('row', { name: /USD 美元/ })).toBeVisible();

    // Today already has a USD rate (the demo's): adding a second one is refused with the way forward.
    await page.getByRole('button', { name: /新增汇率/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('汇率').fill(rate);
    await dialog.getByRole('button', { name: '确定' }).click();
    await seeAndCloseToast(page, `USD 在 ${today()} 已有汇率，请编辑那一条`);
    await dialog.getByRole('button', { name: '取消' }).click();

    // Its history: click the currency in the overview, edit today's row.
    await latest.getByText('USD 美元').click();
    await expect(page).toHaveURL(/currency=USD/);
    // Demo rows were all maintained today: the row whose 日期 (third cell) is today.
    const todayRow = page.getByLabel('汇率列表').getByRole('row').filter({ has: page.getByRole('gridcell', { name: today(), exact: true }) });
    await expect(todayRow).toHaveCount(1);
    await todayRow.getByRole('button', { name: '编辑' }).click();
    await dialog.getByLabel('汇率').fill(rate);
    await dialog.getByRole('button', { name: '确定' }).click();
    await seeAndCloseToast(page, '保存成功');

    await expect(latest.getByRole('row', { name: /USD 美元/ })).toContainText(rate);
    await expect(latest.getByRole('row', { name: /USD 美元/ })).toContainText(today());
    await expect(todayRow).toContainText('李娜');
    await expect(todayRow).toContainText('手工录入');
  });

  test('zhangwei’s new USD payment request takes today’s rate; its CNY amount follows it', async ({ page }) => {
    await openAs(page, 'zhangwei', '/operationManager/payment-list');
    await page.getByRole('button', { name: '新增' }).click();
    const form = page.getByLabel('付款申请表单');
    await expect(form.getByLabel('汇率')).toHaveValue(rate);
    await form.getByLabel('收款人').fill('Rate Check Logistics');
    await form.getByLabel('收款银行').fill('HSBC Hong Kong');
    await form.getByLabel('收款账号').fill('001-998877-001');
    await form.getByLabel('金额').fill('100');
    await form.getByLabel('付款事由').fill('汇率核对');
    await page.getByRole('button', { name: '保存草稿' }).click();
    const drawer = page.getByLabel('付款申请详情');
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText(formatMoney((Number(rate) * 100).toFixed(2), 'CNY'))).toBeVisible();
  });
});
