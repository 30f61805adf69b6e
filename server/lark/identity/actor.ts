import { LarkMessages } from '@shared/api/lark';
import type { Db } from '../../db/connection';
import { loadUserCodes } from '../../http/auth/codes';
import type { Actor } from '../../workflow';
import { userOfOpenId } from './bindings';

/** The CRM user acting from Lark, with their codes; or why they may not (unbound, disabled). */
export async function actorOfOpenId(db: Db, openId: string): Promise<Actor | { refused: string }> {
  const user = await userOfOpenId(db, openId);
  if (!user) return { refused: LarkMessages.unbound('当前账号') };
  if (user.status !== 'active') return { refused: LarkMessages.userDisabled };
  return { userId: user.id, name: user.name, elements: (await loadUserCodes(db, user.id)).elements };
}
