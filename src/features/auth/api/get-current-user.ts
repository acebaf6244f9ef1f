import type { User } from '../../../domain/auth/user';
import { request } from '../../../data/api/request';
import { refreshSession, type RefreshOutcome } from '../../../data/session/session-actions';
import { readUserAnswer } from './auth-answers';

/** GET /auth/me; callers show AUTH_DEFAULT_ERRORS.currentUser when the error has no text of its own. */
export async function getCurrentUser(): Promise<User> {
  return readUserAnswer(await request('/auth/me'));
}

/** Re-reads the signed-in user into the session; only a 401 ends the session (docs/architecture.md, "The session on the device"). */
export const refreshCurrentUser = (): Promise<RefreshOutcome> => refreshSession(getCurrentUser);
