/**
 * Session side effects at start-up: refresh the signed-in user in the background, follow sign-ins and
 * sign-outs of other tabs, follow the system's dark mode and, once someone is signed in, their settings,
 * and ask for persistent storage once someone is signed in (docs/architecture.md, "The session on the device").
 */
import { followOtherTabs, useSession } from '../data/session/session-store';
import { followSystemTheme } from '../data/settings/appearance';
import { refreshCurrentUser } from '../features/auth/api/get-current-user';
import { startOnceSignedIn } from './once-signed-in';

function askForPersistentStorage(): void {
  void navigator.storage?.persist?.().catch(() => false);
}

/** Returns a function that stops following the session (tests). */
export function startSession(): () => void {
  const stopFollowing = followOtherTabs();
  const stopTheme = followSystemTheme();
  const stopSettings = startOnceSignedIn(() =>
    import('../data/settings/settings-store').then((m) => m.startSettingsSync),
  );
  if (useSession.getState().token) {
    void refreshCurrentUser();
    askForPersistentStorage();
  }
  const unsubscribe = useSession.subscribe((state, previous) => {
    if (state.isAuthenticated && !previous.isAuthenticated) askForPersistentStorage();
  });
  return () => {
    stopFollowing();
    stopTheme();
    stopSettings();
    unsubscribe();
  };
}
