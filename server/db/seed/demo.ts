import { eq, inArray } from 'drizzle-orm';
import { hashPassword } from '../../modules/auth/passwords';
import type { Db } from '../connection';
import { elements, employees, groupElements, groupMembers, groupMenus, menus, settings, users } from '../schema';
import { ensureGroup, ensureGroupType } from './organisation';

/** Password of every demo account (demo data is for trying the product, never for production). */
export const DEMO_PASSWORD = 'demo1234';

const b2b = ['client-list', 'b2b-invoice-list', 'back-payment-list', 'payment-list', 'deliver-goods-list', 'period-statistics', 'period-detail'].map(
  (p) => `/operationManager/${p}`,
);

const el = (screen: string, ...actions: string[]) => actions.map((a) => `${screen}:btn_${a}`);
const exportsAndView = ['back-payment-list', 'payment-list', 'deliver-goods-list', 'period-statistics'].flatMap((s) => el(s, 'export', 'viewAll'));

/** A few roles of a cross-border seller, with what each may open and do. */
export const demoRoles = [
  {
    code: 'sales',
    name: '销售',
    menus: [...b2b, '/reportCenter/reportDownloadManager'],
    elements: [
      ...el('client-list', 'add', 'edit'),
      ...el('b2b-invoice-list', 'add', 'edit', 'del'),
      ...el('back-payment-list', 'add', 'del', 'export'),
      ...el('payment-list', 'add', 'del', 'export', 'print'),
      ...el('deliver-goods-list', 'add', 'export'),
    ],
  },
  {
    code: 'finance',
    name: '财务',
    menus: [...b2b, '/financeManager/paymentAccountManager', '/reportCenter/reportDownloadManager', '/reportCenter/templateImportManager'],
    elements: [
      ...el('payment-list', 'finance', 'download', 'print'),
      ...el('back-payment-list', 'confirm'),
      ...el('client-list', 'viewAll'),
      ...el('b2b-invoice-list', 'add', 'edit', 'viewAll'),
      ...el('paymentAccountManager', 'add', 'edit'),
      ...exportsAndView,
    ],
  },
  {
    code: 'operations',
    name: '运营',
    menus: [
      '/sale/sku-list',
      '/sale/forecast-list',
      '/sale/budget-list',
      '/kol/kol-list',
      '/kol/kol-category',
      '/lark-manager/operation-info',
      '/operationManager/deliver-goods-list',
    ],
    elements: [...el('deliver-goods-list', 'confirm', 'viewAll')],
  },
  {
    code: 'hr',
    name: '人事行政',
    menus: ['/baseManager/userManager', '/baseManager/vtEmployeeManager'],
    elements: ['userManager:btn_add', 'userManager:btn_edit', 'userManager:btn_lark', 'vtEmployeeManager:btn_add', 'vtEmployeeManager:btn_edit'],
  },
  {
    code: 'sales_manager',
    name: '销售主管',
    menus: [...b2b, '/reportCenter/reportDownloadManager'],
    elements: [...el('payment-list', 'audit', 'download', 'print'), ...el('deliver-goods-list', 'audit'), ...el('client-list', 'viewAll', 'disable'), ...el('b2b-invoice-list', 'viewAll'), ...exportsAndView],
  },
];

export const demoUsers = [
  { username: 'zhangwei', name: '张伟', roles: ['sales'], email: 'zhangwei@crossdock.example', dept: '销售部', position: 'B2B销售' },
  { username: 'lina', name: '李娜', roles: ['finance'], email: 'lina@crossdock.example', dept: '财务部', position: '会计' },
  { username: 'wangfang', name: '王芳', roles: ['operations'], email: 'wangfang@crossdock.example', dept: '运营部', position: '亚马逊运营' },
  { username: 'liuyang', name: '刘洋', roles: ['hr'], email: 'liuyang@crossdock.example', dept: '人事行政部', position: 'HRBP' },
  { username: 'chenjing', name: '陈静', roles: ['sales_manager'], email: 'chenjing@crossdock.example', dept: '销售部', position: '销售主管' },
];

/** Loads the demo organisation once (remembered in settings), so edits made while trying it survive restarts. */
export async function loadDemo(db: Db): Promise<boolean> {
  const inserted = await db.insert(settings).values({ key: 'demo_loaded', value: new Date().toISOString() }).onConflictDoNothing().returning();
  if (inserted.length === 0) return false;
  const roleType = await ensureGroupType(db, 'role', '角色');
  const roleIds = new Map<string, number>();
  for (const role of demoRoles) {
    const id = await ensureGroup(db, role.code, role.name, roleType);
    roleIds.set(role.code, id);
    const menuRows = await db.select({ id: menus.id }).from(menus).where(inArray(menus.code, role.menus));
    if (menuRows.length) await db.insert(groupMenus).values(menuRows.map((m) => ({ groupId: id, menuId: m.id }))).onConflictDoNothing();
    if (role.elements.length) {
      const rows = await db.select({ id: elements.id }).from(elements).where(inArray(elements.code, role.elements));
      await db.insert(groupElements).values(rows.map((e) => ({ groupId: id, elementId: e.id }))).onConflictDoNothing();
    }
  }
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const [i, u] of demoUsers.entries()) {
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.username, u.username));
    const userId =
      existing?.id ??
      (await db.insert(users).values({ username: u.username, name: u.name, passwordHash, email: u.email }).returning({ id: users.id }))[0]!.id;
    await db
      .insert(groupMembers)
      .values(u.roles.map((r) => ({ groupId: roleIds.get(r)!, userId, role: 'member' })))
      .onConflictDoNothing();
    await db
      .insert(employees)
      .values({ employeeNo: `CD${String(1001 + i)}`, name: u.name, department: u.dept, position: u.position, email: u.email, userId })
      .onConflictDoNothing();
  }
  return true;
}
