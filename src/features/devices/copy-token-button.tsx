import { defineMessages } from '../../domain/i18n/languages';
import { t } from '../../i18n/i18n';
import { notifyError, notifySuccess } from '../../ui/toast';

/** Toasts: the toast translates them where shown. */
const COPY_TEXTS = defineMessages({ copied: 'API token copied', failed: 'Could not copy the API token' });

/** Copies a token to the clipboard and says so; disabled while there is nothing to copy. */
export function CopyTokenButton({ token }: { token: string }) {
  const copy = () =>
    navigator.clipboard
      .writeText(token)
      .then(() => notifySuccess(COPY_TEXTS.copied))
      .catch(() => notifyError(COPY_TEXTS.failed));
  return (
    <button type="button" className="button button--secondary" disabled={!token} onClick={() => void copy()}>
      {t('Copy')}
    </button>
  );
}
