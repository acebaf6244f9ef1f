/**
 * The session: user, token, role and school, persisted in localStorage, with the token
 * mirrored under the `token` key other clients read. Cleared only by logout or by /auth/me answering 401 (docs/architecture.md, "The session on the device").
 */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { SessionEnd } from '../../domain/auth/session-end';
import type { User } from '../../domain/auth/user';
import { roleOf, type Role } from '../../domain/roles';

export const SESSION_STORAGE_KEY = 'shala.session';
export const TOKEN_STORAGE_KEY = 'token';

export interface SignedIn {
  token: string;
  user: User;
  role?: string | null;
  schoolId?: string | null;
  /** The account had never signed in before: the app says welcome, not welcome back. */
  firstSignIn?: boolean;
}

interface SessionData {
  user: User | null;
  token: string | null;
  role: Role | null;
  schoolId: string | null;
  isAuthenticated: boolean;
  /** The server refused the token: work that needs it (the outbox) waits until the person signs in again. */
  sessionExpired: boolean;
  /**
   * The server refused the token because the account was deactivated: the device forgets the person's
   * data and unsent changes (`watchAccountDeactivation`), and the sign-in page says why.
   */
  accountDeactivated: boolean;
}

export interface SessionState extends SessionData {
  signIn: (answer: SignedIn) => void;
  /** A fresher copy of the signed-in user (role or school may have been granted meanwhile). */
  setUser: (user: User) => void;
  /** The server refused the token, for the reason given (expired unless told). */
  markExpired: (end?: SessionEnd) => void;
  clear: (options?: { expired?: boolean; deactivated?: boolean }) => void;
}

const signedOut: SessionData = {
  user: null,
  token: null,
  role: null,
  schoolId: null,
  isAuthenticated: false,
  sessionExpired: false,
  accountDeactivated: false,
};

export const useSession = create<SessionState>()(
  persist(
    (set) => ({
      ...signedOut,
      signIn: ({ token, user, role, schoolId }) =>
        set({
          token,
          user,
          role: roleOf(role ?? user.role),
          schoolId: schoolId ?? user.schoolId ?? null,
          isAuthenticated: true,
          sessionExpired: false,
          accountDeactivated: false,
        }),
      setUser: (user) =>
        set((state) =>
          state.isAuthenticated
            ? { user, role: roleOf(user.role), schoolId: user.schoolId ?? null, sessionExpired: false }
            : {},
        ),
      markExpired: (end = 'expired') =>
        set((state) =>
          state.isAuthenticated
            ? { sessionExpired: true, accountDeactivated: state.accountDeactivated || end === 'deactivated' }
            : {},
        ),
      clear: (options) =>
        set({
          ...signedOut,
          sessionExpired: options?.expired ?? false,
          accountDeactivated: options?.deactivated ?? false,
        }),
    }),
    {
      name: SESSION_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      // The data, not the actions.
      partialize: ({ signIn: _signIn, setUser: _setUser, markExpired: _markExpired, clear: _clear, ...data }) =>
        data,
    },
  ),
);

function mirrorToken(token: string | null): void {
  try {
    if (token) localStorage.setItem(TOKEN_STORAGE_KEY, token);
    else localStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // storage unavailable: the persisted session is the only copy
  }
}

mirrorToken(useSession.getState().token);
useSession.subscribe((state, previous) => {
  if (state.token !== previous.token) mirrorToken(state.token);
});

/** Another tab signed in or out (a shared tablet): follow it. Returns the unsubscribe. */
export function followOtherTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === SESSION_STORAGE_KEY) void useSession.persist.rehydrate();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
