import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupElements, groupMembers, groups, users, elements } from '../../server/db/schema';
import { createTestApp, type TestApp } from '../support/app';

/**
 * A role that manages users (人事行政: userManager with add/edit) must not be a way to become an
 * administrator: not by giving roles, not by editing, resetting or acting as an administrator.
 */
let t: TestApp;
let hr: string;
let adminId: number;
let adminGroupId: number;
let hrId: number;
beforeAll(async () => {
  t = await createTestApp();
  hr = await t.login('liuyang');
  adminId = (await t.db.select().from(users).where(eq(users.username, 'admin')))[0]!.id;
  hrId = (await t.db.select().from(users).where(eq(users.username, 'liuyang')))[0]!.id;
  adminGroupId = (await t.db.select().from(groups).where(eq(groups.code, 'admin')))[0]!.id;
});
afterAll(() => t.close());

const adminMembers = async () =>
  (await t.db.select().from(groupMembers).where(eq(groupMembers.groupId, adminGroupId))).map((m) => m.userId);

async function grantHr(code: string) {
  const [hrGroup] = await t.db.select().from(groups).where(eq(groups.code, 'hr'));
  const [element] = await t.db.select().from(elements).where(eq(elements.code, code));
  await t.db.insert(groupElements).values({ groupId: hrGroup!.id, elementId: element!.id });
}

describe('role assignment from userManager', () => {
  it('needs the role-assignment code to change roles', async () => {
    const res = await t.http.put(`/api/admin/user/${hrId}`).set('Authorization', hr).send({ name: '刘洋', groupIds: [adminGroupId] });
    expect(res.body).toMatchObject({ resCode: 500, resDes: '没有分配角色的权限' });
    const created = await t.http
      .post('/api/admin/user/addUser')
      .set('Authorization', hr)
      .send({ username: 'sneaky', password: 'abcdef', name: '新人', groupIds: [adminGroupId] });
    expect(created.body.resCode).toBe(500);
    expect(await t.db.$count(users, eq(users.username, 'sneaky'))).toBe(0);
    expect(await adminMembers()).not.toContain(hrId);
  });

  it('accepts an edit that sends the roles the user already has', async () => {
    const [hrGroup] = await t.db.select().from(groups).where(eq(groups.code, 'hr'));
    const res = await t.http.put(`/api/admin/user/${hrId}`).set('Authorization', hr).send({ name: '刘洋', groupIds: [hrGroup!.id] });
    expect(res.body.resCode).toBe(200);
  });

  it('with the code, still refuses the administrators group to a non-administrator', async () => {
    await grantHr('groupManager:btn_userManager');
    const res = await t.http.put(`/api/admin/user/${hrId}`).set('Authorization', hr).send({ name: '刘洋', groupIds: [adminGroupId] });
    expect(res.body.resDes).toBe('只有系统管理员可以调整系统管理员角色的成员');
    expect(await adminMembers()).not.toContain(hrId);
  });
});

describe('administrator accounts', () => {
  it('cannot be edited, disabled or reset by a non-administrator', async () => {
    const edit = await t.http.put(`/api/admin/user/${adminId}`).set('Authorization', hr).send({ name: '被改了', status: 'disabled' });
    expect(edit.body).toMatchObject({ resCode: 500, resDes: '只有系统管理员可以操作管理员账号' });
    const [admin] = await t.db.select().from(users).where(eq(users.id, adminId));
    expect(admin).toMatchObject({ name: '系统管理员', status: 'active' });
  });

  it('cannot be impersonated or have their password reset by a non-administrator holding those codes', async () => {
    await grantHr('userManager:btn_directLogin');
    await grantHr('userManager:btn_resetPwd');
    const direct = await t.http.get('/api/auth/jwt/directLogin').query({ userId: adminId }).set('Authorization', hr);
    expect(direct.body.resCode).toBe(500);
    expect(direct.body.data).toBeNull();
    const reset = await t.http.post('/api/admin/user/resetPassword').set('Authorization', hr).send({ id: adminId });
    expect(reset.body.resCode).toBe(500);
    expect(await t.login('admin')).toBeTypeOf('string');
  });

  it('cannot be changed through groupManager members by a non-administrator', async () => {
    const res = await t.http
      .put(`/api/admin/group/${adminGroupId}/user`)
      .set('Authorization', hr)
      .send({ members: [adminId, hrId], leaders: [] });
    expect(res.body.resCode).toBe(500);
    expect(await adminMembers()).not.toContain(hrId);
  });
});
