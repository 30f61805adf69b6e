import Cookies from 'js-cookie';

/** Every cookie the portal writes (spec §3 "Client storage"), named in one place. */
export const COOKIE_NAMES = {
  token: 'token',
  userId: 'userId',
  userName: 'userName',
  /** '1' sidebar open, '0' collapsed. */
  sidebarStatus: 'sidebarStatus',
} as const;

const OPTIONS: Cookies.CookieAttributes = { path: '/', sameSite: 'Lax' };

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
  for (const name of [COOKIE_NAMES.token, COOKIE_NAMES.userId, COOKIE_NAMES.userName]) Cookies.remove(name, { path: '/' });
}

export const isSidebarOpen = (): boolean => Cookies.get(COOKIE_NAMES.sidebarStatus) !== '0';
export const rememberSidebarOpen = (open: boolean): void =>
  void Cookies.set(COOKIE_NAMES.sidebarStatus, open ? '1' : '0', { ...OPTIONS, expires: 365 });
