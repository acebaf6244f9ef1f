import { Navigate, Outlet, useMatch } from 'react-router-dom';
import { homePath } from '../../data/session/home-path';
import { useSession } from '../../data/session/session-store';

/**
 * A school's pages: the super administrator sees every school; anyone else only their own, and is sent
 * back to it from another's (the API refuses those records with 403 anyway).
 */
export function RequireOwnSchool() {
  const role = useSession((session) => session.role);
  const schoolId = useSession((session) => session.schoolId);
  const asked = useMatch('/schools/:schoolId/*')?.params.schoolId;
  if (role !== 'super_admin' && asked !== undefined && asked !== schoolId) {
    return <Navigate to={homePath(role, schoolId)} replace />;
  }
  return <Outlet />;
}
