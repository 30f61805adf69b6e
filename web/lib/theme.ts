import { THEME_MODES, type ThemeMode } from '@shared/api/user';

/**
 * The portal's colours. Semi Design draws dark when <body theme-mode="dark">, and so do the charts
 * (chart/vchart.ts watches the attribute). The user's choice is kept on the server (front/info) and
 * mirrored in this browser so the login page and the first paint already use it.
 */
const STORAGE_KEY = 'crossdock-theme-mode';
const systemDark = () => window.matchMedia?.('(prefers-color-scheme: dark)');

let current: ThemeMode = 'system';
let unfollow: (() => void) | undefined;

function paint(dark: boolean) {
  if (dark) document.body.setAttribute('theme-mode', 'dark');
  else document.body.removeAttribute('theme-mode');
}

/** Draws `mode` now and, for 'system', follows the system's changes until another mode is chosen. */
export function applyThemeMode(mode: ThemeMode): void {
  current = mode;
  unfollow?.();
  unfollow = undefined;
  try {
    localStorage.setItem(STORAGE_KEY, mode);
  } catch {
    // Storage refused (private mode): the choice still holds for this page.
  }
  const query = systemDark();
  if (mode !== 'system' || !query) return paint(mode === 'dark');
  paint(query.matches);
  const follow = (e: MediaQueryListEvent) => paint(e.matches);
  query.addEventListener('change', follow);
  unfollow = () => query.removeEventListener('change', follow);
}

/** The mode last chosen in this browser ('system' when none). */
export function storedThemeMode(): ThemeMode {
  let stored: string | null;
  try {
    stored = localStorage.getItem(STORAGE_KEY);
  } catch {
    stored = null; // storage refused (private mode)
  }
  return (THEME_MODES as readonly string[]).includes(stored ?? '') ? (stored as ThemeMode) : 'system';
}

export const currentThemeMode = (): ThemeMode => current;
