/**
 * Every cookie the portal and the widgets write (spec §3 "Client storage"), named in one place: a
 * portal login serves the widgets and a widget login serves the portal. Names only; the browser
 * accessors are `web/lib/cookies.ts` (portal) and `widgets/common/cookies.ts` (widgets).
 */
export const COOKIE_NAMES = {
  token: 'token',
  userId: 'userId',
  userName: 'userName',
  /** '1' sidebar open, '0' collapsed. */
  sidebarStatus: 'sidebarStatus',
} as const;

/** The attributes every such cookie is written with. */
export const COOKIE_ATTRIBUTES = { path: '/', sameSite: 'Lax' } as const;

/** The signed-in user's cookies, removed at logout; the sidebar preference stays. */
export const SESSION_COOKIES = [COOKIE_NAMES.token, COOKIE_NAMES.userId, COOKIE_NAMES.userName] as const;
