/** Tells the person when a new version is waiting ('Reload' activates it) and when the app works offline. */
import { useEffect, useState } from 'react';
import { t } from '../../i18n/i18n';
import { useServiceWorker } from './use-service-worker';
import './update-prompt.css';

const OFFLINE_READY_MS = 8000;

export function UpdatePrompt() {
  const { needRefresh, offlineReady, update, dismiss } = useServiceWorker();
  const [updating, setUpdating] = useState(false);

  useEffect(() => {
    if (!offlineReady || needRefresh) return;
    const timer = setTimeout(dismiss, OFFLINE_READY_MS);
    return () => clearTimeout(timer);
  }, [offlineReady, needRefresh, dismiss]);

  const reload = async () => {
    setUpdating(true);
    await update();
  };

  // The live region stays mounted so screen readers announce the text when it appears.
  return (
    <div className="pwa-prompt-region" role="status" aria-live="polite">
      {needRefresh ? (
        <div className="pwa-prompt">
          <p>{t('A new version is available.')}</p>
          <button type="button" className="pwa-prompt-primary" onClick={reload} disabled={updating}>
            {updating ? t('Reloading…') : t('Reload')}
          </button>
          <button type="button" onClick={dismiss} disabled={updating}>
            {t('Later')}
          </button>
        </div>
      ) : offlineReady ? (
        <div className="pwa-prompt">
          <p>{t('Ready to work offline')}</p>
          <button type="button" onClick={dismiss}>
            {t('Close')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
