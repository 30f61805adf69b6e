import { eq } from 'drizzle-orm';
import type { BodyOf } from '@shared/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminMenuNode } from '@shared/api/admin/menu';
import { elements, groupElements, groupMenus, groups, menus } from '../../../server/db/schema';
import { createTestApp, type TestApp } from '../../support/app';
import { expectLastGateLog, signIn, type As } from './support';
import { addElement, addMenu as postMenu, deleteElement, deleteMenu, elementList, getMenu, menuTree, putElement, putMenu } from '@shared/api/admin/menu';
import { frontInfo } from '@shared/api/user';

let t: TestApp;
let admin: As;
let hr: As;
beforeAll(async () => {
  t = await createTestApp();
  ({ admin, hr } = await signIn(t));
});
afterAll(() => t.close());

const menuCount = () => t.db.$count(menus);
const elementCount = () => t.db.$count(elements);
async function menuId(code: string): Promise<number> {
  const [row] = await t.db.select({ id: menus.id }).from(menus).where(eq(menus.code, code));
  return row!.id;
}
async function addMenu(body: BodyOf<typeof postMenu>): Promise<number> {
  const res = await admin.call(postMenu, { body });
  expect(res).toMatchObject({ resCode: 200 });
  return res.data.id;
}

describe('menu tree and detail', () => {
  it('gives the whole tree with each node element count, to the menuManager screen only', async () => {
    const res = await admin.call(menuTree);
    expect(res.resCode).toBe(200);
    const base = (res.data as AdminMenuNode[]).find((n) => n.code === '/baseManager')!;
    const screen = base.children.find((n) => n.code === '/baseManager/menuManager')!;
    expect(screen).toMatchObject({ source: 'catalog', elementCount: 6, title: '菜单管理' });
    expect((res.data as AdminMenuNode[]).some((n) => n.fixed !== null)).toBe(true);

    expect((await hr.call(menuTree)).resCode).toBe(403);
    expect((await hr.call(getMenu, { params: { id: screen.id } })).resCode).toBe(403);
  });

  it('reads one row; an unknown or malformed id is refused', async () => {
    const id = await menuId('/baseManager/groupManager');
    expect((await admin.call(getMenu, { params: { id: id } })).data).toMatchObject({ code: '/baseManager/groupManager', elementCount: 5 });
    expect(await admin.call(getMenu, { params: { id: '999999' } })).toMatchObject({ resCode: 404, resDes: '菜单不存在' });
    expect((await admin.call(getMenu, { params: { id: 'abc' } })).resCode).toBe(400);
  });
});

describe('adding menus', () => {
  it('adds a custom menu, grants it to the administrators and logs the call', async () => {
    const parentId = await menuId('/baseManager');
    const id = await addMenu({ code: '/baseManager/auditTrail', title: '审计追踪', parentId, icon: 'IconEyeOpened' });
    const read = await admin.call(getMenu, { params: { id: id } });
    expect(read.data).toMatchObject({ code: '/baseManager/auditTrail', title: '审计追踪', parentId, type: 'menu', source: 'custom', hidden: false });
    await expectLastGateLog(t, { method: 'POST', path: '/api/admin/menu', menu: '/baseManager/menuManager' });
    const info = await admin.call(frontInfo);
    expect(info.data.menus).toContain('/baseManager/auditTrail');
  });

  it('adds a sidebar label (dirt) and an external link', async () => {
    const dirt = await addMenu({ code: 'reports-label', title: '外部报表', type: 'dirt' });
    const link = await addMenu({ code: 'bi-dashboard', title: 'BI 看板', type: 'link', href: 'https://bi.example.com', parentId: dirt });
    expect((await admin.call(getMenu, { params: { id: link } })).data).toMatchObject({ type: 'link', href: 'https://bi.example.com', parentId: dirt });
  });

  it.each([
    [{ code: '/x/none' }, '请输入名称'],
    [{ code: '/x/blank', title: '   ' }, '请输入名称'],
    [{ title: '无编码' }, '请输入编码'],
    [{ code: 'no-slash', title: '菜单' }, '菜单编码必须以 / 开头'],
    [{ code: 'ext', title: '外链', type: 'link', href: 'ftp://files.example.com' }, '外链地址必须以 http:// 或 https:// 开头'],
    [{ code: 'ext2', title: '外链' , type: 'link' }, '外链地址必须以 http:// 或 https:// 开头'],
    [{ code: '/with space', title: '空格' }, '编码不能包含空格'],
    [{ code: '/x/type', title: '类型', type: 'page' }, '类型只能是菜单、目录或外链'],
    [{ code: '/x/hidden', title: '隐藏', hidden: 'yes' }, '是否隐藏只能是 true 或 false'],
  ])('refuses %j with 400 and adds nothing', async (body, message) => {
    const before = await menuCount();
    const res = await admin.callUnchecked(postMenu, { body: body });
    expect(res.resCode).toBe(400);
    expect(res.resDes).toContain(message);
    expect(await menuCount()).toBe(before);
  });

  it('refuses a duplicate code (409), a missing parent and a link as parent', async () => {
    const before = await menuCount();
    expect(await admin.call(postMenu, { body: { code: '/baseManager/userManager', title: '重复' } })).toMatchObject({
      resCode: 409,
      resDes: '编码已存在',
    });
    expect(await admin.call(postMenu, { body: { code: '/x/orphan', title: '孤儿', parentId: 999999 } })).toMatchObject({
      resCode: 400,
      resDes: '上级菜单不存在',
    });
    const link = await menuId('bi-dashboard');
    expect((await admin.call(postMenu, { body: { code: '/x/under-link', title: '链接下', parentId: link } })).resDes).toBe(
      '外链菜单下不能再添加菜单',
    );
    expect(await menuCount()).toBe(before);
  });

  it('is refused to a user without menuManager:btn_add', async () => {
    const before = await menuCount();
    expect((await hr.call(postMenu, { body: { code: '/x/hr', title: '人事' } })).resCode).toBe(403);
    expect(await menuCount()).toBe(before);
  });
});

describe('editing menus', () => {
  it('lets title, icon and description of a catalog row change, and keeps them', async () => {
    const id = await menuId('/baseManager/gateLogManager');
    const res = await admin.call(putMenu, { body: {
      title: '网关日志',
      icon: 'IconHistory',
      description: '所有写操作',
      code: '/baseManager/gateLogManager',
    }, params: { id: id } });
    expect(res.resCode).toBe(200);
    expect((await admin.call(getMenu, { params: { id: id } })).data).toMatchObject({
      title: '网关日志',
      icon: 'IconHistory',
      description: '所有写操作',
      source: 'catalog',
    });
  });

  it.each([
    { code: '/baseManager/renamed' },
    { type: 'dirt' },
    { hidden: true },
    { parentId: null },
  ])('refuses to change %j on a catalog row', async (change) => {
    const id = await menuId('/baseManager/userManager');
    const res = await admin.callUnchecked(putMenu, { body: { title: '用户', ...change }, params: { id: id } });
    expect(res).toMatchObject({ resCode: 500, resDes: '系统菜单来自路由目录，只能修改名称、图标和描述' });
    const [row] = await t.db.select().from(menus).where(eq(menus.id, id));
    expect(row).toMatchObject({ code: '/baseManager/userManager', title: '用户管理', hidden: false, type: 'menu' });
  });

  it('edits a custom row and re-checks its shape, code and parent', async () => {
    const parent = await addMenu({ code: '/tools', title: '工具', type: 'menu' });
    const child = await addMenu({ code: '/tools/calc', title: '计算器', parentId: parent });
    expect((await admin.call(putMenu, { body: { title: '汇率计算器', code: '/tools/fx' }, params: { id: child } })).resCode).toBe(200);
    expect((await admin.call(getMenu, { params: { id: child } })).data).toMatchObject({ title: '汇率计算器', code: '/tools/fx', parentId: parent });

    expect(await admin.call(putMenu, { body: { title: '工具', parentId: child }, params: { id: parent } })).toMatchObject({
      resCode: 400,
      resDes: '上级菜单不能是它自己或它的下级',
    });
    expect((await admin.call(putMenu, { body: { title: '工具', parentId: parent }, params: { id: parent } })).resCode).toBe(400);
    expect(await admin.call(putMenu, { body: { title: '计算器', type: 'link' }, params: { id: child } })).toMatchObject({
      resCode: 400,
      resDes: '外链地址必须以 http:// 或 https:// 开头',
    });
    expect(await admin.call(putMenu, { body: { title: '计算器', code: '/baseManager/userManager' }, params: { id: child } })).toMatchObject({
      resCode: 409,
      resDes: '编码已存在',
    });
    expect((await admin.call(getMenu, { params: { id: parent } })).data.parentId).toBeNull();
    expect((await admin.call(getMenu, { params: { id: child } })).data).toMatchObject({ code: '/tools/fx', type: 'menu' });
  });

  it('drops the address of a link turned into a label', async () => {
    const id = await menuId('bi-dashboard');
    expect((await admin.call(putMenu, { body: { title: 'BI 看板', type: 'dirt' }, params: { id: id } })).resCode).toBe(200);
    expect((await admin.call(getMenu, { params: { id: id } })).data).toMatchObject({ type: 'dirt', href: null });
    expect((await admin.call(putMenu, { body: { title: 'BI 看板', type: 'link' }, params: { id: id } })).resDes).toBe('外链地址必须以 http:// 或 https:// 开头');
    const relinked = await admin.call(putMenu, { body: { title: 'BI 看板', type: 'link', href: 'http://bi.example.com' }, params: { id: id } });
    expect(relinked.resCode).toBe(200);
  });

  it('is refused to a user without menuManager:btn_edit', async () => {
    const id = await menuId('/tools');
    expect((await hr.call(putMenu, { body: { title: '被改了' }, params: { id: id } })).resCode).toBe(403);
    expect((await admin.call(getMenu, { params: { id: id } })).data.title).toBe('工具');
  });
});

describe('deleting menus', () => {
  it('refuses catalog rows and custom rows with children', async () => {
    const before = await menuCount();
    const catalogRow = await admin.call(deleteMenu, { params: { id: await menuId('/baseManager/userManager') } });
    expect(catalogRow).toMatchObject({ resCode: 500, resDes: '系统菜单来自路由目录，不能删除（可修改名称、图标和描述）' });
    const parent = await admin.call(deleteMenu, { params: { id: await menuId('/tools') } });
    expect(parent).toMatchObject({ resCode: 500, resDes: '该菜单下还有子菜单，请先删除子菜单' });
    expect((await hr.call(deleteMenu, { params: { id: await menuId('/tools/fx') } })).resCode).toBe(403);
    expect(await menuCount()).toBe(before);
  });

  it('removes a custom menu with its elements and every grant in one go', async () => {
    const id = await menuId('/tools/fx');
    const element = await admin.call(addElement, { body: { menuId: id, code: 'fx:btn_refresh', name: '刷新汇率' } });
    const [hrGroup] = await t.db.select({ id: groups.id }).from(groups).where(eq(groups.code, 'hr'));
    await t.db.insert(groupMenus).values({ groupId: hrGroup!.id, menuId: id });
    await t.db.insert(groupElements).values({ groupId: hrGroup!.id, elementId: element.data.id });

    expect((await admin.call(deleteMenu, { params: { id: id } })).resCode).toBe(200);
    expect(await t.db.$count(menus, eq(menus.id, id))).toBe(0);
    expect(await t.db.$count(elements, eq(elements.menuId, id))).toBe(0);
    expect(await t.db.$count(groupMenus, eq(groupMenus.menuId, id))).toBe(0);
    expect(await t.db.$count(groupElements, eq(groupElements.elementId, element.data.id))).toBe(0);
    await expectLastGateLog(t, { method: 'DELETE', path: `/api/admin/menu/${id}`, menu: '/baseManager/menuManager' });
  });
});

describe('elements', () => {
  it('lists the buttons of a screen', async () => {
    const res = await admin.call(elementList, { query: { menuId: await menuId('/baseManager/menuManager') } });
    expect(res.data.map((e: { code: string }) => e.code)).toEqual([
      'menuManager:btn_add',
      'menuManager:btn_edit',
      'menuManager:btn_del',
      'menuManager:btn_element_add',
      'menuManager:btn_element_edit',
      'menuManager:btn_element_del',
    ]);
    expect((await admin.call(elementList)).resDes).toContain('请选择菜单');
    expect((await hr.call(elementList, { query: { menuId: 1 } })).resCode).toBe(403);
  });

  it('adds a custom button, granted to the administrators at once', async () => {
    const screen = await menuId('/baseManager/userManager');
    const res = await admin.call(addElement, { body: { menuId: screen, code: 'userManager:btn_export', name: '导出', description: '导出用户' } });
    expect(res.resCode).toBe(200);
    const list = await admin.call(elementList, { query: { menuId: screen } });
    expect(list.data).toContainEqual(expect.objectContaining({ code: 'userManager:btn_export', name: '导出', source: 'custom', type: 'button' }));
    expect((await admin.call(frontInfo)).data.elements).toContain('userManager:btn_export');
    await expectLastGateLog(t, { method: 'POST', path: '/api/admin/element', menu: '/baseManager/menuManager' });
  });

  it.each([
    [{ code: 'x:btn', name: '无菜单' }, 400, '请选择菜单'],
    [{ menuId: 'one', code: 'x:btn', name: '菜单错' }, 400, '请选择菜单'],
    [{ menuId: 1, name: '无编码' }, 400, '请输入按钮编码'],
    [{ menuId: 1, code: 'x'.repeat(101), name: '太长' }, 400, '按钮编码不超过100个字符'],
    [{ menuId: 1, code: 'x:btn_new' }, 400, '请输入按钮名称'],
    [{ menuId: 1, code: 'userManager:btn_add', name: '重复' }, 409, '编码已存在'],
    [{ menuId: 999999, code: 'x:btn_ghost', name: '幽灵' }, 400, '菜单不存在'],
  ])('refuses %j and adds nothing', async (body, resCode, message) => {
    const before = await elementCount();
    const res = await admin.callUnchecked(addElement, { body: body });
    expect(res.resCode).toBe(resCode);
    expect(res.resDes).toContain(message);
    expect(await elementCount()).toBe(before);
  });

  it('edits name and description of a catalog button but not its code; never deletes it', async () => {
    const [row] = await t.db.select().from(elements).where(eq(elements.code, 'userManager:btn_del'));
    expect((await admin.call(putElement, { body: { name: '删除账号', description: '停用并移出角色' }, params: { id: row!.id } })).resCode).toBe(200);
    const changed = await admin.call(putElement, { body: { name: '删除', code: 'userManager:btn_remove' }, params: { id: row!.id } });
    expect(changed).toMatchObject({ resCode: 500, resDes: '系统按钮来自路由目录，只能修改名称和描述' });
    expect(await admin.call(deleteElement, { params: { id: row!.id } })).toMatchObject({ resCode: 500, resDes: '系统按钮来自路由目录，不能删除' });
    const [after] = await t.db.select().from(elements).where(eq(elements.id, row!.id));
    expect(after).toMatchObject({ code: 'userManager:btn_del', name: '删除账号', description: '停用并移出角色' });
  });

  it('edits and deletes a custom button with its grants; refuses users without the button codes', async () => {
    const [row] = await t.db.select().from(elements).where(eq(elements.code, 'userManager:btn_export'));
    expect((await hr.call(putElement, { body: { name: '改名' }, params: { id: row!.id } })).resCode).toBe(403);
    expect((await hr.call(deleteElement, { params: { id: row!.id } })).resCode).toBe(403);
    expect(await admin.call(putElement, { body: { name: '导出', code: 'userManager:btn_add' }, params: { id: row!.id } })).toMatchObject({
      resCode: 409,
      resDes: '编码已存在',
    });
    expect((await admin.call(putElement, { body: { name: '导出Excel', code: 'userManager:btn_excel' }, params: { id: row!.id } })).resCode).toBe(200);
    expect(await t.db.$count(groupElements, eq(groupElements.elementId, row!.id))).toBe(1);

    expect((await admin.call(deleteElement, { params: { id: row!.id } })).resCode).toBe(200);
    expect(await t.db.$count(elements, eq(elements.id, row!.id))).toBe(0);
    expect(await t.db.$count(groupElements, eq(groupElements.elementId, row!.id))).toBe(0);
    expect(await admin.call(deleteElement, { params: { id: row!.id } })).toMatchObject({ resCode: 404, resDes: '按钮不存在' });
  });
});
