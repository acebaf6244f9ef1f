import { notifyError, notifySuccess } from '../../ui/toast';

export const COPY_TEXTS = { copied: 'API token copied', failed: 'Could not copy the API token' } as const;

/** Copies a token to the clipboard and says so; disabled while there is nothing to copy. */
export function CopyTokenButton({ token }: { token: string }) {
  const copy = () =>
    navigator.clipboard
      .writeText(token)
      .then(() => notifySuccess(COPY_TEXTS.copied))
      .catch(() => notifyError(COPY_TEXTS.failed));
  return (
    <button type="button" className="button button--secondary" disabled={!token} onClick={() => void copy()}>
      Copy
    </button>
  );
}
