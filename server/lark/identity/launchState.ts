import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';
import { SignJWT, jwtVerify } from 'jose';

/** A launch link's state is good for this long (the Lark login page in between takes seconds). */
const STATE_TTL_S = 10 * 60;
/**
 * The browser that started a Lark login holds this nonce (httpOnly, SameSite); the state carries it
 * too. A code that comes back with a state made for another browser (a link someone sent) is refused,
 * so nobody can sign a colleague in to their own account (login CSRF).
 */
export const NONCE_COOKIE = 'lark_launch_nonce';

/** Only a path on this server: `/x...`, never `//host` or `/\host` (which browsers treat as another site). */
export function isLocalPath(to: unknown): to is string {
  return typeof to === 'string' && /^\/(?![/\\])/.test(to) && !/[\r\n]/.test(to) && to.length <= 2000;
}

const cookieOptions = (secure: boolean) => ({ httpOnly: true, sameSite: 'lax' as const, secure, path: '/lark', maxAge: STATE_TTL_S * 1000 });

/** Signs where to go after the Lark login, tied to a nonce set on this browser. */
export async function startLaunch(key: Uint8Array, res: Response, to: string, secure: boolean): Promise<string> {
  const nonce = randomBytes(18).toString('base64url');
  res.cookie(NONCE_COOKIE, nonce, cookieOptions(secure));
  return new SignJWT({ to, nonce }).setProtectedHeader({ alg: 'HS256' }).setAudience('lark-launch').setIssuedAt().setExpirationTime(`${STATE_TTL_S}s`).sign(key);
}

function cookieValue(req: Request, name: string): string | undefined {
  const pair = (req.get('cookie') ?? '').split(/;\s*/).find((p) => p.startsWith(`${name}=`));
  return pair?.slice(name.length + 1) || undefined;
}

const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * The target of a state this server signed for this very browser, or undefined for a forged,
 * tampered, expired or foreign one. The nonce is spent: the cookie is cleared either way.
 */
export async function finishLaunch(key: Uint8Array, req: Request, res: Response, secure: boolean): Promise<string | undefined> {
  const state = req.query.state;
  const nonce = cookieValue(req, NONCE_COOKIE);
  res.clearCookie(NONCE_COOKIE, { ...cookieOptions(secure), maxAge: undefined });
  if (typeof state !== 'string' || !state || !nonce) return undefined;
  try {
    const { payload } = await jwtVerify(state, key, { algorithms: ['HS256'], audience: 'lark-launch' });
    if (typeof payload.nonce !== 'string' || !sameText(payload.nonce, nonce)) return undefined;
    return isLocalPath(payload.to) ? payload.to : undefined;
  } catch {
    return undefined;
  }
}
