import { Navigate, useSearchParams } from 'react-router-dom';
import { getToken } from '../../lib/cookies';
import { loginPathFor, safeRedirect } from '../../app/routing/redirect';

/** Entry from other systems: with a token go to ?redirect= (internal only) or /, else log in first. */
export default function AuthRedirectPage() {
  const [params] = useSearchParams();
  const target = safeRedirect(params.get('redirect'));
  return <Navigate to={getToken() ? target : loginPathFor(target)} replace />;
}
