import { LarkMessages } from '@shared/api/lark';
import type { AppDeps } from '../../deps';
import { fail } from '../../http/errors';
import { issueToken } from '../../modules/auth/tokens';
import { LarkCallError, type LarkIdentity } from '../platform';
import { queueCardCatchUp } from '../relay';
import { bindUser, selfBindCandidate, userOfOpenId } from './bindings';

export interface LarkSignIn {
  token: string;
  userId: number;
  name: string;
  /** The account was bound just now (first launch, the Lark email matched one active user). */
  boundNow: boolean;
}

async function identityOf(deps: AppDeps, code: string): Promise<LarkIdentity> {
  if (!deps.lark) throw fail.refused(LarkMessages.disabled);
  try {
    return await deps.lark.exchangeCode(code);
  } catch (error) {
    if (error instanceof LarkCallError) throw fail.refused(LarkMessages.badCode);
    throw error;
  }
}

/**
 * A Lark login code for a CRM session of the bound user: the same kind of token the portal login
 * issues. An unbound account is bound on the spot only when its Lark email names exactly one active,
 * unbound user; otherwise the user is told to ask an administrator.
 */
export async function signInWithLark(deps: AppDeps, code: string, client: { host?: string; userAgent?: string }): Promise<LarkSignIn> {
  const identity = await identityOf(deps, code);
  let user = await userOfOpenId(deps.db, identity.openId);
  let boundNow = false;
  if (!user) {
    const candidate = await selfBindCandidate(deps.db, identity.email);
    if (candidate === undefined) throw fail.refused(LarkMessages.unbound(identity.name || identity.openId));
    await bindUser(deps.db, candidate, identity, 'self', null);
    await queueCardCatchUp(deps);
    user = await userOfOpenId(deps.db, identity.openId);
    boundNow = true;
  }
  if (!user || user.status !== 'active') throw fail.refused(LarkMessages.userDisabled);
  const token = await issueToken(deps, user.id, { host: client.host, userAgent: client.userAgent ? `lark ${client.userAgent}` : 'lark' });
  return { token, userId: user.id, name: user.name, boundNow };
}
