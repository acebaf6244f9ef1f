/** Who may see which school: super admins every school, school admins their own, nobody else any. */
import type { CurrentUser } from './access';
import { forbidden } from '../http/errors';

/** The one school a caller is limited to, or undefined for a super admin (every school). */
export function schoolScopeOf(user: CurrentUser): string | undefined {
  if (user.role === 'super_admin') return undefined;
  if (user.role === 'school_admin' && user.schoolId) return user.schoolId;
  throw forbidden();
}

/** Another school's id is a 403 for a school admin, whether or not that school exists. */
export function assertSchoolAccess(user: CurrentUser, schoolId: string): void {
  const scope = schoolScopeOf(user);
  if (scope !== undefined && scope !== schoolId) throw forbidden();
}

/** The school a list is limited to: a school admin's own (another one is 403), or the one asked for. */
export function listScope(user: CurrentUser, schoolId: string | undefined): string | undefined {
  const scope = schoolScopeOf(user);
  if (scope !== undefined && schoolId !== undefined && schoolId !== scope) throw forbidden();
  return schoolId ?? scope;
}

/** Route access of everything a school admin may also call. */
export const ADMINS = ['super_admin', 'school_admin'] as const;
export const SUPER_ADMIN = ['super_admin'] as const;
