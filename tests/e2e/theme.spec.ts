import { expect, test, type Page } from '@playwright/test';
import { ADMIN_PASSWORD, DEMO_PASSWORD, signIn } from './support';

/**
 * Light, dark or the system's colours, chosen by each person from the top bar and kept for them on
 * the server: a list, a drawer and a chart follow. A person of this test alone (with the
 * administrator's roles) so the demo users keep their colours.
 */

async function personWithAdminRoles(page: Page): Promise<string> {
  const login = await page.request.post('/api/auth/jwt/token', { data: { username: 'admin', password: ADMIN_PASSWORD } });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const groups = (await (await page.request.get('/api/admin/group/front/listGroupsByName', { headers: { Authorization: token } })).json()) as {
    data: Array<{ id: number }>;
  };
  expect(groups.data.length).toBeGreaterThan(0);
  const username = `theme${Date.now().toString(36)}`;
  const res = await page.request.post('/api/admin/user/addUser', {
    headers: { Authorization: token },
    data: { username, password: DEMO_PASSWORD, name: username, groupIds: groups.data.map((g) => g.id) },
  });
  expect(((await res.json()) as { resCode: number }).resCode).toBe(200);
  return username;
}

const themeOf = (page: Page) => page.locator('body').getAttribute('theme-mode');
const contentColour = (page: Page) => page.locator('.cd-content').evaluate((el) => getComputedStyle(el).backgroundColor);

async function choose(page: Page, text: '浅色' | '深色' | '跟随系统') {
  await page.getByRole('button', { name: '主题' }).click();
  await page.getByRole('menuitem', { name: text }).click();
}

test('a person switches to dark, keeps it on the next visit, and can follow the system', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  const username = await personWithAdminRoles(page);
  await signIn(page, username);

  // A list and one of its records in a drawer.
  await page.goto('/operationManager/deliver-goods-list');
  const firstRecord = page.locator('.semi-table-tbody .semi-typography-link').first();
  await expect(firstRecord).toBeVisible();
  expect(await themeOf(page)).toBeNull();
  const light = await contentColour(page);

  await choose(page, '深色');
  await expect.poll(() => themeOf(page)).toBe('dark');
  expect(await contentColour(page)).not.toBe(light);
  await page.screenshot({ path: 'test-results/theme-dark-list.png' });
  await firstRecord.click();
  const drawer = page.locator('.semi-sidesheet').last();
  await expect(drawer).toBeVisible();
  await page.screenshot({ path: 'test-results/theme-dark-drawer.png' });

  // Kept for the person on the server: another browser (no local copy) opens dark.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/monitorManager/serviceMonitorManager');
  await expect(page.locator('canvas').first()).toBeVisible();
  await expect.poll(() => themeOf(page)).toBe('dark');
  await page.screenshot({ path: 'test-results/theme-dark-chart.png' });

  // Following the system: dark while the system is dark, light as soon as it turns light.
  await choose(page, '跟随系统');
  await expect.poll(() => themeOf(page)).toBeNull();
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(() => themeOf(page)).toBe('dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(() => themeOf(page)).toBeNull();
  await page.screenshot({ path: 'test-results/theme-light-chart.png' });

  await choose(page, '浅色');
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await expect(page.locator('canvas').first()).toBeVisible();
  expect(await themeOf(page)).toBeNull();
});
