import { t } from '../i18n/i18n';
import { Dialog } from './dialog';
import { Spinner } from './spinner';

interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  /** Keep it stable (useCallback): the dialog re-focuses when it changes. */
  onCancel: () => void;
  onConfirm: () => void;
}

/** 'Delete Student' and the like: a question, Cancel, and a red confirm button that says when it is busy. */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  busyLabel,
  busy,
  onCancel,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <Dialog
      title={title}
      onClose={onCancel}
      footer={
        <>
          <button type="button" className="button button--secondary" disabled={busy} onClick={onCancel}>
            {t('Cancel')}
          </button>
          <button
            type="button"
            className="button button--danger"
            disabled={busy}
            aria-busy={busy}
            onClick={onConfirm}
          >
            {busy && <Spinner />}
            <span>{busy ? busyLabel : confirmLabel}</span>
          </button>
        </>
      }
    >
      <p>{message}</p>
    </Dialog>
  );
}
