import Cookies from 'js-cookie';
import { COOKIE_ATTRIBUTES, COOKIE_NAMES, SESSION_COOKIES } from '@shared/session/cookies';

/** The session cookies the widgets read and write: the same cookies as the portal's (names in shared/session). */
const OPTIONS: Cookies.CookieAttributes = { ...COOKIE_ATTRIBUTES };

export const getToken = (): string | undefined => Cookies.get(COOKIE_NAMES.token) || undefined;
export const setToken = (token: string): void => void Cookies.set(COOKIE_NAMES.token, token, OPTIONS);

/** Removes the signed-in user's cookies; the portal's sidebar preference stays. */
export function clearSessionCookies(): void {
  for (const name of SESSION_COOKIES) Cookies.remove(name, { path: COOKIE_ATTRIBUTES.path });
}
