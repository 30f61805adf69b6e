import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '../../lib/session/SessionContext';
import { useRouteTable } from '../routing/RouteTableContext';
import { afterClose, closeTab, EMPTY_TABS, splitTabs, visitTab, type Tab, type TabsState } from './tabs';

const storageKey = (userId: number | undefined) => `crossdock.tabs.${userId ?? 0}`;

function restore(key: string): TabsState {
  try {
    const saved = JSON.parse(sessionStorage.getItem(key) ?? 'null') as TabsState | null;
    return saved && Array.isArray(saved.tabs) ? saved : EMPTY_TABS;
  } catch {
    return EMPTY_TABS;
  }
}

export interface TabsView {
  visible: Tab[];
  more: Tab[];
  activePath: string;
  open(tab: Tab): void;
  close(path: string): void;
}

/** The visited pages of this browser tab (kept across reloads in sessionStorage, per user). */
export function useTabs(): TabsView {
  const { info } = useSession();
  const table = useRouteTable();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const key = storageKey(info?.id);
  const [state, setState] = useState<TabsState>(() => restore(key));

  useEffect(() => {
    const route = table.find(pathname);
    if (route && !route.redirectTo) setState((s) => visitTab(s, { path: pathname, title: route.title, to: pathname + search }));
  }, [table, pathname, search]);

  useEffect(() => sessionStorage.setItem(key, JSON.stringify(state)), [key, state]);

  const close = useCallback(
    (path: string) => {
      const next = closeTab(state, path);
      setState(next);
      if (path === pathname) navigate(afterClose(next));
    },
    [state, pathname, navigate],
  );
  const open = useCallback((tab: Tab) => navigate(tab.to), [navigate]);

  return { ...splitTabs(state), activePath: pathname, open, close };
}
