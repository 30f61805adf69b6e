import express, { type Request, type Response, type Router } from 'express';
import { LarkMessages } from '@shared/api/lark';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/errors';
import { signInWithLark } from './login';
import { isLocalPath, readLaunchState, signLaunchState } from './launchState';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A small page that says what went wrong in words, never a stack trace. */
function problemPage(res: Response, status: number, message: string) {
  res
    .status(status)
    .type('html')
    .set('Cache-Control', 'no-store')
    .send(
      `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>无法登录 Crossdock</title>` +
        `<style>body{font-family:system-ui,sans-serif;margin:0;padding:48px 24px;color:#1f2329;text-align:center}p{color:#646a73;line-height:1.6}a{color:#3370ff}</style></head>` +
        `<body><h2>无法登录 Crossdock</h2><p>${escapeHtml(message)}</p><p><a href="/login">使用账号密码登录</a></p></body></html>`,
    );
}

const DEFAULT_TARGET = '/widgets/inbox';

/**
 * `GET /lark/start?to=/path`: sends the browser to Lark's login with a signed state naming `to`.
 * `GET /lark/launch?code&state`: Lark's redirect back; signs the bound user in (the portal's token
 * cookie) and goes to the state's target.
 */
export function launchRouter(deps: AppDeps): Router {
  const router = express.Router();
  router.get('/lark/start', async (req: Request, res: Response) => {
    const lark = deps.config.lark;
    if (!lark) return problemPage(res, 503, LarkMessages.disabled);
    const to = isLocalPath(req.query.to) ? req.query.to : DEFAULT_TARGET;
    const authorize = new URL('/open-apis/authen/v1/authorize', lark.domain);
    authorize.searchParams.set('app_id', lark.appId);
    authorize.searchParams.set('redirect_uri', `${lark.publicUrl}/lark/launch`);
    authorize.searchParams.set('state', await signLaunchState(deps.tokenKey, to));
    res.redirect(302, authorize.toString());
  });
  router.get('/lark/launch', async (req: Request, res: Response) => {
    const to = await readLaunchState(deps.tokenKey, req.query.state);
    if (!to) return problemPage(res, 400, LarkMessages.badState);
    if (typeof req.query.code !== 'string' || !req.query.code) return problemPage(res, 400, LarkMessages.badCode);
    try {
      const signIn = await signInWithLark(deps, req.query.code, { host: req.ip, userAgent: req.get('user-agent') });
      // The portal reads this cookie (web/lib/cookies.ts); same attributes as its own login.
      const cookie = { path: '/', sameSite: 'lax' as const };
      res.cookie('token', signIn.token, cookie).cookie('userId', String(signIn.userId), cookie).cookie('userName', signIn.name, cookie);
      res.set('Cache-Control', 'no-store').redirect(302, to);
    } catch (error) {
      if (error instanceof AppError) return problemPage(res, 403, error.message);
      console.error('lark launch', error);
      problemPage(res, 502, '暂时无法连接飞书，请稍后重试');
    }
  });
  return router;
}
