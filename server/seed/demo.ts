import { createHash } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { DEMO_ROLES, type DemoRole } from '@shared/screen';
import { demoGrants } from '@shared/screen/registry';
import { hashPassword } from '../modules/auth/passwords';
import type { Db } from '../db/connection';
import { elements, employees, groupElements, groupMembers, groupMenus, menus, settings, users } from '../db/schema';
import { ensureGroup, ensureGroupType } from './organisation';

/** Password of every demo account (demo data is for trying the product, never for production). */
export const DEMO_PASSWORD = 'demo1234';

/**
 * The demo roles: what each may open and do comes from the screens' `demo` grants (shared/screen);
 * screens not built yet are listed here so the role already sees them in its menu.
 */
const notYetDeclared: Partial<Record<DemoRole, string[]>> = {};

export const demoRoles = (Object.keys(DEMO_ROLES) as DemoRole[]).map((code) => {
  const grants = demoGrants(code);
  return { code, name: DEMO_ROLES[code], menus: [...grants.menus, ...(notYetDeclared[code] ?? [])], elements: grants.elements };
});

export const demoUsers = [
  { username: 'zhangwei', name: '张伟', roles: ['sales'], email: 'zhangwei@crossdock.example', dept: '销售部', position: 'B2B销售' },
  { username: 'lina', name: '李娜', roles: ['finance'], email: 'lina@crossdock.example', dept: '财务部', position: '会计' },
  { username: 'wangfang', name: '王芳', roles: ['operations'], email: 'wangfang@crossdock.example', dept: '运营部', position: '亚马逊运营' },
  { username: 'liuyang', name: '刘洋', roles: ['hr'], email: 'liuyang@crossdock.example', dept: '人事行政部', position: 'HRBP' },
  { username: 'chenjing', name: '陈静', roles: ['sales_manager'], email: 'chenjing@crossdock.example', dept: '销售部', position: '销售主管' },
  { username: 'sunli', name: '孙丽', roles: ['marketing'], email: 'sunli@crossdock.example', dept: '市场部', position: 'KOL推广专员' },
  { username: 'zhaolei', name: '赵磊', roles: ['marketing_manager'], email: 'zhaolei@crossdock.example', dept: '市场部', position: '市场推广主管' },
  { username: 'zhaomin', name: '赵敏', roles: ['customer_service'], email: 'zhaomin@crossdock.example', dept: '客服部', position: '客服专员' },
  { username: 'hejun', name: '何军', roles: ['cs_manager'], email: 'hejun@crossdock.example', dept: '客服部', position: '客服主管' },
  { username: 'liqiang', name: '李强', roles: ['operations'], email: 'liqiang@crossdock.example', dept: '运营部', position: '沃尔玛运营' },
  { username: 'wuhao', name: '吴昊', roles: ['ops_manager'], email: 'wuhao@crossdock.example', dept: '运营部', position: '运营主管' },
  { username: 'qianyu', name: '钱宇', roles: ['customer_service'], email: 'qianyu@crossdock.example', dept: '客服部', position: '客服专员' },
  { username: 'zhoujie', name: '周杰', roles: ['mail_admin'], email: 'zhoujie@crossdock.example', dept: '客服部', position: '邮件系统管理员' },
  { username: 'huangli', name: '黄丽', roles: ['overseas'], email: 'huangli@crossdock.example', dept: '海外运营部', position: '海外专员' },
  { username: 'xuming', name: '徐明', roles: ['review_manager'], email: 'xuming@crossdock.example', dept: '运营部', position: '测评主管' },
  { username: 'zhouxin', name: '周鑫', roles: ['cashier'], email: 'zhouxin@crossdock.example', dept: '财务部', position: '出纳' },
  { username: 'gaofeng', name: '高峰', roles: ['supply_manager'], email: 'gaofeng@crossdock.example', dept: '供应链部', position: '供应链主管' },
];

/** What the demo organisation is made of: when it changes (a new screen's grants, a new demo user), the organisation is brought up to it. */
const demoVersion = createHash('sha256').update(JSON.stringify({ demoRoles, demoUsers })).digest('hex');

/**
 * Loads the demo organisation (true the first time), and brings an older one up to date when the demo
 * roles or users changed since: a database seeded before a new module gets that module's grants and
 * demo users, so its demo data can be made. Grants and users are only added, never taken away, so
 * edits made while trying the product survive restarts.
 */
export async function loadDemo(db: Db): Promise<boolean> {
  const first = (await db.insert(settings).values({ key: 'demo_loaded', value: new Date().toISOString() }).onConflictDoNothing().returning()).length > 0;
  const [applied] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, 'demo_version'));
  if (!first && applied?.value === demoVersion) return false;
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
  await db.insert(settings).values({ key: 'demo_version', value: demoVersion }).onConflictDoUpdate({ target: settings.key, set: { value: demoVersion } });
  return first;
}
