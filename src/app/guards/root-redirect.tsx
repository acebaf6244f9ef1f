import { Navigate } from 'react-router-dom';
import { WAITING_PATH, homePath } from '../../data/session/home-path';
import { useSession } from '../../data/session/session-store';
import { loadedWhenShown } from '../../ui/loaded-when-shown';

// Rarely seen (an account nobody has given a role yet): not part of the sign-in page's first download.
const AwaitingAccessPage = loadedWhenShown(() =>
  import('../../features/auth/awaiting-access-page').then((m) => m.AwaitingAccessPage),
);

/** `/`: by role to the dashboard or the school; a person with neither waits for access here. */
export function RootRedirect() {
  const isAuthenticated = useSession((session) => session.isAuthenticated);
  const role = useSession((session) => session.role);
  const schoolId = useSession((session) => session.schoolId);
  if (!isAuthenticated) return <Navigate to="/login" replace />;
  const home = homePath(role, schoolId);
  if (home !== WAITING_PATH) return <Navigate to={home} replace />;
  return <AwaitingAccessPage />;
}
