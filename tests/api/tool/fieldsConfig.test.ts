import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BodyOf } from '@shared/api/contract';
import { getFieldsConfig, saveFieldsConfig } from '@shared/api/fieldsConfig';
import { fieldConfigs } from '../../../server/db/schema';
import { createTestApp, type TestApp } from '../../support/app';

let t: TestApp;
let sales: string;
let finance: string;
beforeAll(async () => {
  t = await createTestApp();
  [sales, finance] = await Promise.all([t.login('zhangwei'), t.login('lina')]);
});
afterAll(() => t.close());

const read = (key: string, token = sales) => t.as(token).call(getFieldsConfig, { params: { key } });
const save = (key: string, body: BodyOf<typeof saveFieldsConfig>, token = sales) => t.as(token).call(saveFieldsConfig, { params: { key }, body });
/** Bodies the contract does not allow. */
const saveUnchecked = (key: string, body: unknown, token = sales) => t.as(token).callUnchecked(saveFieldsConfig, { params: { key }, body });

const users = [
  { key: 'email', visible: true, width: 220 },
  { key: 'username', visible: true },
  { key: 'name', visible: false },
];

describe('baseFieldsConfig: column settings per user and table', () => {
  it('answers null before anything is saved, then the saved array, per user', async () => {
    expect((await read('admin.users')).body).toMatchObject({ resCode: 200, data: null });
    expect((await save('admin.users', users)).body.resCode).toBe(200);
    expect((await read('admin.users')).body.data).toEqual(users);
    // Another user's same key, and the same user's other key, are untouched.
    expect((await read('admin.users', finance)).body.data).toBeNull();
    expect((await read('admin.groups')).body.data).toBeNull();
    await save('admin.users', [{ key: 'name', visible: true }], finance);
    expect((await read('admin.users')).body.data).toEqual(users);
    expect((await read('admin.users', finance)).body.data).toEqual([{ key: 'name', visible: true }]);
  });

  it('replaces on save, and an empty array goes back to the defaults (null)', async () => {
    await save('t.replace', users);
    await save('t.replace', users.slice(0, 1));
    expect((await read('t.replace')).body.data).toEqual(users.slice(0, 1));
    await save('t.replace', []);
    expect((await read('t.replace')).body.data).toBeNull();
  });

  it('refuses a bad body with a clear message and changes nothing', async () => {
    await save('t.bad', users);
    const stored = await t.db.$count(fieldConfigs);
    const cases: Array<[unknown, string]> = [
      [{ key: 'a', visible: true }, '列设置应为数组'],
      [Array.from({ length: 201 }, (_, i) => ({ key: `c${i}`, visible: true })), '列设置最多200项'],
      [[{ key: 'a', visible: 'yes' }], '列的 visible 应为 true 或 false'],
      [[{ key: 'x'.repeat(101), visible: true }], '列的 key 不超过100个字符'],
      [[{ key: 'a', visible: true, script: '<b>' }], '参数错误'],
      [[{ key: 'a', visible: true }, { key: 'a', visible: false }], '列设置中有重复的列'],
      [[{ key: 'a', visible: true, width: 99999 }], '参数错误'],
    ];
    for (const [body, message] of cases) {
      const res = await saveUnchecked('t.bad', body);
      expect(res.body.resCode).toBe(400);
      expect(res.body.resDes).toContain(message);
    }
    expect((await save('bad key!', users)).body).toMatchObject({ resCode: 400, resDes: expect.stringContaining('表格标识') });
    expect((await read('t.bad')).body.data).toEqual(users);
    expect(await t.db.$count(fieldConfigs)).toBe(stored);
  });

  it('needs a login', async () => {
    expect((await t.as().call(getFieldsConfig, { params: { key: 'admin.users' } })).body.resCode).toBe(401);
    expect((await t.as().call(saveFieldsConfig, { params: { key: 'admin.users' }, body: users })).body.resCode).toBe(401);
  });
});
