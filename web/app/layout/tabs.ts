/**
 * Tab bar rules (spec §2 Shell, §9): home always first and not closable; up to 6 most recently used
 * tabs show, older ones go into the "more" dropdown; the tab titled 其他上报新增 is never shown.
 * Pure functions over an immutable state, so the rules are tested without rendering.
 */
import { TAB_HIDDEN_TITLE } from '@shared/catalog';

export const HOME_TAB = { path: '/dashboard', title: '首页' } as const;
export const VISIBLE_TABS = 6;

export interface Tab {
  path: string;
  title: string;
  /** Where the tab goes back to (path with its query). */
  to: string;
  /** Higher = used more recently. */
  usedAt: number;
}

export interface TabsState {
  /** In opening order; never holds home. */
  tabs: Tab[];
  clock: number;
}

export const EMPTY_TABS: TabsState = { tabs: [], clock: 0 };

/** The user opened `path`: add its tab or mark it as just used. */
export function visitTab(state: TabsState, page: { path: string; title: string; to?: string }): TabsState {
  if (page.path === HOME_TAB.path || page.title === TAB_HIDDEN_TITLE) return state;
  const clock = state.clock + 1;
  const tab: Tab = { path: page.path, title: page.title, to: page.to ?? page.path, usedAt: clock };
  const exists = state.tabs.some((t) => t.path === page.path);
  return { clock, tabs: exists ? state.tabs.map((t) => (t.path === page.path ? tab : t)) : [...state.tabs, tab] };
}

export function closeTab(state: TabsState, path: string): TabsState {
  return { ...state, tabs: state.tabs.filter((t) => t.path !== path) };
}

/** Where to go after closing the active tab: the most recently used remaining tab, else home. */
export function afterClose(state: TabsState): string {
  const latest = [...state.tabs].sort((a, b) => b.usedAt - a.usedAt)[0];
  return latest?.to ?? HOME_TAB.path;
}

/** The tabs shown (the `max` most recently used, kept in opening order) and the rest, newest first. */
export function splitTabs(state: TabsState, max: number = VISIBLE_TABS): { visible: Tab[]; more: Tab[] } {
  const byRecency = [...state.tabs].sort((a, b) => b.usedAt - a.usedAt);
  const shown = new Set(byRecency.slice(0, max).map((t) => t.path));
  return {
    visible: state.tabs.filter((t) => shown.has(t.path)),
    more: byRecency.filter((t) => !shown.has(t.path)),
  };
}
