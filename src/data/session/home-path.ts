import type { Role } from '../../domain/roles';

export const WAITING_PATH = '/';

/**
 * Where a signed-in person belongs: super_admin → /dashboard; anyone with a school → that
 * school; a signed-up user with neither waits for an administrator at `/` (docs/architecture.md, "The session on the device").
 */
export function homePath(role: Role | null, schoolId: string | null): string {
  if (role === 'super_admin') return '/dashboard';
  if (schoolId) return `/schools/${encodeURIComponent(schoolId)}`;
  return WAITING_PATH;
}
