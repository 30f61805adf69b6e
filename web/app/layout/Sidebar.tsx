import { useEffect, useMemo, useState } from 'react';
import { Nav } from '@douyinfe/semi-ui';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '../../lib/session/SessionContext';
import { MenuIcon } from './icons';
import { findItem, groupOf, sidebarItems, type SidebarItem } from './sidebarItems';

/** Semi's submenu opening animation. */
const SUBMENU_OPEN_MS = 300;

type NavItem = { itemKey: string; text: string; icon?: React.ReactNode; items?: NavItem[] };

const toNav = (items: SidebarItem[], top = true): NavItem[] =>
  items.map((item) => ({
    itemKey: item.key,
    text: item.text,
    icon: top ? <MenuIcon name={item.icon} /> : undefined,
    ...(item.children ? { items: toNav(item.children, false) } : {}),
  }));

/** The permitted menus; one submenu open at a time. */
export function Sidebar({ collapsed }: { collapsed: boolean }) {
  const { info } = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const items = useMemo(() => sidebarItems(info?.permissionMenus ?? []), [info]);
  const navItems = useMemo(() => toNav(items), [items]);
  const [openKeys, setOpenKeys] = useState<string[]>([]);

  useEffect(() => {
    const group = groupOf(items, pathname);
    if (group) setOpenKeys([group]);
    // A deep link to a screen low in a long menu: bring its item into view once the group has opened.
    const timer = setTimeout(
      () => document.querySelector('.cd-sider .semi-navigation-item-selected')?.scrollIntoView({ block: 'nearest' }),
      SUBMENU_OPEN_MS,
    );
    return () => clearTimeout(timer);
  }, [items, pathname]);

  const select = (key: string) => {
    const item = findItem(items, key);
    if (!item || item.kind === 'label') return;
    if (item.kind === 'external') window.open(item.href, '_blank', 'noopener');
    else if (key !== pathname) navigate(key);
  };

  return (
    <Nav
      aria-label="主菜单"
      items={navItems}
      isCollapsed={collapsed}
      selectedKeys={[pathname]}
      openKeys={openKeys}
      onOpenChange={({ itemKey, isOpen }) => setOpenKeys(isOpen && itemKey !== undefined ? [String(itemKey)] : [])}
      onSelect={({ itemKey }) => select(String(itemKey))}
      header={{ logo: <span className="cd-logo">C</span>, text: 'Crossdock' }}
      style={{ width: collapsed ? undefined : 220 }}
    />
  );
}
