import { isApiError, isNetworkError } from '../api/api-error';
import type { User } from '../../domain/auth/user';
import { runLogoutHooks } from './logout-hooks';
import { useSession } from './session-store';

export type RefreshOutcome = 'updated' | 'expired' | 'unreachable' | 'failed' | 'signed-out' | 'superseded';

export async function logout(): Promise<void> {
  await runLogoutHooks();
  useSession.getState().clear();
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
      useSession.getState().clear({ expired: true });
      return 'expired';
    }
    return isNetworkError(error) ? 'unreachable' : 'failed';
  }
}
