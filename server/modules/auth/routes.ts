import { and, eq } from 'drizzle-orm';
import * as api from '@shared/api/auth';
import { Messages, ResCode, MIN_PASSWORD_LENGTH } from '@shared/api/envelope';
import { users } from '../../db/schema';
import { ApiRoutes } from '../../http/api';
import { AppError, fail } from '../../http/errors';
import { assertMayManageUser } from '../access';
import { checkCaptcha, sendCaptcha } from './captcha';
import { hashPassword, verifyPassword } from './passwords';
import { loginThrottleOf } from './throttle';
import { issueToken, revokeSession } from './tokens';
import { tokenFrom, verifyToken } from '../../http/auth/tokens';

// Verified against when the account does not exist, so a miss takes as long as a wrong password.
const decoyHash = hashPassword('decoy-password');

export function authRoutes(): ApiRoutes {
  return new ApiRoutes()
    .add(api.login, async ({ body, req, deps }) => {
      const throttle = loginThrottleOf(deps.db);
      const host = req.ip ?? 'unknown';
      if (await throttle.isBlocked(body.username, host)) throw new AppError(ResCode.TOO_MANY, Messages.throttled);
      await checkCaptcha(deps, req, body.veritycode);
      await throttle.delay(body.username);
      const [user] = await deps.db
        .select({ id: users.id, hash: users.passwordHash })
        .from(users)
        .where(and(eq(users.username, body.username), eq(users.status, 'active')));
      const valid = await verifyPassword(user?.hash ?? (await decoyHash), body.password);
      if (!user || !valid) {
        await throttle.recordFailure(body.username, host);
        throw new AppError(ResCode.WRONG_CREDENTIALS, Messages.wrongCredentials);
      }
      await throttle.recordSuccess(body.username, host);
      return { token: await issueToken(deps, user.id, { host, userAgent: req.get('user-agent') }) };
    })
    .add(api.logout, async ({ req, deps }) => {
      const token = tokenFrom(req.get('authorization'), req.query.token);
      const identity = token ? await verifyToken(deps, token) : null;
      if (identity) await revokeSession(deps, identity.sessionId);
      deps.access.clear();
      return null;
    })
    .add(api.loginOptions, async ({ deps }) => ({ captcha: deps.config.captcha }))
    .add(api.loginCaptcha, ({ deps, res }) => sendCaptcha(deps, res))
    .add(api.userCaptcha, ({ deps, res }) => sendCaptcha(deps, res))
    .add(api.directLogin, async ({ query, caller, req, res, deps }) => {
      const [target] = await deps.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, query.userId), eq(users.status, 'active')));
      if (!target) throw fail.notFound('用户不存在或已停用');
      await assertMayManageUser(deps.db, caller, target.id);
      // A GET, but it changes who acts: it goes to the gate log like any write.
      res.locals.audit = true;
      return { token: await issueToken(deps, target.id, { actorId: caller.userId, host: req.ip, userAgent: req.get('user-agent') }) };
    })
    .add(api.forgetPwd, async ({ body, req, deps }) => {
      await checkCaptcha(deps, req, body.veritycode);
      await deps.db
        .update(users)
        .set({ resetRequestedAt: new Date() })
        .where(and(eq(users.username, body.username), eq(users.status, 'active')));
      // The same answer whether or not the account exists: no way to probe for accounts.
      return null;
    })
    .add(api.updatePassword, async ({ body, caller, deps, res }) => {
      const { oldPassword, newPassword } = body;
      if (!oldPassword || !newPassword) throw fail.refused(Messages.passwordMissing);
      if (newPassword.length < MIN_PASSWORD_LENGTH) throw fail.refused(Messages.passwordTooShort);
      const [user] = await deps.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, caller.userId));
      if (!user || !(await verifyPassword(user.hash, oldPassword))) throw fail.refused(Messages.passwordOldWrong);
      await deps.db
        .update(users)
        .set({ passwordHash: await hashPassword(newPassword), passwordChangedAt: new Date(), updatedAt: new Date() })
        .where(eq(users.id, caller.userId));
      res.locals.resDes = Messages.passwordChanged;
      return null;
    });
}

