import { LarkMessages } from '@shared/api/lark';
import type { AppDeps } from '../../deps';
import { fail } from '../../http/errors';
import { issueToken } from '../../modules/auth/tokens';
import { LarkCallError, type LarkIdentity } from '../platform';
import { userOfOpenId } from './bindings';

export interface LarkSignIn {
  token: string;
  userId: number;
  name: string;
}

export interface ClientInfo {
  host?: string;
  userAgent?: string;
}

/** Who a Lark login code belongs to (refused when the code is bad, used or expired). */
export async function identityOfCode(deps: AppDeps, code: string, redirectUri?: string): Promise<LarkIdentity> {
  if (!deps.lark) throw fail.refused(LarkMessages.disabled);
  try {
    return await deps.lark.exchangeCode(code, redirectUri);
  } catch (error) {
    if (error instanceof LarkCallError) throw fail.refused(LarkMessages.badCode);
    throw error;
  }
}

/** A CRM session for the user bound to the Lark account (the portal login's kind of token), or undefined when unbound. */
export async function signInBound(deps: AppDeps, openId: string, client: ClientInfo): Promise<LarkSignIn | undefined> {
  const user = await userOfOpenId(deps.db, openId);
  if (!user) return undefined;
  if (user.status !== 'active') throw fail.refused(LarkMessages.userDisabled);
  const token = await issueToken(deps, user.id, { host: client.host, userAgent: client.userAgent ? `lark ${client.userAgent}` : 'lark' });
  return { token, userId: user.id, name: user.name };
}

/**
 * A Lark login code for a CRM session of the bound user. An unbound account is never bound here:
 * binding needs an administrator, or the CRM password typed on the launch page.
 */
export async function signInWithLark(deps: AppDeps, code: string, client: ClientInfo): Promise<LarkSignIn> {
  const identity = await identityOfCode(deps, code);
  const signIn = await signInBound(deps, identity.openId, client);
  if (!signIn) throw fail.refused(LarkMessages.unbound(identity.name || identity.openId));
  return signIn;
}
