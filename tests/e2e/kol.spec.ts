import { expect, test, type Page } from '@playwright/test';
import { cardActionEvent, larkDelivery } from '../fakes/lark-events';
import { FAKE_LARK, larkAccountOf } from './larkAccount';
import { ADMIN_PASSWORD, api, openAs, seeAndCloseToast, tokenOf } from './support';

/**
 * KOL requirements as the people involved see them: 王芳 raises two requirements in the form (SKU, its
 * platform, budget, an attachment) and submits them at once (one audit batch), 赵磊 approves the batch
 * on its Lark card, 孙丽 records a post with its fee, ships a sample and marks it 已签收, updates the
 * post's numbers, notes the requirement and rates the cooperation (the pool shows the score); then she
 * blacklists an influencer, who can no longer be picked, and adds a tag in 标签管理.
 */

const LIST = '/kol/kol-list';
/** A demo influencer with no cooperation yet. */
const KOL = 'Chef Creator 200';
const stamp = Date.now().toString(36);
/** A one-page brief, as a PDF the upload accepts. */
const PDF = '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n';

test.describe('KOL requirements and the pool', () => {
  test.describe.configure({ mode: 'serial' });
  const serials: string[] = [];

  let sku = '';
  let openId = '';

  test.beforeAll(async ({ request }) => {
    const wangfang = await tokenOf(request, 'wangfang');
    const skus = await api<{ rows: Array<{ sku: string }> }>(request, wangfang, 'get', '/api/promote/kolRequire/queryKolRequireList', { limit: 1 });
    sku = skus.rows[0]!.sku;
    // 赵磊 decides on Lark (a retried run finds him bound already).
    const admin = await tokenOf(request, 'admin', ADMIN_PASSWORD);
    const users = await api<{ rows: Array<{ id: number; username: string }> }>(request, admin, 'get', '/api/admin/user/page', { page: 1, limit: 100 });
    openId = await larkAccountOf(request, admin, users.rows.find((u) => u.username === 'zhaolei')!.id, '赵磊');
  });

  async function raise(page: Page, budget: string, attach: boolean) {
    await page.getByRole('button', { name: '新增' }).click();
    const form = page.getByRole('dialog', { name: '新增KOL需求' });
    await form.getByLabel('SKU').fill(sku);
    await form.getByRole('combobox', { name: '市场平台' }).click();
    // The platforms arrive once the SKU is looked up; until then the list holds only its empty line.
    await page.locator('.semi-select-option:not(.semi-select-option-empty)').first().click();
    await form.getByLabel('预算').fill(budget);
    await form.getByLabel('需求说明').fill(`E2E ${stamp}`);
    if (attach) {
      await form.locator('input.semi-upload-hidden-input').setInputFiles({ name: `brief-${stamp}.pdf`, mimeType: 'application/pdf', buffer: Buffer.from(PDF) });
      await expect(form.getByText(`brief-${stamp}.pdf`)).toBeVisible();
    }
    await form.getByRole('button', { name: '确定' }).click();
    await seeAndCloseToast(page, '保存成功');
    const sheet = page.locator('.semi-sidesheet').last();
    await expect(sheet.locator('.semi-sidesheet-title')).toContainText(/KOL\d{12}/);
    const serial = /KOL\d{12}/.exec(await sheet.locator('.semi-sidesheet-title').innerText())![0];
    if (attach) await expect(sheet.getByRole('button', { name: '打包下载附件' })).toBeVisible();
    await sheet.getByRole('button', { name: 'close' }).first().click();
    serials.push(serial);
  }

  test('王芳 raises two requirements in the form, selects them and submits them as one batch', async ({ page }) => {
    await openAs(page, 'wangfang', LIST);
    await raise(page, '1800', true);
    await raise(page, '650', false);
    await page.goto(`${LIST}?status=draft`);
    for (const serial of serials) await page.getByRole('row', { name: new RegExp(serial) }).locator('.semi-checkbox').click();
    await page.getByRole('button', { name: /批量提交（2）/ }).click();
    await seeAndCloseToast(page, '已提交 2 条');
    await expect(page.getByRole('button', { name: '审核' })).toHaveCount(0);
  });

  test('赵磊 approves the batch on its Lark card, and both requirements are approved', async ({ request }) => {
    let message: { messageId: string; content: string } | undefined;
    await expect
      .poll(async () => {
        const res = await request.get(`${FAKE_LARK}/_fake/messages?openId=${openId}`);
        message = ((await res.json()) as Array<{ messageId: string; content: string }>).find((m) => m.content.includes(serials[0]!) && m.content.includes(serials[1]!));
        return Boolean(message);
      }, { timeout: 20_000 })
      .toBe(true);
    const value = JSON.parse(new RegExp('\\{"kind":"approval"[^}]*"action":"approve"[^}]*\\}').exec(message!.content.replace(/\\"/g, '"'))![0]) as object;
    const delivery = larkDelivery(cardActionEvent({ openId, value, messageId: message!.messageId, token: 'e2e-verification-token' }), { encryptKey: 'e2e-encrypt-key' });
    expect((await request.post('/lark/events', { headers: delivery.headers, data: delivery.body })).status()).toBe(200);
    const token = await tokenOf(request, 'zhaolei');
    await expect
      .poll(async () => {
        const list = await api<{ rows: Array<{ serialNo: string; status: string }> }>(request, token, 'get', '/api/promote/kolRequire/queryKolRequireList', { status: 'approved', limit: 50 });
        return list.rows.filter((r) => serials.includes(r.serialNo)).length;
      })
      .toBe(2);
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
    // The post's row (the shipments table below names the influencer too).
    const row = reds.getByRole('row', { name: new RegExp(KOL) }).filter({ has: page.getByRole('button', { name: '寄样' }) });
    await expect(row).toContainText('12000');
    await expect(reds).toContainText('推广费 150.00 USD');
    await expect(reds.getByTestId('kol-reds-chart').locator('canvas')).toBeVisible();

    await row.getByRole('button', { name: '寄样' }).click();
    const ship = page.getByRole('dialog', { name: '寄送样品' });
    await ship.getByLabel('物流商').fill('UPS');
    await ship.getByLabel('运单号').fill(`1Z${stamp.toUpperCase()}`);
    await ship.getByRole('button', { name: '确定' }).click();
    await seeAndCloseToast(page, '保存成功');
    const shipment = page.getByRole('row', { name: new RegExp(`1Z${stamp.toUpperCase()}`) });
    await expect(shipment).toContainText('已发货');
    await shipment.getByRole('button', { name: '签收' }).click();
    await seeAndCloseToast(page, '已签收');
    await expect(shipment).toContainText('已签收');

    // The post's numbers grow after it is published: 编辑 updates them.
    await row.getByRole('button', { name: '编辑' }).click();
    const edit = page.getByRole('dialog', { name: /编辑红人帖子/ });
    await edit.getByLabel('浏览量').fill('15000');
    await edit.getByRole('button', { name: '确定' }).click();
    await seeAndCloseToast(page, '保存成功');
    await expect(row).toContainText('15000');

    await page.getByRole('button', { name: '添加备注' }).click();
    const note = page.getByRole('dialog', { name: '添加备注' });
    await note.getByLabel('备注内容').fill('样品已签收，等待发帖');
    await note.getByRole('button', { name: 'confirm' }).click();
    await seeAndCloseToast(page, '备注已添加');
    await expect(page.locator('.semi-timeline')).toContainText('样品已签收，等待发帖');

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

    await page.getByRole('button', { name: '标签管理' }).click();
    const tags = page.locator('.semi-sidesheet').last();
    await tags.getByRole('button', { name: '新增标签' }).click();
    const tagForm = page.getByRole('dialog', { name: '新增标签' });
    await tagForm.getByLabel('标签名称').fill(`测评${stamp}`.slice(0, 20));
    await tagForm.getByRole('button', { name: '确定' }).click();
    await seeAndCloseToast(page, '保存成功');
    await expect(tags.getByRole('row', { name: new RegExp(`测评${stamp}`.slice(0, 20)) })).toContainText('启用');
  });
});
