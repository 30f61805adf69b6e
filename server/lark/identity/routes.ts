import { count } from 'drizzle-orm';
import * as api from '@shared/api/lark';
import { LarkMessages } from '@shared/api/lark';
import { idParam } from '@shared/api/paging';
import { larkBindings } from '../../db/schema';
import { ApiRoutes } from '../../http/api';
import { fail } from '../../http/errors';
import { assertMayManageUser } from '../../modules/access/administrators';
import type { LarkPlatform } from '../platform';
import { queueCardCatchUp } from '../relay';
import { bindingLogs, bindingOfUser, bindUser, boundUsers, unbindUser } from './bindings';
import { signInWithLark } from './login';

const platformOf = (lark: LarkPlatform | null): LarkPlatform => {
  if (!lark) throw fail.refused(LarkMessages.disabled);
  return lark;
};

/** An email when it has an @, otherwise a mobile number (digits, maybe with +country code). */
const searchOf = (keyword: string) => (keyword.includes('@') ? { emails: [keyword] } : { mobiles: [keyword.replace(/[\s-]/g, '')] });

/** Bridge status, binding in userManager, and the widgets' Lark login. */
export function larkIdentityRoutes(): ApiRoutes {
  return new ApiRoutes()
    .add(api.larkStatus, async ({ deps }) => {
      const lark = deps.config.lark;
      const [bound] = await deps.db.select({ n: count() }).from(larkBindings);
      return {
        enabled: !!lark,
        missing: deps.config.larkMissing,
        appId: lark?.appId ?? null,
        domain: lark?.domain ?? null,
        eventUrl: lark ? `${lark.publicUrl}/lark/events` : null,
        launchUrl: lark ? `${lark.publicUrl}/lark/launch` : null,
        boundUsers: bound?.n ?? 0,
      };
    })
    .add(api.larkSearchUsers, async ({ query, deps }) => {
      const accounts = await platformOf(deps.lark).findUsers(searchOf(query.keyword));
      const bound = await boundUsers(deps.db, accounts.map((a) => a.openId));
      return accounts.map((a) => ({ ...a, boundTo: bound.get(a.openId) ?? null }));
    })
    .add(api.larkUserBinding, async ({ params, deps }) => {
      const { id } = idParam.parse({ id: params.userId });
      return { binding: await bindingOfUser(deps.db, id), logs: await bindingLogs(deps.db, id) };
    })
    .add(api.larkBind, async ({ body, caller, deps }) => {
      await assertMayManageUser(deps.db, caller, body.userId);
      // The account is looked up again by its id: the client's copy of the name or email is not trusted.
      const [account] = await platformOf(deps.lark).findUsersByOpenId([body.openId]);
      if (!account) throw fail.badRequest('飞书账号不存在');
      const binding = await bindUser(deps.db, body.userId, account, 'admin', { userId: caller.userId, name: caller.name });
      await queueCardCatchUp(deps);
      return binding;
    })
    .add(api.larkUnbind, async ({ body, caller, deps }) => {
      await assertMayManageUser(deps.db, caller, body.userId);
      await unbindUser(deps.db, body.userId, { userId: caller.userId, name: caller.name });
      return null;
    })
    .add(api.larkClientConfig, async ({ deps }) => ({ enabled: !!deps.config.lark, appId: deps.config.lark?.appId ?? null }))
    .add(api.larkLogin, async ({ body, req, res, deps }) => {
      res.locals.audit = true;
      const { token, name } = await signInWithLark(deps, body.code, { host: req.ip, userAgent: req.get('user-agent') });
      // Binding happens on the launch page (CRM password) or by an administrator, never here.
      return { token, name, boundNow: false };
    });
}
