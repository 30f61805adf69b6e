import { expect, test, type Page } from '@playwright/test';
import { openAs } from './support';

/** 服务监控 and 链路追踪 as the administrator: they show the requests just made. */

const ROUTE = '/api/admin/gateLog/page';

async function callRoute(page: Page, token: string, times: number) {
  for (let i = 0; i < times; i++) {
    const res = await page.request.get(`${ROUTE}?page=1&limit=5`, { headers: { Authorization: token } });
    expect(res.ok()).toBe(true);
  }
}

test('服务监控 shows the route just called, with its numbers one click away', async ({ page }) => {
  const token = await openAs(page, 'admin', '/monitorManager/serviceMonitorManager');
  await callRoute(page, token, 30);
  const panel = page.locator('.semi-card').filter({ hasText: 'p95 耗时' });
  await panel.getByRole('button', { name: '查看数据' }).click();
  const routeRow = panel.getByRole('row', { name: new RegExp(ROUTE) });
  // Each process writes its snapshot every 2 s here: refresh until the intervals holding all 30 calls are in.
  // Flows running beside this one may call the same route, so the count is at least the test's own 30.
  await expect(async () => {
    await page.getByRole('button', { name: '刷新' }).click();
    const calls = Number(await routeRow.getByRole('gridcell').nth(1).textContent({ timeout: 1000 }));
    expect(calls).toBeGreaterThanOrEqual(30);
  }).toPass({ timeout: 30_000 });
  await expect(panel.locator('canvas')).toBeVisible();
  await page.screenshot({ path: 'test-results/monitor-service.png', fullPage: true });
});

test('链路追踪 lists a slow request and draws its spans', async ({ page }) => {
  const token = await openAs(page, 'admin', '/dashboard');
  await page.goto('/monitorManager/serviceZipkinManager');
  await expect(page.getByRole('link', { name: '打开外部链路追踪界面' })).toHaveAttribute('href', 'http://127.0.0.1:16686');
  const row = page.getByRole('row', { name: new RegExp(`GET ${ROUTE}`) }).first();
  // Every request is slow here (TRACE_SLOW_MS=1) and the store keeps the latest 200 per process: flows
  // beside this one can push a request out, so each try makes a fresh one just before it refreshes.
  await expect(async () => {
    await callRoute(page, token, 1);
    await page.getByRole('button', { name: '刷新' }).click();
    await expect(row).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await row.click();
  const spans = page.getByRole('list', { name: 'span 瀑布图' });
  await expect(spans.getByRole('listitem').filter({ hasText: `handler ${ROUTE}` })).toBeVisible();
  await expect(spans.getByRole('listitem').filter({ hasText: 'identify' })).toBeVisible();
  // The request span is the root: drawn first, its caller check and handler under it.
  await expect(spans.getByRole('listitem').first()).toContainText(`GET ${ROUTE}`);
  await expect(spans).toBeInViewport({ ratio: 1 }); // the side sheet has slid in
  await page.screenshot({ path: 'test-results/monitor-traces.png', fullPage: true });
});
