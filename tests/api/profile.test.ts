import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedback, users } from '../../server/db/schema';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../support/app';
import { GIF_1x1, PNG_1x1, PNG_3MB } from '../support/files';

let t: TestApp;
let sales: string;
beforeAll(async () => {
  t = await createTestApp();
  sales = await t.login('zhangwei');
});
afterAll(() => t.close());

describe('change password', () => {
  const change = (body: object) => t.http.post('/api/admin/user/updatePassword').set('Authorization', sales).send(body);

  it('answers each refusal with the spec message and keeps the password', async () => {
    expect((await change({ oldPassword: DEMO_PASSWORD })).body).toMatchObject({ resCode: 500, resDes: '操作失败，请输入旧密码和新密码！' });
    expect((await change({ oldPassword: DEMO_PASSWORD, newPassword: '1234' })).body).toMatchObject({
      resCode: 500,
      resDes: '操作失败，密码长度不能小于5位！',
    });
    expect((await change({ oldPassword: 'not-it', newPassword: '123456' })).body).toMatchObject({ resCode: 500, resDes: '旧密码错误' });
    expect(await t.login('zhangwei', DEMO_PASSWORD)).toBeTypeOf('string');
  });

  it('changes it: 修改成功, and only the new one logs in', async () => {
    expect((await change({ oldPassword: DEMO_PASSWORD, newPassword: 'fresh-pass' })).body).toMatchObject({ resCode: 200, resDes: '修改成功' });
    expect((await t.http.post('/api/auth/jwt/token').send({ username: 'zhangwei', password: DEMO_PASSWORD })).body.resCode).toBe(402);
    expect(await t.login('zhangwei', 'fresh-pass')).toBeTypeOf('string');
  });
});

describe('feedback', () => {
  it('needs subject and content, stores it, and admins list it', async () => {
    const missing = await t.http.post('/api/admin/feedback/sendFeedback').set('Authorization', sales).send({ subject: '  ' });
    expect(missing.body).toMatchObject({ resCode: 500, resDes: '操作失败，请输入主题和内容！' });
    expect(await t.db.$count(feedback)).toBe(0);
    const sent = await t.http.post('/api/admin/feedback/sendFeedback').set('Authorization', sales).send({ subject: '导出太慢', content: '付款列表导出要等很久' });
    expect(sent.body).toMatchObject({ resCode: 200, resDes: '反馈成功' });
    const list = await t.http.get('/api/admin/feedback/page').set('Authorization', await t.login('admin'));
    expect(list.body.data.rows[0]).toMatchObject({ subject: '导出太慢', userName: '张伟' });
    expect((await t.http.get('/api/admin/feedback/page').set('Authorization', sales)).body.resCode).toBe(403);
  });
});

describe('avatar upload', () => {
  const upload = (file: Buffer, name: string, token = sales) =>
    t.http.post('/api/admin/user/uploadAvatar').set('Authorization', token).attach('file', file, name);
  const avatarOf = async (username: string) => (await t.db.select().from(users).where(eq(users.username, username)))[0]!.avatar;

  it('stores a PNG (checked by content) and serves it', async () => {
    const res = await upload(PNG_1x1, 'me.png');
    expect(res.body.resCode).toBe(200);
    expect(await avatarOf('zhangwei')).toBe(res.body.data.avatar);
    const file = path.join(t.deps.config.dataDir, 'uploads', 'avatars', path.basename(res.body.data.avatar));
    expect(fs.readFileSync(file)).toEqual(PNG_1x1);
    const served = await t.http.get(res.body.data.avatar);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
  });

  it('refuses a GIF named .png, a file over 2 MB and an empty file, changing nothing', async () => {
    const before = await avatarOf('zhangwei');
    expect((await upload(GIF_1x1, 'fake.png')).body).toMatchObject({ resCode: 400, resDes: '上传头像图片只能是 JPG/PNG 格式!' });
    expect((await upload(PNG_3MB, 'big.png')).body).toMatchObject({ resCode: 413, resDes: '上传头像图片大小不能超过 2MB!' });
    expect((await upload(Buffer.alloc(0), 'empty.png')).body.resCode).toBe(501);
    expect(await avatarOf('zhangwei')).toBe(before);
  });

  it("refuses to set another user's avatar without the edit code", async () => {
    const [lina] = await t.db.select().from(users).where(eq(users.username, 'lina'));
    const res = await t.http
      .post('/api/admin/user/uploadAvatar')
      .set('Authorization', sales)
      .field('userId', String(lina!.id))
      .attach('file', PNG_1x1, 'x.png');
    expect(res.body.resCode).toBe(403);
    expect(await avatarOf('lina')).toBeNull();
  });
});

describe('theme mode', () => {
  const save = (token: string, body: unknown) => t.http.post('/api/admin/user/front/theme').set('Authorization', token).send(body as object);
  const info = async (token: string) => (await t.http.get('/api/admin/user/front/info').set('Authorization', token)).body.data;
  const stored = async (username: string) => (await t.db.select({ themeMode: users.themeMode }).from(users).where(eq(users.username, username)))[0]!.themeMode;

  it('follows the system until the user chooses, then keeps the choice for that user only', async () => {
    const other = await t.login('chenjing');
    expect((await info(sales)).themeMode).toBe('system');
    expect((await save(sales, { themeMode: 'dark' })).body.resCode).toBe(200);
    expect(await stored('zhangwei')).toBe('dark');
    expect((await info(sales)).themeMode).toBe('dark');
    expect((await info(other)).themeMode).toBe('system');
    expect((await save(sales, { themeMode: 'light' })).body.resCode).toBe(200);
    expect((await info(sales)).themeMode).toBe('light');
  });

  it('refuses a mode it does not know and keeps the saved one', async () => {
    await save(sales, { themeMode: 'dark' });
    for (const body of [{ themeMode: 'purple' }, {}, { themeMode: 1 }]) {
      const res = await save(sales, body);
      expect(res.status).toBe(200);
      expect(res.body.resCode).toBe(400);
      expect(res.body.resDes).toMatch(/^参数错误（themeMode/);
    }
    expect(await stored('zhangwei')).toBe('dark');
  });
});
