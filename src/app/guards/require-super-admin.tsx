import { Navigate, Outlet } from 'react-router-dom';
import { homePath } from '../../data/session/home-path';
import { useSession } from '../../data/session/session-store';

/** super_admin-only routes: anyone else goes to their school, or to the waiting page without one. */
export function RequireSuperAdmin() {
  const role = useSession((session) => session.role);
  const schoolId = useSession((session) => session.schoolId);
  if (role !== 'super_admin') return <Navigate to={homePath(role, schoolId)} replace />;
  return <Outlet />;
}
