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

/**
 * `auth/v3` token endpoints and the current login flow (authorize page, `authen/v2/oauth/token`,
 * `authen/v1/user_info`). The historical `authen/v1/oidc/access_token` is not served (404), so a
 * bridge that drifts back to it fails its tests.
 */
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
    // The current authorize page (accounts.feishu.cn): the Lark client signs the user in and comes back
    // to `redirect_uri` with a code and the caller's `state`. The v1 `app_id` form is refused.
    method: 'GET',
    pattern: '/open-apis/authen/v1/authorize',
    handle(ctx) {
      const { client_id: clientId, redirect_uri: redirectUri, state, scope } = ctx.query;
      if (clientId !== ctx.state.app.appId || !redirectUri) return { status: 400, body: 'invalid client_id or redirect_uri' };
      if (!ctx.state.signedIn) return { status: 401, body: 'nobody is signed in to Lark here' };
      const back = new URL(redirectUri);
      back.searchParams.set('code', ctx.state.issueCode(ctx.state.signedIn, 300, redirectUri));
      if (state !== undefined) back.searchParams.set('state', state);
      ctx.state.auth.grantedScopes.set(ctx.state.signedIn, scope ?? '');
      return { status: 302, body: '', headers: { location: back.toString() } };
    },
  },
  {
    // authen/v2 OAuth token: the app's own credentials in the body, answers at the top level.
    method: 'POST',
    pattern: '/open-apis/authen/v2/oauth/token',
    handle(ctx) {
      const body = objectBody(ctx);
      const oauthFail = (code: number, error: string, description: string) => ({ status: 400, body: { code, error, error_description: description } });
      if (typeof body?.grant_type !== 'string' || typeof body.client_id !== 'string' || typeof body.client_secret !== 'string') {
        return oauthFail(20001, 'invalid_request', 'The request is missing a required parameter.');
      }
      if (body.client_id !== ctx.state.app.appId || body.client_secret !== ctx.state.app.appSecret) {
        return oauthFail(20002, 'invalid_client', 'Client authentication failed.');
      }
      if (body.grant_type !== 'authorization_code') return oauthFail(20036, 'unsupported_grant_type', 'The grant_type passed is not supported.');
      if (typeof body.code !== 'string') return oauthFail(20001, 'invalid_request', 'The request is missing a required parameter: code.');
      const redeemed = ctx.state.auth.redeemCode(body.code, typeof body.redirect_uri === 'string' ? body.redirect_uri : undefined);
      if ('error' in redeemed) {
        if (redeemed.error === 'expired') return oauthFail(20004, 'invalid_grant', 'The authorization code has expired.');
        if (redeemed.error === 'redirect') return oauthFail(20071, 'invalid_grant', 'The redirect_uri does not match the authorization request.');
        return oauthFail(20003, 'invalid_grant', 'The authorization code is invalid or has been used.');
      }
      const issued = ctx.state.auth.issueUserToken(redeemed.openId);
      return {
        status: 200,
        body: {
          code: 0,
          access_token: issued.accessToken,
          expires_in: issued.expiresIn,
          refresh_token: issued.refreshToken,
          refresh_token_expires_in: issued.refreshExpiresIn,
          token_type: 'Bearer',
          scope: ctx.state.auth.grantedScopes.get(redeemed.openId) ?? '',
        },
      };
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
