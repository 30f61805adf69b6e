import { expect, test, type APIRequestContext } from '@playwright/test';
import { xlsxOf } from '../support/files';
import { openAs } from './support';

/**
 * 王芳 (operator) writes down this week's coupon for one of her products, imports this week's ratings
 * from the marketplace export, and sees the weekly average and the product's change beside its
 * promotion log.
 */

type Row = { platformId: number; platformCode: string; platformName: string; asin: string; sku: string; star: string; ratingCount: number; weekStart: string; week: string };

async function get<T>(request: APIRequestContext, token: string, path: string, params: Record<string, string | number>): Promise<T> {
  const res = await request.get(path, { params, headers: { Authorization: token } });
  const body = (await res.json()) as { resCode: number; resDes: string; data: T };
  expect(body.resCode, `${path}: ${body.resDes}`).toBe(200);
  return body.data;
}

const ratingSheet = (rows: unknown[][]) => xlsxOf(['周*', '站点编码*', 'ASIN*', '星级*', '评分数*', '店铺编码'], rows, '评分');

const isoDay = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

test('an operator imports a week of ratings and sees the average and the change with the promotion log', async ({ page }) => {
  const token = await openAs(page, 'wangfang', '/operationManager/promote-log');
  // One of her products on a site she works on, with last week's rating (the demo's year of weeks).
  const sites = await get<Array<{ id: number; name: string }>>(page.request, token, '/api/base/baseGroupPlatform/getPlatformByUser', {});
  const list = await get<{ rows: Row[] }>(page.request, token, '/api/reviewer/reviewerStarProductRating/queryProductRatingList', { platformId: sites[0]!.id, limit: 1 });
  const last = list.rows[0]!;
  const newStar = Number(last.star) >= 4.5 ? (Number(last.star) - 0.4).toFixed(1) : (Number(last.star) + 0.4).toFixed(1);
  const stamp = Date.now().toString(36);
  const content = `E2E 优惠券 15% ${stamp}`;

  // 1. The promotion log: this week's coupon (today is the default date).
  await page.getByRole('button', { name: '新增推广日志' }).click();
  const form = page.getByRole('dialog').last();
  await form.getByRole('combobox', { name: '站点' }).click();
  await page.getByRole('option', { name: last.platformName }).first().click();
  await form.getByLabel('ASIN').fill(last.asin);
  await form.getByLabel('推广内容').fill(content);
  await form.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('新增成功')).toBeVisible();
  await expect(page.getByRole('grid').getByText(content).first()).toBeVisible();

  // 2. This week's ratings from the marketplace export.
  await page.goto('/reportQuery/ratingQuery');
  await expect(page.getByRole('button', { name: '导入评分' })).toBeVisible();
  const imported = page.waitForResponse((r) => r.url().includes('/importProductRating'));
  await page.getByLabel('选择导入文件').setInputFiles({
    name: '本周评分.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await ratingSheet([[isoDay(new Date()), last.platformCode, last.asin, newStar, String(last.ratingCount + 7)]]),
  });
  expect(((await (await imported).json()) as { resCode: number }).resCode).toBe(200);
  await expect(page.getByText('导入成功，共 1 行')).toBeVisible();

  // 3. The weekly average: the chart and, one click away, its numbers for this week.
  await page.goto('/reportQuery/averageWeekStar');
  await expect(page.getByText('各产品组周平均星级')).toBeVisible();
  await expect(page.getByRole('tab', { name: '趋势图' })).toBeVisible();
  await page.getByRole('tab', { name: '数据' }).click();
  const thisWeek = page.getByRole('grid').first();
  await expect(thisWeek.getByText('家居').first()).toBeVisible();

  // 4. The change of her product, with the coupon beside it.
  await page.goto(`/reportQuery/starChange?asin=${last.asin}`);
  const row = page.getByRole('row').filter({ hasText: last.asin }).first();
  await expect(row).toContainText(Number(newStar).toFixed(2));
  await expect(row).toContainText(content);
  await expect(row).toContainText(Number(newStar) > Number(last.star) ? '+0.40' : '-0.40');
  // A product's trend opens from the row, with its promotion log.
  await row.getByText(last.asin).click();
  await expect(page.getByRole('dialog').getByText(content).first()).toBeVisible();
});
