/**
 * Tells the person when a new version is waiting and when the app works offline. The notice comes with
 * the sign-in page: every first visit has something to say ("Ready to work offline"), and two more
 * requests for it would cost a village link more than its few hundred bytes.
 */
import { useEffect } from 'react';
import { UpdateNotice } from './update-notice';
import { useServiceWorker } from './use-service-worker';

const OFFLINE_READY_MS = 8000;

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
