import dayjs from 'dayjs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { openAs, seeAndCloseToast } from './support';

/**
 * KOL requirements as the people involved see them: 王芳 raises two requirements and submits them at
 * once (one audit batch), 赵磊 approves the batch with one decision, 孙丽 records a post with its fee and
 * a sample shipment and rates the cooperation (the pool shows the score), then blacklists an influencer,
 * who can no longer be picked.
 */

const LIST = '/kol/kol-list';
/** A demo influencer with no cooperation yet. */
const KOL = 'Chef Creator 200';
const stamp = Date.now().toString(36);

async function tokenOf(request: APIRequestContext, username: string): Promise<string> {
  const res = await request.post('/api/auth/jwt/token', { data: { username, password: 'demo1234' } });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

async function api<T>(request: APIRequestContext, token: string, method: 'get' | 'post', path: string, data: Record<string, unknown>): Promise<T> {
  const res = method === 'get' ? await request.get(path, { params: data as never, headers: { Authorization: token } }) : await request.post(path, { data, headers: { Authorization: token } });
  const body = (await res.json()) as { resCode: number; resDes: string; data: T };
  expect(body.resCode, `${path}: ${body.resDes}`).toBe(200);
  return body.data;
}

test.describe('KOL requirements and the pool', () => {
  test.describe.configure({ mode: 'serial' });
  const serials: string[] = [];

  test.beforeAll(async ({ request }) => {
    const wangfang = await tokenOf(request, 'wangfang');
    const skus = await api<{ rows: Array<{ sku: string }> }>(request, wangfang, 'get', '/api/promote/kolRequire/queryKolRequireList', { limit: 1 });
    const sku = skus.rows[0]!.sku;
    const info = await api<{ platforms: Array<{ platformId: number }> }>(request, wangfang, 'get', '/api/promote/kolRequireProduct/getMarketPlatInfo', { sku });
    for (const budget of ['1800', '650']) {
      const saved = await api<{ serialNo: string }>(request, wangfang, 'post', '/api/promote/kolRequire/addOrUpdKolRequire', {
        sku,
        platformId: info.platforms[0]!.platformId,
        channel: 'tiktok',
        budget,
        currency: 'USD',
        wantedPosts: 2,
        deadline: dayjs().add(15, 'day').format('YYYY-MM-DD'),
        description: `E2E ${stamp}`,
      });
      serials.push(saved.serialNo);
    }
  });

  test('王芳 selects her two drafts and submits them as one batch', async ({ page }) => {
    await openAs(page, 'wangfang', `${LIST}?status=draft`);
    for (const serial of serials) await page.getByRole('row', { name: new RegExp(serial) }).locator('.semi-checkbox').click();
    await page.getByRole('button', { name: /批量提交（2）/ }).click();
    await seeAndCloseToast(page, '已提交 2 条');
    await expect(page.getByRole('button', { name: '审核' })).toHaveCount(0);
  });

  test('赵磊 approves the batch once, and both requirements are approved', async ({ page, request }) => {
    await openAs(page, 'zhaolei', `${LIST}?serialNo=${serials[0]}`);
    await page.getByRole('row', { name: new RegExp(serials[0]!) }).getByText(serials[0]!).click();
    const batch = page.getByTestId('kol-batch');
    await expect(batch).toContainText(serials[1]!);
    await batch.getByPlaceholder(/审核意见/).fill('两条都同意');
    await batch.getByRole('button', { name: '批次审核通过' }).click();
    await seeAndCloseToast(page, '已审核通过');
    const token = await tokenOf(request, 'zhaolei');
    const list = await api<{ rows: Array<{ serialNo: string; status: string }> }>(request, token, 'get', '/api/promote/kolRequire/queryKolRequireList', { status: 'approved', limit: 50 });
    expect(list.rows.filter((r) => serials.includes(r.serialNo))).toHaveLength(2);
  });

  test('孙丽 records a post with its fee and a sample shipment, evaluates the cooperation, and the pool shows the new score', async ({ page }) => {
    await openAs(page, 'sunli', `${LIST}?serialNo=${serials[0]}`);
    await page.getByRole('row', { name: new RegExp(serials[0]!) }).getByText(serials[0]!).click();
    const reds = page.getByTestId('kol-reds');
    await reds.getByRole('button', { name: '添加红人帖子' }).click();
    // A select's dropdown is a dialog too: each form is found by its title.
    const post = page.getByRole('dialog', { name: '添加红人帖子' });
    await post.getByRole('combobox', { name: '红人' }).click();
    await page.keyboard.type(KOL);
    // The option reads "<name>（<channel>，评分 <score>）"; the typed part is marked, so it has no single name.
    await page.locator('.semi-select-option').filter({ hasText: new RegExp(`^${KOL}（`) }).click();
    await post.getByLabel('帖子链接').fill(`https://tiktok.example.com/post/${stamp}`);
    await post.getByLabel('浏览量').fill('12000');
    await post.getByLabel('点击量').fill('800');
    await post.getByLabel('订单数').fill('25');
    await post.getByLabel('推广费').fill('150');
    await post.getByRole('button', { name: '确定' }).click();
    await seeAndCloseToast(page, '保存成功');
    const row = reds.getByRole('row', { name: new RegExp(KOL) });
    await expect(row).toContainText('12000');
    await expect(reds).toContainText('推广费 150.00 USD');
    await expect(reds.getByTestId('kol-reds-chart').locator('canvas')).toBeVisible();

    await row.getByRole('button', { name: '寄样' }).click();
    const ship = page.getByRole('dialog', { name: '寄送样品' });
    await ship.getByLabel('物流商').fill('UPS');
    await ship.getByLabel('运单号').fill(`1Z${stamp.toUpperCase()}`);
    await ship.getByRole('button', { name: '确定' }).click();
    await seeAndCloseToast(page, '保存成功');

    await row.getByRole('button', { name: '评价' }).click();
    const rate = page.getByRole('dialog', { name: '合作评价' });
    for (const [label, stars] of [['内容质量', 5], ['准时性', 4], ['沟通配合', 4], ['推广效果', 3]] as const) await rate.getByRole('list', { name: label }).getByRole('radio', { name: `${stars} stars`, exact: true }).click();
    await rate.getByLabel('评价').fill('按期发布，转化好');
    await rate.getByRole('button', { name: '确定' }).click();
    await seeAndCloseToast(page, '评价成功');
    await expect(row).toContainText('4.00');
    await page.screenshot({ path: 'test-results/kol-reds.png' });

    await page.goto(`/kol/kol-info-list?name=${encodeURIComponent(KOL)}`);
    const kol = page.getByRole('row', { name: new RegExp(`${KOL}\\b`) }).first();
    await expect(kol.getByRole('gridcell', { name: '4.00', exact: true })).toBeVisible();
  });

  test('孙丽 blacklists an influencer, who can no longer be picked', async ({ page, request }) => {
    await openAs(page, 'sunli', '/kol/kol-info-list?name=Pet%20Creator%206');
    const row = page.getByRole('row', { name: /Pet Creator 6\b/ }).first();
    await row.getByRole('button', { name: '拉黑' }).click();
    await page.getByRole('dialog').last().getByRole('textbox').fill('收样后未发帖');
    await page.getByRole('dialog').last().getByRole('button', { name: '确定' }).click();
    await seeAndCloseToast(page, '已拉黑');
    const token = await tokenOf(request, 'sunli');
    const pickable = await api<{ rows: Array<{ name: string }> }>(request, token, 'get', '/api/promote/kolPool/queryKolPoolList', { selectable: 'true', name: 'Pet Creator 6', limit: 200 });
    expect(pickable.rows.map((r) => r.name)).not.toContain('Pet Creator 6');
  });
});
