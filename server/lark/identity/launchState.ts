import { SignJWT, jwtVerify } from 'jose';

/** A launch link's state is good for this long (the Lark login page in between takes seconds). */
const STATE_TTL = '10m';

/** Only a path on this server: `/x...`, never `//host` or `/\host` (which browsers treat as another site). */
export function isLocalPath(to: unknown): to is string {
  return typeof to === 'string' && /^\/(?![/\\])/.test(to) && !/[\r\n]/.test(to) && to.length <= 2000;
}

/** Signs where to go after the Lark login, so the redirect cannot be pointed elsewhere. */
export function signLaunchState(key: Uint8Array, to: string): Promise<string> {
  return new SignJWT({ to }).setProtectedHeader({ alg: 'HS256' }).setAudience('lark-launch').setIssuedAt().setExpirationTime(STATE_TTL).sign(key);
}

/** The target of a state this server signed, or undefined for a forged, tampered or expired one. */
export async function readLaunchState(key: Uint8Array, state: unknown): Promise<string | undefined> {
  if (typeof state !== 'string' || !state) return undefined;
  try {
    const { payload } = await jwtVerify(state, key, { algorithms: ['HS256'], audience: 'lark-launch' });
    return isLocalPath(payload.to) ? payload.to : undefined;
  } catch {
    return undefined;
  }
}
