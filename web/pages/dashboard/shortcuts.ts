import type { AppRoute } from '../../app/routing/routeTable';
import type { VisitCounts } from '../../lib/visits';

export const SHORTCUT_COUNT = 8;

/**
 * The user's most used permitted screens (most visits first), filled up with their first permitted
 * screens in menu order. Group parents, hidden screens and fixed pages never count.
 */
export function pickShortcuts(visits: VisitCounts, routes: AppRoute[], count: number = SHORTCUT_COUNT): AppRoute[] {
  const screens = routes.filter((r) => r.parentPath && !r.redirectTo && !r.hidden);
  const byPath = new Map(screens.map((r) => [r.path, r] as const));
  const used = Object.entries(visits)
    .filter(([path, n]) => byPath.has(path) && n > 0)
    .sort(([a, na], [b, nb]) => nb - na || a.localeCompare(b))
    .map(([path]) => byPath.get(path)!);
  const rest = screens.filter((r) => !used.includes(r));
  return [...used, ...rest].slice(0, count);
}
