import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blnGiftWarehouseManager as api } from '@shared/api/gifts/blnGiftWarehouseManager';
import { createTestApp, type TestApp } from '../../support/app';
import { expectRefused } from '../../support/contract';
import { as, type As } from '../admin/support';

let t: TestApp;
let manager: As; // hejun 客服主管: 新增, 编辑
let cs: As; // zhaomin 客服: not this screen

beforeAll(async () => {
  t = await createTestApp();
  [manager, cs] = (await Promise.all([t.login('hejun'), t.login('zhaomin')])).map((token) => as(t, token));
}, 60_000);
afterAll(() => t.close());

describe('礼品仓库 (/sysManager/blnGiftWarehouseManager)', () => {
  it('adds, lists by code or name prefix, edits, disables and enables', async () => {
    const added = await manager.call(api.save, { body: { code: 'WH-T1', name: '测试仓' } });
    expect(added.resCode, added.resDes).toBe(200);
    const id = added.data!.id;
    expect((await manager.call(api.page, { query: { name: 'WH-T' } })).data!.rows.map((r) => r.id)).toContain(id);
    expect((await manager.call(api.page, { query: { name: '测试' } })).data!.rows.map((r) => r.id)).toContain(id);
    expect((await manager.call(api.save, { body: { id, code: 'WH-T1', name: '测试仓二', remark: '' } })).data).toMatchObject({ id, name: '测试仓二', remark: null });
    expect((await manager.call(api.setEnabled!, { body: { id, enabled: false } })).data!.enabled).toBe(false);
    expect((await manager.call(api.page, { query: { name: 'WH-T', enabled: 'false' } })).data!.rows.map((r) => r.id)).toEqual([id]);
    expect((await manager.call(api.setEnabled!, { body: { id, enabled: true } })).data!.enabled).toBe(true);
  });

  it('refuses a taken code, a blank name, an unknown record and callers without the codes', async () => {
    await manager.call(api.save, { body: { code: 'WH-T2', name: '二号仓' } });
    expectRefused(await manager.call(api.save, { body: { code: 'WH-T2', name: '重复' } }), 409, '该编码已存在');
    expectRefused(await manager.call(api.save, { body: { code: 'WH-T3', name: ' ' } }), 400, '请填写名称');
    expectRefused(await manager.call(api.save, { body: { id: 999_999, code: 'WH-T4', name: '无' } }), 404, '礼品仓库不存在');
    expectRefused(await cs.call(api.page, { query: {} }), 403);
    expectRefused(await cs.call(api.save, { body: { code: 'WH-T5', name: '无权' } }), 403);
    expectRefused(await cs.call(api.setEnabled!, { body: { id: 1, enabled: false } }), 403);
  });
});
