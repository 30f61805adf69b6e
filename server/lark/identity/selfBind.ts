import { and, eq, sql } from 'drizzle-orm';
import { SignJWT, jwtVerify } from 'jose';
import { adminScreens } from '@shared/api/admin/screens';
import { Messages, ResCode } from '@shared/api/envelope';
import type { Db } from '../../db/connection';
import { larkBindings, users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { holdsAny, loadUserCodes } from '../../http/auth/codes';
import { AppError, fail } from '../../http/errors';
import { isAdministrator } from '../../modules/access/administrators';
import { verifyPassword } from '../../modules/auth/passwords';
import { loginThrottleOf } from '../../modules/auth/throttle';
import type { LarkIdentity } from '../platform';
import { bindUser } from './bindings';

/** Time to type the password after Lark said who this is. */
const PROOF_TTL = '10m';

/** Codes that administer users, roles and menus: their holders are bound by an administrator only. */
const ADMIN_CODES = adminScreens.flatMap((s) => s.elements.map((e) => e.code));

export const SelfBindMessages = {
  adminOnly: '该账号拥有管理权限，只能由系统管理员在“用户管理”中绑定飞书',
  expired: '绑定已超时，请从飞书重新打开',
  wrong: '账号或密码错误',
} as const;

/** True for administrators and holders of any administration code. */
export async function holdsAdministration(db: Db, userId: number): Promise<boolean> {
  if (await isAdministrator(db, userId)) return true;
  return holdsAny(await loadUserCodes(db, userId), ADMIN_CODES);
}

/** The Lark account that just signed in (and where it was going), sealed so that only this server's page can bind it. */
export function signBindProof(key: Uint8Array, identity: LarkIdentity, to: string): Promise<string> {
  return new SignJWT({ identity, to }).setProtectedHeader({ alg: 'HS256' }).setAudience('lark-bind').setIssuedAt().setExpirationTime(PROOF_TTL).sign(key);
}

export async function readBindProof(key: Uint8Array, proof: string | undefined): Promise<{ identity: LarkIdentity; to: unknown } | undefined> {
  if (!proof) return undefined;
  try {
    const { payload } = await jwtVerify(proof, key, { algorithms: ['HS256'], audience: 'lark-bind' });
    const identity = payload.identity as LarkIdentity | undefined;
    return typeof identity?.openId === 'string' ? { identity, to: payload.to } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The CRM username to suggest to an unbound Lark account: the one active, unbound user with its
 * e-mail, unless that user administers. Lark's e-mail is typed in by Lark admins and never verified,
 * so this only fills in the form: the password still decides.
 */
export async function proposedUsername(db: Db, email: string | null): Promise<string | null> {
  if (!email) return null;
  const rows = await db
    .select({ id: users.id, username: users.username, bound: larkBindings.userId })
    .from(users)
    .leftJoin(larkBindings, eq(larkBindings.userId, users.id))
    .where(and(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`, eq(users.status, 'active')))
    .limit(2);
  const only = rows.length === 1 && rows[0]!.bound === null ? rows[0]! : undefined;
  if (!only || (await holdsAdministration(db, only.id))) return null;
  return only.username;
}

/**
 * Binds the Lark account to the CRM user who proves the account with its password, inside Lark.
 * Guessing is slowed like the portal login (same throttle); administrators are refused.
 */
export async function bindWithPassword(deps: AppDeps, identity: LarkIdentity, username: string, password: string, host: string): Promise<number> {
  const throttle = loginThrottleOf(deps.db);
  if (await throttle.isBlocked(username, host)) throw new AppError(ResCode.TOO_MANY, Messages.throttled);
  await throttle.delay(username);
  const [user] = await deps.db
    .select({ id: users.id, name: users.name, hash: users.passwordHash })
    .from(users)
    .where(and(eq(users.username, username), eq(users.status, 'active')));
  if (!user || !(await verifyPassword(user.hash, password))) {
    await throttle.recordFailure(username, host);
    throw fail.refused(SelfBindMessages.wrong);
  }
  await throttle.recordSuccess(username, host);
  if (await holdsAdministration(deps.db, user.id)) throw fail.refused(SelfBindMessages.adminOnly);
  await bindUser(deps.db, user.id, identity, 'self', { userId: user.id, name: user.name });
  return user.id;
}
