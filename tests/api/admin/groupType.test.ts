import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupTypes } from '../../../server/db/schema';
import { createTestApp, type TestApp } from '../../support/app';
import { expectLastGateLog, signIn, type As } from './support';

let t: TestApp;
let admin: As;
let hr: As;
beforeAll(async () => {
  t = await createTestApp();
  ({ admin, hr } = await signIn(t));
});
afterAll(() => t.close());

const typeCount = () => t.db.$count(groupTypes);
async function typeId(code: string): Promise<number> {
  const [row] = await t.db.select({ id: groupTypes.id }).from(groupTypes).where(eq(groupTypes.code, code));
  return row!.id;
}

describe('listing group types', () => {
  it('pages the types with their group counts and filters by name or code', async () => {
    const page = await admin.get('/api/admin/groupType/page', { page: 1, limit: 10 });
    expect(page.data.total).toBe(2);
    expect(page.data.rows).toEqual([
      expect.objectContaining({ code: 'role', name: '角色', groupCount: 6 }),
      expect.objectContaining({ code: 'department', name: '部门', groupCount: 0 }),
    ]);
    const filtered = await admin.get('/api/admin/groupType/page', { name: '部' });
    expect(filtered.data.rows.map((r: { code: string }) => r.code)).toEqual(['department']);
    expect((await admin.get('/api/admin/groupType/page', { name: 'ROLE' })).data.total).toBe(1);
  });

  it('needs the groupTypeManager screen for the page, any login for the pick list', async () => {
    expect((await hr.get('/api/admin/groupType/page')).resCode).toBe(403);
    const all = await hr.get('/api/admin/groupType/all');
    expect(all.resCode).toBe(200);
    expect(all.data.map((r: { code: string }) => r.code)).toEqual(['role', 'department']);
  });
});

describe('adding and editing group types', () => {
  it('adds a type and logs the call under groupTypeManager:btn_add', async () => {
    const res = await admin.post('/api/admin/groupType', { code: 'project', name: '项目组', description: '跨部门项目' });
    expect(res.resCode).toBe(200);
    const [row] = await t.db.select().from(groupTypes).where(eq(groupTypes.id, res.data.id));
    expect(row).toMatchObject({ code: 'project', name: '项目组', description: '跨部门项目' });
    await expectLastGateLog(t, { method: 'POST', path: '/api/admin/groupType', menu: '/baseManager/groupTypeManager' });
  });

  it.each([
    [{ name: '无编码' }, 400, '请输入编码'],
    [{ code: '项目 组', name: '中文编码' }, 400, '编码只能包含字母、数字、_ 和 -'],
    [{ code: 'team' }, 400, '请输入名称'],
    [{ code: 'team', name: 42 }, 400, '请输入名称'],
    [{ code: 'role', name: '重复' }, 409, '编码已存在'],
  ])('refuses %j and adds nothing', async (body, resCode, message) => {
    const before = await typeCount();
    const res = await admin.post('/api/admin/groupType', body);
    expect(res.resCode).toBe(resCode);
    expect(res.resDes).toContain(message);
    expect(await typeCount()).toBe(before);
  });

  it('renames any type but keeps the codes of the seeded ones', async () => {
    const role = await typeId('role');
    expect((await admin.put(`/api/admin/groupType/${role}`, { name: '岗位角色' })).resCode).toBe(200);
    expect(await admin.put(`/api/admin/groupType/${role}`, { name: '角色', code: 'roles' })).toMatchObject({
      resCode: 500,
      resDes: '内置角色类型的编码不可修改',
    });
    const project = await typeId('project');
    expect((await admin.put(`/api/admin/groupType/${project}`, { name: '项目', code: 'projects' })).resCode).toBe(200);
    expect(await admin.put(`/api/admin/groupType/${project}`, { name: '项目', code: 'department' })).toMatchObject({ resCode: 409 });
    const rows = await t.db.select().from(groupTypes).orderBy(groupTypes.id);
    expect(rows.map((r) => [r.code, r.name])).toEqual([
      ['role', '岗位角色'],
      ['department', '部门'],
      ['projects', '项目'],
    ]);
  });

  it('is refused to a user without the groupTypeManager buttons', async () => {
    const before = await typeCount();
    expect((await hr.post('/api/admin/groupType', { code: 'hrtype', name: '人事' })).resCode).toBe(403);
    expect((await hr.put(`/api/admin/groupType/${await typeId('projects')}`, { name: '改名' })).resCode).toBe(403);
    expect((await hr.del(`/api/admin/groupType/${await typeId('projects')}`)).resCode).toBe(403);
    expect(await typeCount()).toBe(before);
  });
});

describe('deleting group types', () => {
  it('never deletes the seeded types, nor a type that still has groups', async () => {
    expect(await admin.del(`/api/admin/groupType/${await typeId('department')}`)).toMatchObject({
      resCode: 500,
      resDes: '内置角色类型“部门”不能删除',
    });
    const projects = await typeId('projects');
    await admin.post('/api/admin/group', { code: 'launch-2025', name: '新品上市', groupTypeId: projects });
    expect(await admin.del(`/api/admin/groupType/${projects}`)).toMatchObject({
      resCode: 500,
      resDes: '该类型下还有 1 个角色，请先删除这些角色',
    });
    expect(await typeCount()).toBe(3);
  });

  it('deletes an empty custom type', async () => {
    const projects = await typeId('projects');
    const [group] = (await admin.get('/api/admin/group/tree', { groupTypeId: projects })).data;
    expect((await admin.del(`/api/admin/group/${group.id}`)).resCode).toBe(200);
    expect((await admin.del(`/api/admin/groupType/${projects}`)).resCode).toBe(200);
    expect(await t.db.$count(groupTypes, eq(groupTypes.id, projects))).toBe(0);
    expect(await admin.del(`/api/admin/groupType/${projects}`)).toMatchObject({ resCode: 404, resDes: '角色类型不存在' });
  });
});
