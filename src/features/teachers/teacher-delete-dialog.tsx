import { useState } from 'react';
import type { SyncedRecord } from '../../data/db/entities';
import { useSession } from '../../data/session/session-store';
import { TEACHER_MESSAGES } from '../../domain/teachers/teacher-schema';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { notifyError, notifySuccess } from '../../ui/toast';
import { deleteTeacher } from './save-teacher';
import { textOf } from './teacher-record';
import { TEACHERS_TEXTS } from './teachers-texts';

/** 'Delete Teacher': removed on the device at once, sent to the server when it can be. */
export function TeacherDeleteDialog({ teacher, onClose }: { teacher: SyncedRecord; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  const confirm = () => {
    const userId = useSession.getState().user?._id;
    if (!userId) {
      notifyError(TEACHERS_TEXTS.signedOut);
      return;
    }
    setBusy(true);
    deleteTeacher(userId, teacher)
      .then(() => {
        notifySuccess(TEACHER_MESSAGES.deleted);
        onClose();
      })
      .catch((error: unknown) => {
        notifyError(error instanceof Error && error.message ? error.message : TEACHER_MESSAGES.deleteFailed);
        setBusy(false);
      });
  };

  return (
    <ConfirmDialog
      title={TEACHERS_TEXTS.deleteTitle}
      message={TEACHERS_TEXTS.deleteMessage(textOf(teacher, 'teacher_name'))}
      confirmLabel="Delete"
      busyLabel="Deleting..."
      busy={busy}
      onCancel={onClose}
      onConfirm={confirm}
    />
  );
}
