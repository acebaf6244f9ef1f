import { useEffect, useState } from 'react';
import { t } from '../i18n/i18n';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { Dialog } from '../ui/dialog';
import { notifyError } from '../ui/toast';
import { announceSaved, signedInUserId } from './announce-save';

/** A delete the device refuses before queuing it (a class with pupils): its message is shown as is. */
export class DeleteRefused extends Error {}

interface DeleteRecordDialogProps {
  title: string;
  message: string;
  /** The record deleted: its delete is followed until the server answers it. */
  recordId: string;
  /** Said when the server accepts the delete; otherwise the device says where the change is instead. */
  deleted: string;
  failed: string;
  signedOut: string;
  remove: (userId: string) => Promise<unknown>;
  /** Why the record cannot be deleted now, if it cannot: said at once, with no question asked. */
  whyKept?: () => Promise<string | null>;
  onClose: () => void;
}

/**
 * 'Delete Student' and the like: removed on the device at once, sent to the server when it can be. A
 * record that cannot be deleted now (`whyKept`) gets the reason instead of the question.
 */
export function DeleteRecordDialog(props: DeleteRecordDialogProps) {
  const { whyKept } = props;
  const [busy, setBusy] = useState(false);
  // undefined while the reason is looked up (a moment: the device's own data).
  const [kept, setKept] = useState<string | null | undefined>(whyKept ? undefined : null);
  useEffect(() => {
    let current = true;
    void whyKept?.().then((reason) => current && setKept(reason));
    return () => {
      current = false;
    };
  }, [whyKept]);
  const confirm = () => {
    const userId = signedInUserId(props.signedOut);
    if (!userId) return;
    setBusy(true);
    props
      .remove(userId)
      .then(() => {
        void announceSaved(props.deleted, props.recordId);
        props.onClose();
      })
      .catch((error: unknown) => {
        if (error instanceof DeleteRefused) {
          notifyError(error.message);
          props.onClose();
          return;
        }
        notifyError(props.failed);
        setBusy(false);
      });
  };

  if (kept === undefined) return null;
  if (kept)
    return (
      <Dialog
        title={props.title}
        onClose={props.onClose}
        footer={
          <button type="button" className="button button--primary" onClick={props.onClose}>
            {t('Close')}
          </button>
        }
      >
        <p role="alert">{kept}</p>
      </Dialog>
    );
  return (
    <ConfirmDialog
      title={props.title}
      message={props.message}
      confirmLabel={t('Delete')}
      busyLabel={t('Deleting...')}
      busy={busy}
      onCancel={props.onClose}
      onConfirm={confirm}
    />
  );
}
