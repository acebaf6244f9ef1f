/**
 * Session side effects at start-up: refresh the signed-in user in the background, follow sign-ins and
 * sign-outs of other tabs, and ask for persistent storage once someone is signed in (DESIGN.md §3).
 */
import { followOtherTabs, useSession } from '../data/session/session-store';
import { refreshCurrentUser } from '../features/auth/api/get-current-user';

function askForPersistentStorage(): void {
  void navigator.storage?.persist?.().catch(() => false);
}

export function startSession(): void {
  followOtherTabs();
  if (useSession.getState().token) {
    void refreshCurrentUser();
    askForPersistentStorage();
  }
  useSession.subscribe((state, previous) => {
    if (state.isAuthenticated && !previous.isAuthenticated) askForPersistentStorage();
  });
}
