/** Where to go after login: only internal paths of this portal, never back to /login. */
export function safeRedirect(raw: string | null | undefined, fallback = '/'): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return fallback;
  if (raw === '/login' || raw.startsWith('/login?') || raw.startsWith('/login/')) return fallback;
  return raw;
}

/** /login keeping the wanted page in ?redirect= (the home page needs none). */
export function loginPathFor(wanted: string): string {
  return wanted === '/' || wanted === '/dashboard' ? '/login' : `/login?redirect=${encodeURIComponent(wanted)}`;
}
