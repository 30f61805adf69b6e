import fs from 'node:fs';
import path from 'node:path';
import { eq, isNull, sql } from 'drizzle-orm';
import { ADMIN_GROUP_CODE } from '@shared/api/admin/group';
import { generatePassword, hashPassword } from '../modules/auth/passwords';
import type { Db } from '../db/connection';
import { elements, groupElements, groupMembers, groupMenus, groupTypes, groups, menus, users } from '../db/schema';


export async function ensureGroupType(db: Db, code: string, name: string): Promise<number> {
  await db.insert(groupTypes).values({ code, name }).onConflictDoNothing();
  const [row] = await db.select({ id: groupTypes.id }).from(groupTypes).where(eq(groupTypes.code, code));
  return row!.id;
}

export async function ensureGroup(db: Db, code: string, name: string, groupTypeId: number, parentId: number | null = null): Promise<number> {
  await db.insert(groups).values({ code, name, groupTypeId, parentId }).onConflictDoNothing();
  const [row] = await db.select({ id: groups.id }).from(groups).where(eq(groups.code, code));
  return row!.id;
}

/** The administrators' group holds every granted menu and element, including ones added later. */
async function grantEverything(db: Db, groupId: number): Promise<void> {
  await db.execute(
    sql`insert into ${groupMenus} (group_id, menu_id) select ${groupId}, id from ${menus} where ${isNull(menus.fixed)} on conflict do nothing`,
  );
  await db.execute(
    sql`insert into ${groupElements} (group_id, element_id) select ${groupId}, id from ${elements} on conflict do nothing`,
  );
}

export interface OrganisationResult {
  /** Set only on the start that created the admin with a generated password. */
  generatedPassword?: string;
  passwordFile?: string;
}

/**
 * First start creates the organisation: the role types, the administrators' group and the `admin`
 * user. The password comes from CROSSDOCK_ADMIN_PASSWORD or is generated and written to a file only
 * the owner can read.
 */
export async function ensureOrganisation(db: Db, options: { adminPassword?: string; dataDir: string }): Promise<OrganisationResult> {
  const roleType = await ensureGroupType(db, 'role', '角色');
  await ensureGroupType(db, 'department', '部门');
  const adminGroup = await ensureGroup(db, ADMIN_GROUP_CODE, '系统管理员', roleType);
  await grantEverything(db, adminGroup);

  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
  if (existing) return {};
  const password = options.adminPassword ?? generatePassword();
  const [admin] = await db
    .insert(users)
    .values({ username: 'admin', name: '系统管理员', passwordHash: await hashPassword(password), introduction: 'Crossdock 系统管理员' })
    .returning({ id: users.id });
  await db.insert(groupMembers).values({ groupId: adminGroup, userId: admin!.id, role: 'leader' });
  await db.insert(groupMembers).values({ groupId: adminGroup, userId: admin!.id, role: 'member' });
  if (options.adminPassword) return {};
  fs.mkdirSync(options.dataDir, { recursive: true });
  const passwordFile = path.join(options.dataDir, 'admin-password.txt');
  fs.writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  return { generatedPassword: password, passwordFile };
}
