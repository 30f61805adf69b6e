import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GroupNode } from '@shared/api/admin/group';
import { groupElements, groupMembers, groupMenus, groupTypes, groups, users } from '../../../server/db/schema';
import { DEMO_ROLES } from '@shared/screen';
import { demoUsers } from '../../../server/seed/demo';
import { createTestApp, type TestApp } from '../../support/app';
import { as, expectLastGateLog, signIn, userId, type As } from './support';
import { addGroup, deleteGroup, getGroup, groupAll, groupAuthority, groupTree, groupUsers, putGroup, putGroupAuthority, putGroupUsers } from '@shared/api/admin/group';
import { frontInfo, frontMenus } from '@shared/api/user';

let t: TestApp;
let admin: As;
let hr: As;
let sales: As;
let roleType: number;
let departmentType: number;
beforeAll(async () => {
  t = await createTestApp();
  ({ admin, hr, sales } = await signIn(t));
  const types = await t.db.select().from(groupTypes);
  roleType = types.find((x) => x.code === 'role')!.id;
  departmentType = types.find((x) => x.code === 'department')!.id;
});
afterAll(() => t.close());

async function groupId(code: string): Promise<number> {
  const [row] = await t.db.select({ id: groups.id }).from(groups).where(eq(groups.code, code));
  return row!.id;
}
const groupCount = () => t.db.$count(groups);
const tree = async (groupTypeId: number): Promise<GroupNode[]> => (await admin.call(groupTree, { query: { groupTypeId } })).data;

describe('group tree', () => {
  it('gives the groups of one type with member counts, to the groupManager screen only', async () => {
    const roles = await tree(roleType);
    // The administrators' group, then every demo role with its demo users.
    const demoRoleCounts = Object.keys(DEMO_ROLES).map((code) => [code, demoUsers.filter((u) => u.roles.includes(code)).length]);
    expect(roles.map((g) => [g.code, g.memberCount])).toEqual([['admin', 1], ...demoRoleCounts]);
    expect(await tree(departmentType)).toEqual([]);
    expect((await admin.call(groupTree)).resDes).toContain('请选择角色类型');
    expect((await hr.call(groupTree, { query: { groupTypeId: roleType } })).resCode).toBe(403);
  });

  it('offers the flat list to userManager too (its role picker), not to others', async () => {
    expect((await hr.call(groupAll)).data).toContainEqual(expect.objectContaining({ code: 'sales', groupTypeId: roleType }));
    expect((await sales.call(groupAll)).resCode).toBe(403);
  });
});

describe('adding, editing and deleting groups', () => {
  it('adds nested groups of one type and reads them back as a tree', async () => {
    const hrId = await groupId('hr');
    const res = await admin.call(addGroup, { body: { code: 'hr-recruit', name: '招聘', groupTypeId: roleType, parentId: hrId } });
    expect(res.resCode).toBe(200);
    await admin.call(addGroup, { body: { code: 'hr-campus', name: '校园招聘', groupTypeId: roleType, parentId: res.data.id } });
    const hrNode = (await tree(roleType)).find((g) => g.code === 'hr')!;
    expect(hrNode.children.map((g) => g.code)).toEqual(['hr-recruit']);
    expect(hrNode.children[0]!.children.map((g) => g.code)).toEqual(['hr-campus']);
    expect((await admin.call(getGroup, { params: { id: res.data.id } })).data).toMatchObject({ name: '招聘', parentId: hrId, groupTypeName: '角色' });
    await expectLastGateLog(t, { method: 'POST', path: '/api/admin/group', menu: '/baseManager/groupManager' });
  });

  // groupTypeId 'ROLE' stands for the seeded role type's id, known only once the database is up.
  it.each<[Record<string, unknown>, number, string]>([
    [{ code: 'g1', name: '无类型' }, 400, '请选择角色类型'],
    [{ code: 'g1', name: '类型错', groupTypeId: '1' }, 400, '请选择角色类型'],
    [{ name: '无编码', groupTypeId: 'ROLE' }, 400, '请输入编码'],
    [{ code: 'g1', groupTypeId: 'ROLE' }, 400, '请输入名称'],
    [{ code: 'g1', name: '无此类型', groupTypeId: 999999 }, 400, '角色类型不存在'],
    [{ code: 'g1', name: '无此上级', groupTypeId: 'ROLE', parentId: 999999 }, 400, '上级角色不存在'],
    [{ code: 'sales', name: '重复', groupTypeId: 'ROLE' }, 409, '编码已存在'],
  ])('refuses %j and adds nothing', async (body, resCode, message) => {
    const before = await groupCount();
    const res = await admin.callUnchecked(addGroup, { body: { ...body, groupTypeId: body.groupTypeId === 'ROLE' ? roleType : body.groupTypeId } });
    expect(res.resCode).toBe(resCode);
    expect(res.resDes).toContain(message);
    expect(await groupCount()).toBe(before);
  });

  it('refuses a parent of another type', async () => {
    const res = await admin.call(addGroup, { body: { code: 'dept-x', name: '部门', groupTypeId: departmentType, parentId: await groupId('hr') } });
    expect(res).toMatchObject({ resCode: 400, resDes: '上级角色必须属于同一角色类型' });
  });

  it('edits a group and refuses loops', async () => {
    const hrId = await groupId('hr');
    const recruit = await groupId('hr-recruit');
    const campus = await groupId('hr-campus');
    expect((await admin.call(putGroup, { body: { name: '校招', parentId: hrId, description: '应届生' }, params: { id: campus } })).resCode).toBe(200);
    expect((await admin.call(getGroup, { params: { id: campus } })).data).toMatchObject({ name: '校招', parentId: hrId, description: '应届生' });
    expect((await admin.call(putGroup, { body: { name: '校招', parentId: recruit }, params: { id: campus } })).resCode).toBe(200);

    const loop = '上级角色不能是它自己或它的下级';
    expect(await admin.call(putGroup, { body: { name: '人事行政', parentId: campus }, params: { id: hrId } })).toMatchObject({ resCode: 400, resDes: loop });
    expect(await admin.call(putGroup, { body: { name: '招聘', parentId: recruit }, params: { id: recruit } })).toMatchObject({ resCode: 400, resDes: loop });
    expect(await admin.call(putGroup, { body: { name: '招聘', code: 'sales' }, params: { id: recruit } })).toMatchObject({ resCode: 409 });
    expect(await admin.call(putGroup, { body: { name: '管理员', code: 'root' }, params: { id: await groupId('admin') } })).toMatchObject({
      resCode: 500,
      resDes: '系统管理员角色的编码不可修改',
    });
    const [hrRow] = await t.db.select().from(groups).where(eq(groups.id, hrId));
    expect(hrRow!.parentId).toBeNull();
    expect((await hr.call(putGroup, { body: { name: '改名' }, params: { id: recruit } })).resCode).toBe(403);
  });

  it('refuses to delete the admin group and groups with children', async () => {
    const before = await groupCount();
    expect(await admin.call(deleteGroup, { params: { id: await groupId('admin') } })).toMatchObject({ resCode: 500, resDes: '系统管理员角色不能删除' });
    expect(await admin.call(deleteGroup, { params: { id: await groupId('hr-recruit') } })).toMatchObject({
      resCode: 500,
      resDes: '该角色下还有下级角色，请先删除或移走下级角色',
    });
    expect((await hr.call(deleteGroup, { params: { id: await groupId('hr-campus') } })).resCode).toBe(403);
    expect(await groupCount()).toBe(before);
  });

  it('deletes a leaf group with its members and grants', async () => {
    const campus = await groupId('hr-campus');
    await admin.call(putGroupUsers, { body: { members: [await userId(t, 'liuyang')], leaders: [] }, params: { id: campus } });
    await admin.call(putGroupAuthority, { body: { menus: ['/baseManager/userManager'], elements: ['userManager:btn_add'] }, params: { id: campus } });
    expect((await admin.call(deleteGroup, { params: { id: campus } })).resCode).toBe(200);
    expect(await t.db.$count(groups, eq(groups.id, campus))).toBe(0);
    expect(await t.db.$count(groupMembers, eq(groupMembers.groupId, campus))).toBe(0);
    expect(await t.db.$count(groupMenus, eq(groupMenus.groupId, campus))).toBe(0);
    expect(await t.db.$count(groupElements, eq(groupElements.groupId, campus))).toBe(0);
    await expectLastGateLog(t, { method: 'DELETE', path: `/api/admin/group/${campus}`, menu: '/baseManager/groupManager' });
  });
});

describe('members and leaders', () => {
  it('lists both roles of the admin group', async () => {
    const res = await admin.call(groupUsers, { params: { id: await groupId('admin') } });
    expect(res.data).toEqual({
      members: [{ id: await userId(t, 'admin'), username: 'admin', name: '系统管理员' }],
      leaders: [{ id: await userId(t, 'admin'), username: 'admin', name: '系统管理员' }],
    });
  });

  it('replaces both lists; a leader holds the group permissions too', async () => {
    const sales = await groupId('sales');
    const [zhangwei, lina, wangfang] = [await userId(t, 'zhangwei'), await userId(t, 'lina'), await userId(t, 'wangfang')];
    const res = await admin.call(putGroupUsers, { body: { members: [zhangwei, lina, lina], leaders: [wangfang] }, params: { id: sales } });
    expect(res.resCode).toBe(200);
    await expectLastGateLog(t, { method: 'PUT', path: `/api/admin/group/${sales}/user`, menu: '/baseManager/groupManager' });
    const read = await admin.call(groupUsers, { params: { id: sales } });
    expect(read.data.members.map((u: { username: string }) => u.username)).toEqual(['lina', 'zhangwei']);
    expect(read.data.leaders.map((u: { username: string }) => u.username)).toEqual(['wangfang']);
    const leader = as(t, await t.login('wangfang'));
    expect((await leader.call(frontInfo)).data.menus).toContain('/operationManager/client-list');
    expect((await tree(roleType)).find((g) => g.code === 'sales')!.memberCount).toBe(3);
  });

  it.each([
    [{ members: [999999], leaders: [] }, '用户不存在或已删除：999999'],
    [{ members: ['a'], leaders: [] }, '成员必须是用户编号列表'],
    [{ members: [] }, '领导必须是用户编号列表'],
  ])('refuses %j and changes nothing', async (body, message) => {
    const sales = await groupId('sales');
    const res = await admin.callUnchecked(putGroupUsers, { body: body, params: { id: sales } });
    expect(res.resCode).toBe(400);
    expect(res.resDes).toContain(message);
    expect(await t.db.$count(groupMembers, eq(groupMembers.groupId, sales))).toBe(3);
  });

  it('refuses deleted accounts', async () => {
    const [ghost] = await t.db
      .insert(users)
      .values({ username: 'ghost', name: '已删除', passwordHash: 'x', status: 'deleted' })
      .returning({ id: users.id });
    const res = await admin.call(putGroupUsers, { body: { members: [ghost!.id], leaders: [] }, params: { id: await groupId('sales') } });
    expect(res).toMatchObject({ resCode: 400, resDes: `用户不存在或已删除：${ghost!.id}` });
  });

  it('keeps at least one active member in the admin group', async () => {
    const adminGroup = await groupId('admin');
    const message = '系统管理员角色至少要保留一个启用中的成员';
    expect(await admin.call(putGroupUsers, { body: { members: [], leaders: [] }, params: { id: adminGroup } })).toMatchObject({ resCode: 500, resDes: message });
    const [disabled] = await t.db
      .insert(users)
      .values({ username: 'sleeper', name: '停用', passwordHash: 'x', status: 'disabled' })
      .returning({ id: users.id });
    expect(await admin.call(putGroupUsers, { body: { members: [disabled!.id], leaders: [] }, params: { id: adminGroup } })).toMatchObject({
      resCode: 500,
      resDes: message,
    });
    const adminId = await userId(t, 'admin');
    expect(await t.db.$count(groupMembers, and(eq(groupMembers.groupId, adminGroup), eq(groupMembers.userId, adminId)))).toBe(2);
    const ok = await admin.call(putGroupUsers, { body: { members: [adminId, disabled!.id], leaders: [adminId] }, params: { id: adminGroup } });
    expect(ok.resCode).toBe(200);
  });

  it('is refused to a user without groupManager:btn_userManager', async () => {
    const hrGroup = await groupId('hr');
    expect((await hr.call(putGroupUsers, { body: { members: [], leaders: [] }, params: { id: hrGroup } })).resCode).toBe(403);
    expect((await hr.call(groupUsers, { params: { id: hrGroup } })).resCode).toBe(403);
    expect(await t.db.$count(groupMembers, eq(groupMembers.groupId, hrGroup))).toBe(1);
  });
});

describe('grants', () => {
  it('reads the codes granted to a group', async () => {
    const res = await admin.call(groupAuthority, { params: { id: await groupId('hr') } });
    expect(res.data).toEqual({
      menus: ['/baseManager/userManager', '/baseManager/vtEmployeeManager'],
      elements: ['userManager:btn_add', 'userManager:btn_edit', 'userManager:btn_lark', 'vtEmployeeManager:btn_add', 'vtEmployeeManager:btn_edit'],
    });
  });

  it('takes effect on the next request: hr gets the groupManager screen once granted', async () => {
    const hrGroup = await groupId('hr');
    expect((await hr.call(groupTree, { query: { groupTypeId: roleType } })).resCode).toBe(403);
    const before = (await admin.call(groupAuthority, { params: { id: hrGroup } })).data;
    const res = await admin.call(putGroupAuthority, { body: {
      menus: [...before.menus, '/baseManager/groupManager'],
      elements: before.elements,
    }, params: { id: hrGroup } });
    expect(res.resCode).toBe(200);
    expect((await hr.call(groupTree, { query: { groupTypeId: roleType } })).resCode).toBe(200);
    await expectLastGateLog(t, { method: 'PUT', path: `/api/admin/group/${hrGroup}/authority`, menu: '/baseManager/groupManager' });
  });

  it('does not let a user grant itself more without groupManager:btn_resourceManager', async () => {
    const hrGroup = await groupId('hr');
    const res = await hr.call(putGroupAuthority, { body: { menus: ['/baseManager/menuManager'], elements: [] }, params: { id: hrGroup } });
    expect(res.resCode).toBe(403);
    expect((await admin.call(groupAuthority, { params: { id: hrGroup } })).data.menus).not.toContain('/baseManager/menuManager');
  });

  it('grants a child menu alone and ignores fixed routes', async () => {
    const finance = await groupId('finance');
    const res = await admin.call(putGroupAuthority, { body: { menus: ['/psi/inventory', '/dashboard'], elements: [] }, params: { id: finance } });
    expect(res.resCode).toBe(200);
    expect((await admin.call(groupAuthority, { params: { id: finance } })).data).toEqual({ menus: ['/psi/inventory'], elements: [] });
    const lina = as(t, await t.login('lina'));
    const tree = (await lina.call(frontMenus)).data as Array<{ code: string; children: Array<{ code: string }> }>;
    expect(tree.find((m) => m.code === '/psi')!.children.map((c) => c.code)).toEqual(['/psi/inventory']);
  });

  it.each([
    [{ menus: ['/no/such/menu'], elements: [] }, '未知的菜单编码：/no/such/menu'],
    [{ menus: [], elements: ['ghost:btn_x'] }, '未知的按钮编码：ghost:btn_x'],
    [{ menus: '/psi/inventory', elements: [] }, '菜单必须是编码列表'],
    [{ menus: [] }, '按钮必须是编码列表'],
  ])('refuses %j and changes nothing', async (body, message) => {
    const finance = await groupId('finance');
    const res = await admin.callUnchecked(putGroupAuthority, { body: body, params: { id: finance } });
    expect(res.resCode).toBe(400);
    expect(res.resDes).toContain(message);
    expect((await admin.call(groupAuthority, { params: { id: finance } })).data.menus).toEqual(['/psi/inventory']);
  });

  it('never changes the admin group grants', async () => {
    const adminGroup = await groupId('admin');
    const before = await t.db.$count(groupMenus, eq(groupMenus.groupId, adminGroup));
    const res = await admin.call(putGroupAuthority, { body: { menus: [], elements: [] }, params: { id: adminGroup } });
    expect(res).toMatchObject({ resCode: 500, resDes: '系统管理员角色始终拥有全部权限，不可修改' });
    expect(await t.db.$count(groupMenus, eq(groupMenus.groupId, adminGroup))).toBe(before);
  });
});
