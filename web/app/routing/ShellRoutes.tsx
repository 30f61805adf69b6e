import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { AppLayout } from '../layout/AppLayout';
import { PageView } from './PageView';
import { HOME_PATH, type RouteTable } from './routeTable';

function Fallback({ table }: { table: RouteTable }) {
  const { pathname } = useLocation();
  return <Navigate to={table.fallback(pathname)} replace />;
}

/** The generated routes inside the layout; group parents redirect, anything else falls back. */
export default function ShellRoutes({ table }: { table: RouteTable }) {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<Navigate to={HOME_PATH} replace />} />
        {table.routes.map((route) => (
          <Route
            key={route.path}
            path={route.path}
            element={route.redirectTo ? <Navigate to={route.redirectTo} replace /> : <PageView path={route.path} />}
          />
        ))}
        <Route path="*" element={<Fallback table={table} />} />
      </Route>
    </Routes>
  );
}
