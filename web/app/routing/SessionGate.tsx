import { lazy, Suspense, useEffect, useMemo } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PageLoading } from '../../components/PageLoading';
import { getToken } from '../../lib/cookies';
import { useSession } from '../../lib/session/SessionContext';
import { loginPathFor } from './redirect';
import { generateRoutes } from './routeTable';
import { RouteTableContext } from './RouteTableContext';

// The shell (layout, sidebar, dialogs) loads after login, so the login page stays small.
const ShellRoutes = lazy(() => import(/* webpackChunkName: "shell" */ './ShellRoutes'));

/**
 * Spec §2/§4 guard for every path but /login and /authredirect: no token -> /login (remembering the
 * wanted path); token without user info -> fetch it once, generate the routes, then render.
 */
export function SessionGate() {
  const { status, info, ensureLoaded } = useSession();
  const location = useLocation();
  const hasToken = Boolean(getToken());

  useEffect(() => {
    if (hasToken) ensureLoaded();
  }, [hasToken, ensureLoaded]);

  const table = useMemo(() => (info ? generateRoutes(info) : null), [info]);

  if (!hasToken) return <Navigate to={loginPathFor(location.pathname + location.search)} replace />;
  if (status !== 'ready' || !table) return <PageLoading full />;
  return (
    <RouteTableContext.Provider value={table}>
      <Suspense fallback={<PageLoading full />}>
        <ShellRoutes table={table} />
      </Suspense>
    </RouteTableContext.Provider>
  );
}
