import { useEffect, useRef, useState } from 'react';
import { Layout } from '@douyinfe/semi-ui';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { recordVisit } from '../../lib/visits';
import { useSession } from '../../lib/session/SessionContext';
import { AvatarDialog } from '../dialogs/AvatarDialog';
import { ChangePasswordDialog } from '../dialogs/ChangePasswordDialog';
import { ErrorLogDialog } from '../dialogs/ErrorLogDialog';
import { FeedbackDialog } from '../dialogs/FeedbackDialog';
import { useRouteTable } from '../routing/RouteTableContext';
import { Sidebar } from './Sidebar';
import { TabBar } from './TabBar';
import { HOME_TAB } from './tabs';
import { TopBar } from './TopBar';
import type { UserAction } from './UserMenu';
import { useShortcut } from './useShortcut';
import { useSidebar } from './useSidebar';
import './layout.css';

type Dialog = 'password' | 'avatar' | 'feedback' | 'errors';

/** Page changes scroll to the top; every opened screen counts toward the home page's shortcuts. */
function usePageChange(scroller: React.RefObject<HTMLElement>) {
  const { pathname } = useLocation();
  const { info } = useSession();
  const table = useRouteTable();
  useEffect(() => {
    scroller.current?.scrollTo({ top: 0 });
    window.scrollTo({ top: 0 });
    const route = table.find(pathname);
    if (info && route && !route.redirectTo && !route.hidden && route.parentPath) recordVisit(info.id, pathname);
  }, [pathname, info, table, scroller]);
}

/** Sidebar, top bar, tab bar and the page; the shell's dialogs. */
export function AppLayout() {
  const { collapsed, toggle } = useSidebar();
  const { logout } = useSession();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const scroller = useRef<HTMLElement>(null);
  usePageChange(scroller);

  // The feedback dialog has no visible trigger (spec §2): Ctrl+Shift+F opens it.
  useShortcut({ key: 'f', ctrl: true, shift: true }, () => setDialog('feedback'));

  const onUserAction = (action: UserAction) => {
    if (action === 'home') navigate(HOME_TAB.path);
    else if (action === 'logout') void logout().then(() => navigate('/login', { replace: true }));
    else setDialog(action);
  };
  const close = () => setDialog(null);

  return (
    <Layout className="cd-shell">
      <Layout.Sider className="cd-sider">
        <Sidebar collapsed={collapsed} />
      </Layout.Sider>
      <div className="cd-main">
        <TopBar collapsed={collapsed} onToggle={toggle} onOpenErrors={() => setDialog('errors')} onUserAction={onUserAction} />
        <TabBar />
        <main className="cd-content" ref={scroller}>
          <Outlet />
        </main>
      </div>
      <ChangePasswordDialog visible={dialog === 'password'} onClose={close} />
      <AvatarDialog visible={dialog === 'avatar'} onClose={close} />
      <FeedbackDialog visible={dialog === 'feedback'} onClose={close} />
      <ErrorLogDialog visible={dialog === 'errors'} onClose={close} />
    </Layout>
  );
}
