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
      Try Again
    </button>
  );
}
