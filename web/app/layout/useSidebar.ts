import { useCallback, useState } from 'react';
import { isSidebarOpen, rememberSidebarOpen } from '../../lib/cookies';

/** Open or collapsed, remembered in the sidebarStatus cookie (spec §2 Shell). */
export function useSidebar(): { collapsed: boolean; toggle(): void } {
  const [collapsed, setCollapsed] = useState(() => !isSidebarOpen());
  const toggle = useCallback(() => {
    setCollapsed((was) => {
      rememberSidebarOpen(was);
      return !was;
    });
  }, []);
  return { collapsed, toggle };
}
