import { homePath } from '../../data/session/home-path';
import type { Role } from '../../domain/roles';

export interface MenuItem {
  label: string;
  to: string;
}

/**
 * The side menu by role (spec §2 Shared layout); null while no role is known ('Loading...').
 * A signed-up `user` attached to a school also gets School Management: it is the only place they can go.
 */
export function menuFor(role: Role | null, schoolId: string | null): MenuItem[] | null {
  if (role === null) return null;
  if (role === 'super_admin') {
    return [
      { label: 'Dashboard', to: '/dashboard' },
      { label: 'School Management', to: '/schools' },
      { label: 'Device Management', to: '/devices' },
      { label: 'User Management', to: '/users' },
      { label: 'Content Management', to: '/content' },
      { label: 'Settings', to: '/settings' },
    ];
  }
  if (role === 'school_admin' || schoolId)
    return [{ label: 'School Management', to: homePath(role, schoolId) }];
  return [];
}
