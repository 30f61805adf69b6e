import { larkErrors } from './errors';
import type { Route, RouteContext, RouteResult } from './http';
import { bearer, fail, objectBody, ok } from './http';

/** The app's credentials from a token request, or the error Lark answers. */
function checkApp(ctx: RouteContext): RouteResult | undefined {
  const body = objectBody(ctx);
  const { appId, appSecret } = ctx.state.app;
  if (typeof body?.app_id !== 'string' || typeof body.app_secret !== 'string' || body.app_id !== appId) {
    return fail(larkErrors.appInvalidParam);
  }
  if (body.app_secret !== appSecret) return fail(larkErrors.appSecretInvalid);
  return undefined;
}

/** `auth/v3` token endpoints and the `authen/v1` login flow. */
export const authRoutes: Route[] = [
  {
    method: 'POST',
    pattern: '/open-apis/auth/v3/tenant_access_token/internal',
    handle(ctx) {
      ctx.state.auth.tokenRequests.tenant += 1;
      const error = checkApp(ctx);
      if (error) return error;
      const { token, expire } = ctx.state.auth.appToken();
      // Token endpoints answer at the top level, without `data`.
      return { status: 200, body: { code: 0, msg: 'ok', tenant_access_token: token, expire } };
    },
  },
  {
    method: 'POST',
    pattern: '/open-apis/auth/v3/app_access_token/internal',
    handle(ctx) {
      ctx.state.auth.tokenRequests.app += 1;
      const error = checkApp(ctx);
      if (error) return error;
      const { token, expire } = ctx.state.auth.appToken();
      return {
        status: 200,
        body: { code: 0, msg: 'ok', app_access_token: token, tenant_access_token: token, expire },
      };
    },
  },
  {
    method: 'POST',
    pattern: '/open-apis/authen/v1/oidc/access_token',
    handle(ctx) {
      const token = bearer(ctx);
      if (!token) return fail(larkErrors.missingToken);
      if (!ctx.state.auth.isAppToken(token)) return fail(larkErrors.appTokenInvalid);
      const body = objectBody(ctx);
      if (typeof body?.grant_type !== 'string' || typeof body.code !== 'string') {
        return fail(larkErrors.authenInvalidRequest);
      }
      if (body.grant_type !== 'authorization_code') return fail(larkErrors.grantTypeUnsupported);
      const redeemed = ctx.state.auth.redeemCode(body.code);
      if ('error' in redeemed) {
        return fail(redeemed.error === 'expired' ? larkErrors.codeExpired : larkErrors.codeInvalid);
      }
      const issued = ctx.state.auth.issueUserToken(redeemed.openId);
      return ok({
        access_token: issued.accessToken,
        refresh_token: issued.refreshToken,
        token_type: 'Bearer',
        expires_in: issued.expiresIn,
        refresh_expires_in: issued.refreshExpiresIn,
        scope: '',
      });
    },
  },
  {
    method: 'GET',
    pattern: '/open-apis/authen/v1/user_info',
    handle(ctx) {
      const token = bearer(ctx);
      if (!token) return fail(larkErrors.missingToken);
      const openId = ctx.state.auth.userOf(token);
      const user = openId ? ctx.state.users.find('open_id', openId) : undefined;
      if (!user) return fail(larkErrors.userTokenInvalid);
      return ok({
        name: user.name,
        en_name: user.enName,
        avatar_url: user.avatarUrl,
        avatar_thumb: user.avatarUrl,
        avatar_middle: user.avatarUrl,
        avatar_big: user.avatarUrl,
        open_id: user.openId,
        union_id: user.unionId,
        email: user.email,
        enterprise_email: user.enterpriseEmail,
        user_id: user.userId,
        mobile: user.mobile,
        tenant_key: ctx.state.app.tenantKey,
        employee_no: user.employeeNo,
      });
    },
  },
];
