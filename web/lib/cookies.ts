import Cookies from 'js-cookie';
import { COOKIE_ATTRIBUTES, COOKIE_NAMES, SESSION_COOKIES } from '@shared/session/cookies';

/** The portal's cookies (names in shared/session/cookies.ts, shared with the widgets). */
const OPTIONS: Cookies.CookieAttributes = { ...COOKIE_ATTRIBUTES };

export const getToken = (): string | undefined => Cookies.get(COOKIE_NAMES.token) || undefined;
export const setToken = (token: string): void => void Cookies.set(COOKIE_NAMES.token, token, OPTIONS);

export const getUserId = (): string | undefined => Cookies.get(COOKIE_NAMES.userId) || undefined;
export const getUserName = (): string | undefined => Cookies.get(COOKIE_NAMES.userName) || undefined;

export function setUser(id: number, name: string): void {
  Cookies.set(COOKIE_NAMES.userId, String(id), OPTIONS);
  Cookies.set(COOKIE_NAMES.userName, name, OPTIONS);
}

/** Removes the signed-in user's cookies; the sidebar preference stays. */
export function clearSessionCookies(): void {
  for (const name of SESSION_COOKIES) Cookies.remove(name, { path: COOKIE_ATTRIBUTES.path });
}

export const isSidebarOpen = (): boolean => Cookies.get(COOKIE_NAMES.sidebarStatus) !== '0';
export const rememberSidebarOpen = (open: boolean): void =>
  void Cookies.set(COOKIE_NAMES.sidebarStatus, open ? '1' : '0', { ...OPTIONS, expires: 365 });
