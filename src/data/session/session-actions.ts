import { isApiError, isNetworkError } from '../api/api-error';
import { request } from '../api/request';
import { sessionEndOf } from '../../domain/auth/session-end';
import type { User } from '../../domain/auth/user';
import { runLogoutHooks } from './logout-hooks';
import { useSession, type SessionState } from './session-store';

export type RefreshOutcome =
  | 'updated'
  | 'expired'
  | 'deactivated'
  | 'unreachable'
  | 'failed'
  | 'signed-out'
  | 'superseded';

/** Long enough for a slow connection; the logout itself never waits for it. */
const SERVER_LOGOUT_TIMEOUT_MS = 15_000;

/**
 * Asks the server to end this session (POST /auth/logout), best effort: offline or refused, the logout on
 * the device goes on. The token is sent by hand, so a late 401 cannot touch a session signed in meanwhile.
 */
export async function endSessionOnServer(token: string | null): Promise<void> {
  if (!token) return;
  await request('/auth/logout', {
    method: 'POST',
    auth: false,
    headers: { Authorization: `Bearer ${token}` },
    timeoutMs: SERVER_LOGOUT_TIMEOUT_MS,
  }).catch(() => undefined);
}

export async function logout(): Promise<void> {
  void endSessionOnServer(useSession.getState().token);
  await runLogoutHooks();
  useSession.getState().clear();
}

let forgetting: Promise<void> | null = null;

/**
 * The account was deactivated: the device forgets the person's data and unsent changes at once (they
 * can no longer be sent), as a logout does, and the sign-in page says why. Once, however many refusals
 * report it.
 */
export function forgetDeactivatedAccount(): Promise<void> {
  forgetting ??= (async () => {
    try {
      await runLogoutHooks();
      useSession.getState().clear({ deactivated: true });
    } finally {
      forgetting = null;
    }
  })();
  return forgetting;
}

/**
 * Follows the session for a deactivation, whichever request was refused for it (a pull, the outbox,
 * an upload, /auth/me), and one noted before a reload. Started with the signed-in work, whose logout
 * hooks do the forgetting. Returns a function that stops following.
 */
export function watchAccountDeactivation(): () => void {
  const follow = (state: SessionState) => {
    if (state.isAuthenticated && state.accountDeactivated) void forgetDeactivatedAccount();
  };
  follow(useSession.getState());
  return useSession.subscribe(follow);
}

/**
 * Refreshes the signed-in user in the background. Only the server saying no (401) ends the session;
 * offline, a timeout or a 5xx keep it, so a tablet without a connection stays signed in.
 */
export async function refreshSession(fetchUser: () => Promise<User>): Promise<RefreshOutcome> {
  const { token } = useSession.getState();
  if (!token) return 'signed-out';
  try {
    const user = await fetchUser();
    // A sign-in or logout that happened meanwhile wins over this older request.
    if (useSession.getState().token !== token) return 'superseded';
    useSession.getState().setUser(user);
    return 'updated';
  } catch (error) {
    if (useSession.getState().token !== token) return 'superseded';
    if (isApiError(error, 401)) {
      if (sessionEndOf(error.errorType) === 'deactivated') {
        useSession.getState().markExpired('deactivated');
        return 'deactivated';
      }
      useSession.getState().clear({ expired: true });
      return 'expired';
    }
    return isNetworkError(error) ? 'unreachable' : 'failed';
  }
}
