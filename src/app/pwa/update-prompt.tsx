/**
 * Tells the person when a new version is waiting and when the app works offline. The notice's code
 * loads when there is something to say, not with the sign-in page.
 */
import { useEffect } from 'react';
import { loadedWhenShown } from '../../ui/loaded-when-shown';
import { useServiceWorker } from './use-service-worker';

const OFFLINE_READY_MS = 8000;

const UpdateNotice = loadedWhenShown(() => import('./update-notice').then((m) => m.UpdateNotice), {
  quiet: true,
});

export function UpdatePrompt() {
  const { needRefresh, offlineReady, update, dismiss } = useServiceWorker();

  useEffect(() => {
    if (!offlineReady || needRefresh) return;
    const timer = setTimeout(dismiss, OFFLINE_READY_MS);
    return () => clearTimeout(timer);
  }, [offlineReady, needRefresh, dismiss]);

  // The live region stays mounted so screen readers announce the text when it appears.
  return (
    <div className="pwa-prompt-region" role="status" aria-live="polite">
      {(needRefresh || offlineReady) && (
        <UpdateNotice needRefresh={needRefresh} update={update} dismiss={dismiss} />
      )}
    </div>
  );
}
