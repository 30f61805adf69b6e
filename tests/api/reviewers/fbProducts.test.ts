import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewerFbProductManager as api } from '@shared/api/reviewers/reviewerFbProductManager';
import { createTestApp, type TestApp } from '../../support/app';
import { expectRefused } from '../../support/contract';
import { as, type As } from '../admin/support';

let t: TestApp;
let huangli: As; // 海外专员: keeps the Facebook products
let zhaomin: As; // 客服: not this screen

beforeAll(async () => {
  t = await createTestApp();
  [huangli, zhaomin] = (await Promise.all([t.login('huangli'), t.login('zhaomin')])).map((token) => as(t, token)) as [As, As];
}, 60_000);
afterAll(() => t.close());

describe('Facebook产品 (/reviewerManager/reviewerFbProductManager)', () => {
  it('has the demo offers in every state; adds, lists by group, SKU and state, edits', async () => {
    const states = new Set((await huangli.call(api.page, { query: {} })).data!.rows.map((r) => r.state));
    expect([...states].sort()).toEqual(['closed', 'pending', 'posted']);
    const added = await huangli.call(api.save, { body: { groupName: 'Test Group', sku: 'ab-1', productName: '测试产品', link: 'https://www.facebook.com/groups/test/posts/1', state: 'pending' } });
    expect(added.resCode, added.resDes).toBe(200);
    const id = added.data!.id;
    expect(added.data!.sku).toBe('AB-1');
    expect((await huangli.call(api.page, { query: { groupName: 'Test G', state: 'pending' } })).data!.rows.map((r) => r.id)).toEqual([id]);
    const edited = await huangli.call(api.save, { body: { id, groupName: 'Test Group', sku: 'AB-1', productName: '测试产品', link: 'https://www.facebook.com/groups/test/posts/1', state: 'posted', remark: '已发帖' } });
    expect(edited.data).toMatchObject({ id, state: 'posted', remark: '已发帖' });
    expect((await huangli.call(api.page, { query: { sku: 'AB', state: 'posted' } })).data!.rows.map((r) => r.id)).toEqual([id]);
  });

  it('refuses a repeated link, a link that is not http(s), an unknown state and callers without the codes', async () => {
    const body = { groupName: 'G', sku: 'X-1', productName: 'P', link: 'https://fb.example/posts/9', state: 'pending' };
    expect((await huangli.call(api.save, { body })).resCode).toBe(200);
    expectRefused(await huangli.call(api.save, { body }), 409, '该帖子链接已登记');
    expectRefused(await huangli.call(api.save, { body: { ...body, link: 'fb.example/posts/10' } }), 400, '帖子链接须以 http:// 或 https:// 开头');
    expectRefused(await huangli.call(api.save, { body: { ...body, link: 'https://fb.example/posts/11', state: 'gone' } }), 400, '请选择状态');
    expectRefused(await zhaomin.call(api.page, { query: {} }), 403);
    expectRefused(await zhaomin.call(api.save, { body: { ...body, link: 'https://fb.example/posts/12' } }), 403);
  });
});
