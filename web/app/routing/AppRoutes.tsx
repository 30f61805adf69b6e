import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { PageLoading } from '../../components/PageLoading';
import { getToken } from '../../lib/cookies';
import { SessionGate } from './SessionGate';

const LoginPage = lazy(() => import(/* webpackChunkName: "page-login" */ '../../pages/login'));
const AuthRedirectPage = lazy(() => import(/* webpackChunkName: "page-authredirect" */ '../../pages/authredirect'));

/** A logged-in user opening /login goes to / (spec §2). */
function LoginRoute() {
  if (getToken()) return <Navigate to="/" replace />;
  return (
    <Suspense fallback={<PageLoading full />}>
      <LoginPage />
    </Suspense>
  );
}

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<LoginRoute />} />
      <Route
        path="/authredirect"
        element={
          <Suspense fallback={<PageLoading full />}>
            <AuthRedirectPage />
          </Suspense>
        }
      />
      <Route path="*" element={<SessionGate />} />
    </Routes>
  );
}
