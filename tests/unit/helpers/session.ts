import type { User } from '../../../src/domain/auth/user';
import { useSession } from '../../../src/data/session/session-store';

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    _id: '0190a6e0-0000-7000-8000-000000000001',
    name: 'Asha Rao',
    email: 'asha@shala.demo',
    role: 'school_admin',
    isVerified: true,
    schoolId: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function resetSession(): void {
  useSession.getState().clear();
}

/** Signs in as a role, as a successful login would. */
export function signInAs(
  role: User['role'],
  schoolId: string | null = null,
  overrides: Partial<User> = {},
): User {
  const user = makeUser({ role, schoolId, ...overrides });
  useSession.getState().signIn({ token: `token-${role}`, user, role, schoolId });
  return user;
}
