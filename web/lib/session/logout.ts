import { mutate } from 'swr';
import { clearSessionCookies } from '../cookies';

const listeners = new Set<() => void>();

/** The session provider forgets the user when a local logout happens anywhere. */
export function onLocalLogout(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Forgets the user in this browser: session cookies, cached API answers, loaded user info. */
export function localLogout(): void {
  clearSessionCookies();
  void mutate(() => true, undefined, { revalidate: false });
  listeners.forEach((listener) => listener());
}
