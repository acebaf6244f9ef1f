import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSession } from '../../data/session/session-store';

/** Authenticated routes: without a session, to /login, remembering where the person was going. */
export function RequireAuth() {
  const isAuthenticated = useSession((session) => session.isAuthenticated);
  const location = useLocation();
  if (!isAuthenticated) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to="/login" replace state={{ from }} />;
  }
  return <Outlet />;
}
