import { Navigate } from 'react-router-dom';
import { AwaitingAccessPage } from '../../features/auth/awaiting-access-page';
import { WAITING_PATH, homePath } from '../../data/session/home-path';
import { useSession } from '../../data/session/session-store';

/** `/` (spec §2): by role to the dashboard or the school; a person with neither waits for access here. */
export function RootRedirect() {
  const isAuthenticated = useSession((session) => session.isAuthenticated);
  const role = useSession((session) => session.role);
  const schoolId = useSession((session) => session.schoolId);
  if (!isAuthenticated) return <Navigate to="/login" replace />;
  const home = homePath(role, schoolId);
  return home === WAITING_PATH ? <AwaitingAccessPage /> : <Navigate to={home} replace />;
}
