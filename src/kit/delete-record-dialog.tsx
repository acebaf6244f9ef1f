import { useState } from 'react';
import { t } from '../i18n/i18n';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { notifyError } from '../ui/toast';
import { announceSaved, signedInUserId } from './announce-save';

/** A delete the device refuses before queuing it (a class with pupils): its message is shown as is. */
export class DeleteRefused extends Error {}

interface DeleteRecordDialogProps {
  title: string;
  message: string;
  /** Said when the delete is accepted; offline, the device says where the change is instead. */
  deleted: string;
  failed: string;
  signedOut: string;
  remove: (userId: string) => Promise<unknown>;
  onClose: () => void;
}

/** 'Delete Student' and the like: removed on the device at once, sent to the server when it can be. */
export function DeleteRecordDialog(props: DeleteRecordDialogProps) {
  const [busy, setBusy] = useState(false);
  const confirm = () => {
    const userId = signedInUserId(props.signedOut);
    if (!userId) return;
    setBusy(true);
    props
      .remove(userId)
      .then(() => {
        announceSaved(props.deleted);
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
