/** Who starts and undoes a school's new year: its own administrators, and super administrators for any school. */
import { useSession } from '../../data/session/session-store';

export function useCanManageYear(schoolId: string): boolean {
  return useSession(
    (s) => s.role === 'super_admin' || (s.role === 'school_admin' && s.schoolId === schoolId),
  );
}
