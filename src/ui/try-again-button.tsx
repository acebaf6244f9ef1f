import { t } from '../i18n/i18n';

/** 'Try Again' after a failed download: runs `onRetry`, whose failure the screen already shows. */
export function TryAgainButton({
  onRetry,
  className = 'button button--secondary',
}: {
  onRetry: () => Promise<unknown>;
  className?: string;
}) {
  return (
    <button type="button" className={className} onClick={() => void onRetry().catch(() => undefined)}>
      {t('Try Again')}
    </button>
  );
}
