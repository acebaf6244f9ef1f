import { homePath } from '../../data/session/home-path';
import type { Role } from '../../domain/roles';
import { t } from '../../i18n/i18n';

export interface MenuItem {
  label: string;
  to: string;
}

/**
 * The side menu by role; null while no role is known ('Loading...').
 * A signed-up `user` attached to a school also gets School Management: it is the only place they can go.
 */
export function menuFor(role: Role | null, schoolId: string | null): MenuItem[] | null {
  if (role === null) return null;
  if (role === 'super_admin') {
    return [
      { label: t('Dashboard'), to: '/dashboard' },
      { label: t('School Management'), to: '/schools' },
      { label: t('Device Management'), to: '/devices' },
      { label: t('User Management'), to: '/users' },
      { label: t('Content Management'), to: '/content' },
      { label: t('Settings'), to: '/settings' },
    ];
  }
  if (role === 'school_admin' || schoolId)
    return [{ label: t('School Management'), to: homePath(role, schoolId) }];
  return [];
}
