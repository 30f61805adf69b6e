import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { gateLogs, users } from '../../server/db/schema';
import { demoUsers } from '../../server/seed/demo';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../support/app';

let t: TestApp;
let admin: string;
let hr: string;
let sales: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, hr, sales] = await Promise.all([t.login('admin'), t.login('liuyang'), t.login('zhangwei')]);
});
afterAll(() => t.close());

const userByName = async (username: string) => (await t.db.select().from(users).where(eq(users.username, username)))[0];

describe('user list', () => {
  it('pages and filters by name, status and group', async () => {
    const all = await t.http.get('/api/admin/user/page').query({ page: 1, limit: 2 }).set('Authorization', admin);
    expect(all.body.data.total).toBe(demoUsers.length + 1); // and admin
    expect(all.body.data.rows).toHaveLength(2);
    const byName = await t.http.get('/api/admin/user/page').query({ name: '李娜' }).set('Authorization', admin);
    expect(byName.body.data.rows.map((r: { username: string }) => r.username)).toEqual(['lina']);
    expect(byName.body.data.rows[0].groups[0].name).toBe('财务');
  });

  it('offers a pick list of active users to any signed-in user', async () => {
    const res = await t.http.get('/api/admin/user/getUserPage').query({ page: 1, limit: 2000 }).set('Authorization', sales);
    expect(res.body.data.rows.length).toBe(demoUsers.length + 1);
    expect(Object.keys(res.body.data.rows[0]).sort()).toEqual(['id', 'name', 'username']);
  });

  it('refuses the admin list to a user without the menu', async () => {
    const res = await t.http.get('/api/admin/user/page').set('Authorization', sales);
    expect(res.body.resCode).toBe(403);
  });
});

describe('add, edit, delete', () => {
  it('adds a user with roles and reads it back; the new account can log in', async () => {
    const res = await t.http
      .post('/api/admin/user/addUser')
      .set('Authorization', hr)
      .send({ username: 'zhaoxin', password: 'start123', name: '赵欣', email: 'zhaoxin@crossdock.example', groupIds: [] });
    expect(res.body.resCode).toBe(200);
    const read = await t.http.get(`/api/admin/user/${res.body.data.id}`).set('Authorization', hr);
    expect(read.body.data).toMatchObject({ username: 'zhaoxin', name: '赵欣', status: 'active' });
    expect(await t.login('zhaoxin', 'start123')).toBeTypeOf('string');
  });

  it('refuses a duplicate account, bad fields and unknown roles, storing nothing', async () => {
    const before = await t.db.$count(users);
    const dup = await t.http.post('/api/admin/user/addUser').set('Authorization', hr).send({ username: 'lina', password: 'abcdef', name: 'x' });
    expect(dup.body).toMatchObject({ resCode: 409, resDes: '账号已存在' });
    const short = await t.http.post('/api/admin/user/addUser').set('Authorization', hr).send({ username: 'newbie', password: '123', name: 'x' });
    expect(short.body.resCode).toBe(400);
    expect(short.body.resDes).toContain('操作失败，密码长度不能小于5位！');
    const noName = await t.http.post('/api/admin/user/addUser').set('Authorization', hr).send({ username: 'newbie', password: '12345' });
    expect(noName.body.resCode).toBe(400);
    const badGroup = await t.http
      .post('/api/admin/user/addUser')
      .set('Authorization', hr)
      .send({ username: 'newbie', password: '12345', name: 'x', groupIds: [9999] });
    expect(badGroup.body).toMatchObject({ resCode: 400, resDes: '所选角色不存在' });
    expect(await t.db.$count(users)).toBe(before);
  });

  it('edits a user; disabling ends their sessions', async () => {
    const lina = await userByName('lina');
    const token = await t.login('lina');
    const res = await t.http.put(`/api/admin/user/${lina!.id}`).set('Authorization', hr).send({ name: '李娜', mobile: '13800000000', status: 'disabled' });
    expect(res.body.resCode).toBe(200);
    expect((await userByName('lina'))!.mobile).toBe('13800000000');
    expect((await t.http.get('/api/admin/user/front/info').set('Authorization', token)).body.resCode).toBe(401);
    const login = await t.http.post('/api/auth/jwt/token').send({ username: 'lina', password: DEMO_PASSWORD });
    expect(login.body.resCode).toBe(402);
    await t.http.put(`/api/admin/user/${lina!.id}`).set('Authorization', hr).send({ name: '李娜', status: 'active' });
  });

  it('deletes a user: the account is kept as deleted, cannot log in, and the call is in the gate log', async () => {
    const wang = await userByName('wangfang');
    const forbidden = await t.http.post('/api/admin/user/deleteUserForCrm').set('Authorization', hr).send({ id: wang!.id });
    expect(forbidden.body.resCode).toBe(403);
    const res = await t.http.post('/api/admin/user/deleteUserForCrm').set('Authorization', admin).send({ id: wang!.id });
    expect(res.body.resCode).toBe(200);
    expect((await userByName('wangfang'))!.status).toBe('deleted');
    expect((await t.http.get(`/api/admin/user/${wang!.id}`).set('Authorization', admin)).body.resCode).toBe(404);
    await vi.waitFor(async () => {
      const logs = await t.db.select().from(gateLogs).where(eq(gateLogs.path, '/api/admin/user/deleteUserForCrm'));
      expect(logs.map((l) => [l.username, l.resCode, l.menu])).toEqual(
        expect.arrayContaining([
          ['liuyang', 403, '/baseManager/userManager'],
          ['admin', 200, '/baseManager/userManager'],
        ]),
      );
    });
  });

  it('refuses to delete oneself', async () => {
    const me = await userByName('admin');
    const res = await t.http.post('/api/admin/user/deleteUserForCrm').set('Authorization', admin).send({ id: me!.id });
    expect(res.body).toMatchObject({ resCode: 500, resDes: '不能删除自己的账号' });
  });

  it('resets a password: the temporary one works, the old one does not', async () => {
    const zhang = await userByName('zhangwei');
    const res = await t.http.post('/api/admin/user/resetPassword').set('Authorization', admin).send({ id: zhang!.id });
    const temporary = res.body.data.password as string;
    expect(temporary.length).toBeGreaterThanOrEqual(8);
    expect((await t.http.post('/api/auth/jwt/token').send({ username: 'zhangwei', password: DEMO_PASSWORD })).body.resCode).toBe(402);
    expect(await t.login('zhangwei', temporary)).toBeTypeOf('string');
  });
});

describe('direct login', () => {
  it('lets an admin act as another user, recorded in the session and the gate log', async () => {
    const liu = await userByName('liuyang');
    const res = await t.http.get('/api/auth/jwt/directLogin').query({ userId: liu!.id }).set('Authorization', admin);
    const info = await t.http.get('/api/admin/user/front/info').set('Authorization', res.body.data.token);
    expect(info.body.data).toMatchObject({ username: 'liuyang', actingAdmin: '系统管理员' });
    await vi.waitFor(async () => {
      const [log] = await t.db.select().from(gateLogs).where(eq(gateLogs.path, '/api/auth/jwt/directLogin'));
      expect(log).toMatchObject({ username: 'admin', resCode: 200 });
    });
  });

  it('is refused to users without the button code', async () => {
    const res = await t.http.get('/api/auth/jwt/directLogin').query({ userId: 1 }).set('Authorization', hr);
    expect(res.body.resCode).toBe(403);
  });
});
