/** Where widgets live and how they move between each other (full page loads: each widget is its own page). */

export const WIDGETS_PREFIX = '/widgets/';
export const LAUNCH_PATH = '/widgets/launch';
export const INBOX_PATH = '/widgets/inbox';
export const DETAIL_PATH = '/widgets/detail';
/** The portal's login page, for people who open a widget outside Lark. */
export const PORTAL_LOGIN_PATH = '/login';

/** Page changes go through here so tests can watch them instead of leaving the page. */
export const page = {
  go(url: string): void {
    window.location.assign(url);
  },
  /** Leaves no history entry: used for redirects the back button should skip. */
  replace(url: string): void {
    window.location.replace(url);
  },
};

/** A query parameter of the current page, or null. */
export const queryParam = (name: string): string | null => new URLSearchParams(window.location.search).get(name);

/** The launch page that signs in and then comes back to `to` (default: this page). */
export function launchUrl(to: string = window.location.pathname + window.location.search): string {
  return `${LAUNCH_PATH}?to=${encodeURIComponent(to)}`;
}

/** The approval detail widget of one record. */
export const detailUrl = (entity: string, id: number): string =>
  `${DETAIL_PATH}?entity=${encodeURIComponent(entity)}&id=${encodeURIComponent(String(id))}`;

/**
 * `to` if it is a path to another widget on this site, else the inbox: the launch page must never
 * send a freshly signed-in user to another site (`//evil.example`, `/\evil.example`) or back to itself.
 */
export function safeWidgetTarget(to: string | null | undefined): string {
  if (!to || !to.startsWith('/') || to.startsWith('//')) return INBOX_PATH;
  try {
    const url = new URL(to, window.location.origin);
    const isWidget = url.pathname.startsWith(WIDGETS_PREFIX) && url.pathname !== LAUNCH_PATH;
    if (url.origin === window.location.origin && isWidget) return url.pathname + url.search + url.hash;
  } catch {
    // not a URL at all
  }
  return INBOX_PATH;
}
