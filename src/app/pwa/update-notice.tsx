/** What the update prompt shows: a new version waiting ('Reload' activates it), or ready to work offline. */
import { useState } from 'react';
import { t } from '../../i18n/i18n';
import './update-prompt.css';

export function UpdateNotice({
  needRefresh,
  update,
  dismiss,
}: {
  needRefresh: boolean;
  update: () => Promise<void>;
  dismiss: () => void;
}) {
  const [updating, setUpdating] = useState(false);
  const reload = async () => {
    setUpdating(true);
    await update();
  };
  return needRefresh ? (
    <div className="pwa-prompt">
      <p>{t('A new version is available.')}</p>
      <button type="button" className="pwa-prompt-primary" onClick={reload} disabled={updating}>
        {updating ? t('Reloading…') : t('Reload')}
      </button>
      <button type="button" onClick={dismiss} disabled={updating}>
        {t('Later')}
      </button>
    </div>
  ) : (
    <div className="pwa-prompt">
      <p>{t('Ready to work offline')}</p>
      <button type="button" onClick={dismiss}>
        {t('Close')}
      </button>
    </div>
  );
}
