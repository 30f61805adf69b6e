import { expect, test } from '@playwright/test';
import { api, DEMO_PASSWORD, openAs } from './support';

/**
 * Customer service: 赵敏 (客服) opens a 2-star Walmart review, writes a follow-up, grants a gift card
 * from it in one step (the form comes filled from the review), and the grant links back to the review.
 */

const stamp = Date.now().toString(36);
const ORDER = `WM-E2E-${stamp}`;

test('客服 follows up a 2-star Walmart review and grants a gift from it', async ({ page, request }) => {
  const token = async (username: string) => {
    const res = await request.post('/api/auth/jwt/token', { data: { username, password: DEMO_PASSWORD } });
    return ((await res.json()) as { data: { token: string } }).data.token;
  };
  const [hejun, zhaomin] = [await token('hejun'), await token('zhaomin')];
  const me = (await (await request.get('/api/admin/user/front/info', { headers: { Authorization: zhaomin } })).json()) as { data: { id: number | string } };
  // The review's text is this run's own: the same review again is refused (a rerun on the same server).
  const { id: reviewId } = await api(request, hejun, 'post', '/api/sys/csReview/add', { channel: 'walmart', platform: 'Walmart US', sku: 'HM-E2E-1', orderNo: ORDER, rating: 2, title: 'Arrived broken', content: `The box was crushed and the lid broken (${stamp}).`, reviewerName: 'Nora Quinn', reviewerEmail: 'nora@example.com', reviewedOn: '2026-11-22', ownerId: Number(me.data.id) });

  await openAs(page, 'zhaomin', `/customerServiceManager/walmartReview?orderNo=${ORDER}`);
  await page.getByRole('row', { name: new RegExp(ORDER) }).getByText(String(reviewId), { exact: true }).click();
  const drawer = page.locator('.semi-sidesheet').last();
  await expect(drawer.getByText('Arrived broken')).toBeVisible();
  await expect(drawer.getByText('待处理').first()).toBeVisible();

  await drawer.getByRole('button', { name: '跟进' }).click();
  const follow = page.getByRole('dialog').last();
  await follow.getByLabel('跟进原因').fill('已联系买家，同意补偿礼品卡');
  await follow.getByRole('button', { name: '跟进' }).click();
  await expect(drawer.getByText('跟进中').first()).toBeVisible();
  await expect(drawer.getByText('已联系买家，同意补偿礼品卡')).toBeVisible();

  await drawer.getByRole('button', { name: '发放礼品' }).click();
  const form = page.getByRole('dialog').last();
  await expect(form.getByLabel('收件人')).toHaveValue('Nora Quinn');
  await expect(form.getByLabel('订单号')).toHaveValue(ORDER);
  await expect(form.getByLabel('关联评论ID')).toHaveValue(String(reviewId));
  await form.getByLabel('礼品卡品牌').fill('Walmart');
  await page.getByRole('option', { name: 'Walmart', exact: true }).click();
  await form.getByLabel('面值').fill('20');
  await form.getByRole('button', { name: '确定' }).click();
  const link = drawer.getByRole('link', { name: /LP\d{12}/ });
  await expect(link).toBeVisible();
  await expect(drawer.getByText('发放礼品', { exact: true }).last()).toBeVisible();

  await link.click();
  const grant = page.locator('.semi-sidesheet').last();
  await expect(grant.getByText('待审批').first()).toBeVisible();
  await expect(grant.getByRole('link', { name: `评论 #${reviewId}` })).toBeVisible();
  await page.screenshot({ path: 'test-results/service-grant.png' });
});

test('客服主管 enters a review by hand once; the same one again is refused', async ({ page }) => {
  await openAs(page, 'hejun', '/customerServiceManager/review');
  const enter = async () => {
    await page.getByRole('button', { name: '新增' }).click();
    const form = page.getByRole('dialog', { name: '新增评论' });
    await form.getByLabel('SKU').fill('HM-E2E-HAND');
    await form.getByLabel('订单号').fill(`${ORDER}-H`);
    const rating = form.getByRole('combobox', { name: '评分' });
    await rating.click();
    await page.getByRole('option', { name: '1 星' }).click();
    // A select in a form takes the choice when its list has finished closing (Semi notifies the form then):
    // as a person would, go on once it shows it.
    await expect(rating).toContainText('1 星');
    await form.getByLabel('评论内容').fill(`Never arrived ${stamp}`);
    await form.getByLabel('评论人', { exact: true }).fill('Hand Entry');
    await form.getByRole('button', { name: '确定' }).click();
    return form;
  };
  await enter();
  const drawer = page.locator('.semi-sidesheet').last();
  await expect(drawer.getByText(`Never arrived ${stamp}`)).toBeVisible();
  await drawer.locator('.semi-sidesheet-close').click();
  const again = await enter();
  await expect(page.getByText('该评论已存在（渠道、平台、SKU、评论人、评论日期和内容相同）')).toBeVisible();
  await again.getByRole('button', { name: '取消' }).click();
});
