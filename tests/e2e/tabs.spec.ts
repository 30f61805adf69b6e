import { expect, test } from '@playwright/test';
import { openAs } from './support';

const PAGES: Array<[string, string]> = [
  ['/operationManager/client-list', '客户列表'],
  ['/operationManager/b2b-invoice-list', 'B2B发票'],
  ['/operationManager/payment-list', '付款申请'],
  ['/sale/sku-list', '预测SKU'],
  ['/kol/kol-list', 'KOL需求'],
  ['/baseManager/gateLogManager', '操作日志'],
  ['/reportCenter/reportDownloadManager', '报表下载'],
  ['/financeManager/paymentAccountManager', '公司收款账户'],
];

test('tab bar: home first and fixed, 6 recent tabs, older ones under 更多, tabs close', async ({ page }) => {
  await page.goto('/login');
  await openAs(page, 'admin');
  const bar = page.getByRole('tablist', { name: '已打开的页面' });
  for (const [path, title] of PAGES) {
    await page.goto(path);
    await expect(bar.getByRole('tab', { name: title })).toBeVisible();
  }
  // The tab named 其他上报新增 is never shown.
  await page.goto('/promoteManager/other-report');
  await expect(page.getByRole('navigation', { name: '当前位置' })).toContainText('其他上报新增');
  const tabs = bar.getByRole('tab');
  await expect(tabs).toHaveText(['首页', ...PAGES.slice(2).map(([, t]) => t)]);
  await expect(bar.getByRole('tab', { name: '首页' }).getByRole('button')).toHaveCount(0);

  await bar.getByRole('button', { name: /更多/ }).click();
  const more = page.getByRole('menu', { name: '更多页面' });
  await expect(more.getByRole('menuitem')).toHaveText(['B2B发票', '客户列表']);

  // Opening an older tab brings it back; the least recent visible one moves to 更多.
  await more.getByRole('menuitem', { name: '客户列表' }).click();
  await expect(page).toHaveURL(/client-list$/);
  await expect(tabs).toHaveCount(7);
  await expect(bar.getByRole('tab', { name: '客户列表' })).toBeVisible();
  await expect(bar.getByRole('tab', { name: '付款申请' })).toHaveCount(0);

  // Closing the active tab goes to the most recently used one; closing another keeps the page.
  await bar.getByRole('button', { name: '关闭 客户列表' }).click();
  await expect(page).toHaveURL(/paymentAccountManager$/);
  await expect(bar.getByRole('tab', { name: '客户列表' })).toHaveCount(0);
  await expect(tabs).toHaveCount(7);
  await bar.getByRole('button', { name: '关闭 预测SKU' }).click();
  await expect(bar.getByRole('tab', { name: '预测SKU' })).toHaveCount(0);
  await expect(page).toHaveURL(/paymentAccountManager$/);

  await bar.getByRole('tab', { name: '首页' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
