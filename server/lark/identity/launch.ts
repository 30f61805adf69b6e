import express, { type Request, type Response, type Router } from 'express';
import { LarkMessages } from '@shared/api/lark';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/errors';
import { authorizeUrl, LOGIN_SCOPES } from '../platform';
import { queueCardCatchUp } from '../relay';
import { finishLaunch, isLocalPath, startLaunch } from './launchState';
import { identityOfCode, signInBound, type LarkSignIn } from './login';
import { bindPage, problemPage } from './pages';
import { bindWithPassword, proposedUsername, readBindProof, signBindProof } from './selfBind';

const DEFAULT_TARGET = '/widgets/inbox';
/** The unbound Lark account waiting for its CRM password, and where to go after. */
const BIND_COOKIE = 'lark_bind';

const cookieValue = (req: Request, name: string) =>
  (req.get('cookie') ?? '')
    .split(/;\s*/)
    .find((p) => p.startsWith(`${name}=`))
    ?.slice(name.length + 1) || undefined;

/** The portal reads these cookies (web/lib/cookies.ts); same attributes as its own login. */
function signedIn(res: Response, signIn: LarkSignIn, to: string) {
  const cookie = { path: '/', sameSite: 'lax' as const };
  res.cookie('token', signIn.token, cookie).cookie('userId', String(signIn.userId), cookie).cookie('userName', signIn.name, cookie);
  res.set('Cache-Control', 'no-store').redirect(302, to);
}

const failurePage = (res: Response, error: unknown) => {
  if (error instanceof AppError) return problemPage(res, 403, error.message);
  console.error('lark launch', error);
  problemPage(res, 502, '暂时无法连接飞书，请稍后重试');
};

/**
 * `GET /lark/start?to=/path`: sends the browser to Lark's authorize page with a state tied to this
 * browser (nonce cookie). `GET /lark/launch?code&state`: Lark's redirect back; signs the bound user in
 * (the portal's token cookie) and goes to the state's target; an unbound account gets the binding page.
 * `POST /lark/bind`: the binding page's CRM username and password.
 */
export function launchRouter(deps: AppDeps): Router {
  const router = express.Router();
  const secure = () => deps.config.lark?.publicUrl.startsWith('https:') ?? false;
  const redirectUri = () => `${deps.config.lark!.publicUrl}/lark/launch`;
  const client = (req: Request) => ({ host: req.ip, userAgent: req.get('user-agent') });

  router.get('/lark/start', async (req: Request, res: Response) => {
    const lark = deps.config.lark;
    if (!lark) return problemPage(res, 503, LarkMessages.disabled);
    const to = isLocalPath(req.query.to) ? req.query.to : DEFAULT_TARGET;
    const authorize = authorizeUrl(lark.domain);
    authorize.searchParams.set('client_id', lark.appId);
    authorize.searchParams.set('response_type', 'code');
    authorize.searchParams.set('redirect_uri', redirectUri());
    authorize.searchParams.set('scope', LOGIN_SCOPES.join(' '));
    authorize.searchParams.set('state', await startLaunch(deps.tokenKey, res, to, secure()));
    res.set('Cache-Control', 'no-store').redirect(302, authorize.toString());
  });

  router.get('/lark/launch', async (req: Request, res: Response) => {
    if (!deps.config.lark) return problemPage(res, 503, LarkMessages.disabled);
    // No code is looked at without the state this browser was given: a link cannot sign anyone in.
    const to = await finishLaunch(deps.tokenKey, req, res, secure());
    if (!to) return problemPage(res, 400, LarkMessages.badState);
    if (typeof req.query.code !== 'string' || !req.query.code) return problemPage(res, 400, LarkMessages.badCode);
    try {
      const identity = await identityOfCode(deps, req.query.code, redirectUri());
      const signIn = await signInBound(deps, identity.openId, client(req));
      if (signIn) return signedIn(res, signIn, to);
      const proof = await signBindProof(deps.tokenKey, identity, to);
      res.cookie(BIND_COOKIE, proof, { httpOnly: true, sameSite: 'lax', secure: secure(), path: '/lark', maxAge: 10 * 60_000 });
      bindPage(res, 200, { larkName: identity.name || identity.openId, username: await proposedUsername(deps.db, identity.email) });
    } catch (error) {
      failurePage(res, error);
    }
  });

  router.post('/lark/bind', express.urlencoded({ extended: false, limit: '4kb' }), async (req: Request, res: Response) => {
    if (!deps.config.lark) return problemPage(res, 503, LarkMessages.disabled);
    const proven = await readBindProof(deps.tokenKey, cookieValue(req, BIND_COOKIE));
    if (!proven) return problemPage(res, 400, LarkMessages.badState);
    const { identity, to } = proven;
    const body = (req.body ?? {}) as Record<string, unknown>;
    const username = typeof body.username === 'string' ? body.username.trim().slice(0, 64) : '';
    const password = typeof body.password === 'string' ? body.password.slice(0, 128) : '';
    const view = { larkName: identity.name || identity.openId, username };
    if (!username || !password) return bindPage(res, 400, { ...view, error: '请输入 CRM 账号和密码' });
    try {
      await bindWithPassword(deps, identity, username, password, req.ip ?? 'unknown');
      await queueCardCatchUp(deps);
      const signIn = await signInBound(deps, identity.openId, client(req));
      res.clearCookie(BIND_COOKIE, { path: '/lark' });
      signedIn(res, signIn!, isLocalPath(to) ? to : DEFAULT_TARGET);
    } catch (error) {
      if (error instanceof AppError) return bindPage(res, error.resCode === 429 ? 429 : 403, { ...view, error: error.message });
      failurePage(res, error);
    }
  });
  return router;
}
