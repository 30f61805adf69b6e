import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupTypes } from '../../../server/db/schema';
import { DEMO_ROLES } from '@shared/screen';
import { createTestApp, type TestApp } from '../../support/app';
import { expectLastGateLog, signIn, type As } from './support';
import { addGroup, deleteGroup, groupTree } from '@shared/api/admin/group';
import { addGroupType, deleteGroupType, groupTypeAll, groupTypePage, putGroupType } from '@shared/api/admin/groupType';

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
    const page = await admin.call(groupTypePage, { query: { page: 1, limit: 10 } });
    expect(page.data.total).toBe(2);
    expect(page.data.rows).toEqual([
      expect.objectContaining({ code: 'role', name: '角色', groupCount: Object.keys(DEMO_ROLES).length + 1 }), // and the administrators
      expect.objectContaining({ code: 'department', name: '部门', groupCount: 0 }),
    ]);
    const filtered = await admin.call(groupTypePage, { query: { name: '部' } });
    expect(filtered.data.rows.map((r: { code: string }) => r.code)).toEqual(['department']);
    expect((await admin.call(groupTypePage, { query: { name: 'ROLE' } })).data.total).toBe(1);
  });

  it('needs the groupTypeManager screen for the page, any login for the pick list', async () => {
    expect((await hr.call(groupTypePage)).resCode).toBe(403);
    const all = await hr.call(groupTypeAll);
    expect(all.resCode).toBe(200);
    expect(all.data.map((r: { code: string }) => r.code)).toEqual(['role', 'department']);
  });
});

describe('adding and editing group types', () => {
  it('adds a type and logs the call under groupTypeManager:btn_add', async () => {
    const res = await admin.call(addGroupType, { body: { code: 'project', name: '项目组', description: '跨部门项目' } });
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
    const res = await admin.callUnchecked(addGroupType, { body: body });
    expect(res.resCode).toBe(resCode);
    expect(res.resDes).toContain(message);
    expect(await typeCount()).toBe(before);
  });

  it('renames any type but keeps the codes of the seeded ones', async () => {
    const role = await typeId('role');
    expect((await admin.call(putGroupType, { body: { name: '岗位角色' }, params: { id: role } })).resCode).toBe(200);
    expect(await admin.call(putGroupType, { body: { name: '角色', code: 'roles' }, params: { id: role } })).toMatchObject({
      resCode: 500,
      resDes: '内置角色类型的编码不可修改',
    });
    const project = await typeId('project');
    expect((await admin.call(putGroupType, { body: { name: '项目', code: 'projects' }, params: { id: project } })).resCode).toBe(200);
    expect(await admin.call(putGroupType, { body: { name: '项目', code: 'department' }, params: { id: project } })).toMatchObject({ resCode: 409 });
    const rows = await t.db.select().from(groupTypes).orderBy(groupTypes.id);
    expect(rows.map((r) => [r.code, r.name])).toEqual([
      ['role', '岗位角色'],
      ['department', '部门'],
      ['projects', '项目'],
    ]);
  });

  it('is refused to a user without the groupTypeManager buttons', async () => {
    const before = await typeCount();
    expect((await hr.call(addGroupType, { body: { code: 'hrtype', name: '人事' } })).resCode).toBe(403);
    expect((await hr.call(putGroupType, { body: { name: '改名' }, params: { id: await typeId('projects') } })).resCode).toBe(403);
    expect((await hr.call(deleteGroupType, { params: { id: await typeId('projects') } })).resCode).toBe(403);
    expect(await typeCount()).toBe(before);
  });
});

describe('deleting group types', () => {
  it('never deletes the seeded types, nor a type that still has groups', async () => {
    expect(await admin.call(deleteGroupType, { params: { id: await typeId('department') } })).toMatchObject({
      resCode: 500,
      resDes: '内置角色类型“部门”不能删除',
    });
    const projects = await typeId('projects');
    await admin.call(addGroup, { body: { code: 'launch-2025', name: '新品上市', groupTypeId: projects } });
    expect(await admin.call(deleteGroupType, { params: { id: projects } })).toMatchObject({
      resCode: 500,
      resDes: '该类型下还有 1 个角色，请先删除这些角色',
    });
    expect(await typeCount()).toBe(3);
  });

  it('deletes an empty custom type', async () => {
    const projects = await typeId('projects');
    const [group] = (await admin.call(groupTree, { query: { groupTypeId: projects } })).data;
    expect((await admin.call(deleteGroup, { params: { id: group.id } })).resCode).toBe(200);
    expect((await admin.call(deleteGroupType, { params: { id: projects } })).resCode).toBe(200);
    expect(await t.db.$count(groupTypes, eq(groupTypes.id, projects))).toBe(0);
    expect(await admin.call(deleteGroupType, { params: { id: projects } })).toMatchObject({ resCode: 404, resDes: '角色类型不存在' });
  });
});
