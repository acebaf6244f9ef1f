import { useState } from 'react';
import { defineMessages } from '../domain/i18n/languages';
import { t } from '../i18n/i18n';
import { Spinner } from './spinner';
import { notifyError, notifySuccess } from './toast';

export const REFRESH_MESSAGES = defineMessages({
  done: 'Data refreshed successfully!',
  failed: 'Failed to refresh data. Please try again.',
});

/**
 * A screen that could not load: 'Error: {message}' and a Retry button that loads
 * again and says how it went.
 */
export function ErrorView({
  message,
  onRetry,
  retryLabel,
}: {
  message: string;
  onRetry: () => Promise<void>;
  retryLabel?: string;
}) {
  const [retrying, setRetrying] = useState(false);
  const retry = () => {
    setRetrying(true);
    onRetry()
      .then(() => notifySuccess(REFRESH_MESSAGES.done))
      .catch(() => notifyError(REFRESH_MESSAGES.failed))
      .finally(() => setRetrying(false));
  };
  return (
    <div className="error-view" role="alert">
      <p className="error-view__message">{t('Error: {message}', { message: t(message) })}</p>
      <button
        type="button"
        className="button button--primary"
        disabled={retrying}
        aria-busy={retrying}
        onClick={retry}
      >
        {retrying && <Spinner />}
        <span>{retryLabel ?? t('Retry')}</span>
      </button>
    </div>
  );
}
