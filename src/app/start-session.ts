/**
 * Session side effects at start-up: refresh the signed-in user in the background, follow sign-ins and
 * sign-outs of other tabs, follow the system's dark mode and, once someone is signed in, their settings,
 * and ask for persistent storage once someone is signed in (docs/architecture.md, "The session on the device").
 */
import { followOtherTabs, useSession } from '../data/session/session-store';
import { followSystemTheme } from '../data/settings/appearance';
import { refreshCurrentUser } from '../features/auth/api/get-current-user';

function askForPersistentStorage(): void {
  void navigator.storage?.persist?.().catch(() => false);
}

/** The settings' code loads only once someone is signed in: the sign-in page does not carry it. */
function followSettingsOnceSignedIn(): () => void {
  let stop: (() => void) | undefined;
  let loading = false;
  let stopped = false;
  const begin = () => {
    if (loading || !useSession.getState().token) return;
    loading = true;
    void import('../data/settings/settings-store').then(({ startSettingsSync }) => {
      if (!stopped) stop = startSettingsSync();
    });
  };
  begin();
  const unsubscribe = useSession.subscribe(begin);
  return () => {
    stopped = true;
    unsubscribe();
    stop?.();
  };
}

/** Returns a function that stops following the session (tests). */
export function startSession(): () => void {
  const stopFollowing = followOtherTabs();
  const stopTheme = followSystemTheme();
  const stopSettings = followSettingsOnceSignedIn();
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
