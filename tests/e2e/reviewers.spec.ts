import { expect, test } from '@playwright/test';
import { apiAnswer, openAs, tokenOf } from './support';

/**
 * Reviewer management: 徐明 (测评主管) blacklists a reviewer on 测评人档案 with a reason and finds the
 * entry on 黑名单; then 黄丽 (海外专员) tries to put that reviewer on a plan order's detail (海外处理,
 * 订单信息, 测评人邮箱): the server refuses, the screen says why, and the detail is unchanged.
 */

type Detail = { id: number; planOrderId: number; invitationCode: string; reviewerEmail: string | null };

test('a reviewer blacklisted by the review lead cannot be put on a plan order', async ({ page, request }) => {
  const stamp = Date.now().toString(36);
  const name = `E2E Reviewer ${stamp}`;
  const email = `e2e.${stamp}@example.com`;
  const huangli = await tokenOf(request, 'huangli');
  const added = await apiAnswer<{ id: number }>(request, huangli, 'post', '/api/reviewer/reviewerUser/addOrUpdate', { name, country: 'US', email, channels: 'Amazon' });
  expect(added.resCode, added.resDes).toBe(200);
  // A detail of the demo's running plan order whose address is committed: the next step is its order and reviewer.
  const details = await apiAnswer<{ rows: Detail[] }>(request, huangli, 'get', '/api/reviewer/blnPlanOrderDetail/queryDetailByCondition?status=address_committed&limit=50');
  const detail = details.data.rows[0]!;
  expect(detail).toBeDefined();

  // 徐明 blacklists the reviewer from the profile list.
  await openAs(page, 'xuming', `/reviewerManager/reviewerUserManager?name=${encodeURIComponent(name)}`);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await row.getByText('拉黑', { exact: true }).click();
  const dialog = page.getByRole('dialog').last();
  await dialog.getByLabel('拉黑原因').fill('收货后给出一星差评并索要额外返款');
  await dialog.getByRole('button', { name: '拉黑' }).click();
  await expect(page.getByText('已拉黑，该测评人不能再安排到计划单')).toBeVisible();
  await expect(row.getByText('已拉黑')).toBeVisible();
  await page.screenshot({ path: 'test-results/reviewers-profiles.png' });
  await page.goto(`/reviewerManager/blackList?reviewerName=${encodeURIComponent(name)}`);
  const entry = page.getByRole('row', { name: new RegExp(name) });
  await expect(entry.getByText('收货后给出一星差评并索要额外返款')).toBeVisible();
  await expect(entry.getByText('徐明')).toBeVisible();
  await page.screenshot({ path: 'test-results/reviewers-blacklist.png' });

  // 黄丽 tries to put the reviewer on the detail: refused with the reason.
  await openAs(page, 'huangli', `/lark-manager/overseas-handler?planOrderId=${detail.planOrderId}`);
  const line = page.getByRole('row', { name: new RegExp(detail.invitationCode) });
  await line.getByText('订单信息').click();
  const order = page.getByRole('dialog').last();
  await order.getByLabel('测评人邮箱').fill(email);
  await order.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText(`测评人 ${name}（${email}）已列入黑名单：收货后给出一星差评并索要额外返款，不能安排到计划单`)).toBeVisible();
  await expect(order).toBeVisible();
  await page.screenshot({ path: 'test-results/reviewers-blacklist-refused.png' });
  const after = await apiAnswer<Detail[]>(request, huangli, 'get', `/api/reviewer/blnPlanOrderDetail/queryByPlanOrderId?planOrderId=${detail.planOrderId}`);
  expect(after.data.find((d) => d.id === detail.id)!.reviewerEmail).toBe(detail.reviewerEmail);
});

test('the review team reads the reviewers, their orders, information, mailboxes and Facebook offers', async ({ page }) => {
  const screens: Array<[path: string, shows: string, shot: string]> = [
    ['/reviewerManager/reviewerOrderManager?reviewerName=Emily', 'Emily Carter', 'orders'],
    ['/reviewerManager/userInfoManager?reviewerName=Emily', 'Emily Carter', 'info'],
    ['/reviewerManager/mailUseRecord', 'Jonas Weber', 'mail-use'],
    ['/reviewerManager/reviewerFbProductManager', 'Camping Gear Testers US', 'facebook'],
  ];
  await openAs(page, 'huangli', screens[0]![0]);
  for (const [path, shows, shot] of screens) {
    if (page.url().indexOf(path) < 0) await page.goto(path);
    await expect(page.getByRole('gridcell', { name: shows }).first()).toBeVisible();
    await page.screenshot({ path: `test-results/reviewers-${shot}.png` });
  }
  // The review lead: the reviewer mailboxes of the mail centre, and addresses masked.
  await openAs(page, 'xuming', '/reviewerManager/reviewerEmailManager');
  await expect(page.getByRole('gridcell', { name: 'hello@voltra.example' })).toBeVisible();
  await page.goto('/reviewerManager/userInfoManager?reviewerName=Emily');
  await expect(page.getByRole('gridcell', { name: 'Emily Carter' }).first()).toBeVisible();
  await expect(page.getByRole('gridcell', { name: /^E\*+er$/ }).first()).toBeVisible();
});

test('a reviewer\'s profile opens from the list with the orders they placed in plan orders', async ({ page }) => {
  // 黄丽 (海外专员) sees personal data in full; the name opens the drawer (its address: ?id=).
  await openAs(page, 'huangli', '/reviewerManager/reviewerUserManager?name=Emily');
  await page.getByRole('row', { name: /Emily Carter/ }).getByText('Emily Carter', { exact: true }).click();
  const drawer = page.getByLabel('测评人详情');
  await expect(drawer).toBeVisible();
  await expect(page).toHaveURL(/[?&]id=\d+/);
  await expect(drawer.getByText('US', { exact: true })).toBeVisible();
  await expect(drawer.getByText(/^计划单订单（[1-9]/)).toBeVisible();
  // Her plan order line: plan order, platform, SKU, state, reviewed, marketplace order, amounts, cost.
  const orders = drawer.getByRole('grid');
  await expect(orders.getByRole('columnheader', { name: '是否测评' })).toBeVisible();
  await expect(orders.getByRole('row', { name: /^JH\d+ .* 已测评 .* CNY \d/ })).toBeVisible();
  await expect(drawer.getByText('建档')).toBeVisible();
  await page.screenshot({ path: 'test-results/reviewers-profile-drawer.png' });
  // 全部订单 opens 测评订单 filtered to the reviewer.
  await drawer.getByRole('button', { name: '全部订单' }).click();
  await expect(page).toHaveURL(/reviewerOrderManager\?reviewerId=\d+/);
  await expect(page.getByRole('gridcell', { name: 'Emily Carter' }).first()).toBeVisible();
});
