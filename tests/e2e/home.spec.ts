import { expect, test } from '@playwright/test';
import { newPerson, openAs } from './support';

/** 首页 关键指标: 李娜 sees the payments waiting for her, as a number and a drawn trend, one click from the list. */
test('finance sees 待付款 on 首页 and opens the waiting payment requests', async ({ page }) => {
  await openAs(page, 'lina', '/dashboard');
  const card = page.locator('[data-figure="b2b.paymentsWaiting"]');
  await expect(card).toBeVisible();
  await expect(card.getByText('待付款')).toBeVisible();
  await expect(card.getByRole('heading')).toHaveText(/^\d+$/);
  await expect(card.locator('canvas')).toBeVisible();
  await expect(page.locator('[data-figure="b2b.paidThisMonth"]').getByText('本月已付')).toBeVisible();
  await page.screenshot({ path: 'test-results/home-figures.png', fullPage: true });
  await card.click();
  await expect(page).toHaveURL(/\/operationManager\/payment-list\?status=pending_finance/);
  await expect(page.getByRole('row', { name: /待财务确认/ }).first()).toBeVisible();
});

test('a person with no figure sees no 关键指标', async ({ page }) => {
  const username = await newPerson(page, 'nofig');
  await openAs(page, username, '/dashboard');
  await expect(page.getByText('常用功能')).toBeVisible();
  await expect(page.getByText('我的待办')).toBeVisible();
  await expect(page.getByText('关键指标')).toHaveCount(0);
});
