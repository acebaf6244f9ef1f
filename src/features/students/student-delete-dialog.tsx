import { useState } from 'react';
import type { SyncedRecord } from '../../data/db/entities';
import { useSession } from '../../data/session/session-store';
import { STUDENT_MESSAGES } from '../../domain/students/student-schema';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { notifyError, notifySuccess } from '../../ui/toast';
import { deleteStudent } from './save-student';
import { textOf } from './student-record';
import { STUDENTS_TEXTS } from './students-texts';

/** 'Delete Student' (spec §2): removed on the device at once, sent to the server when it can be. */
export function StudentDeleteDialog({ student, onClose }: { student: SyncedRecord; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  const confirm = () => {
    const userId = useSession.getState().user?._id;
    if (!userId) {
      notifyError(STUDENTS_TEXTS.signedOut);
      return;
    }
    setBusy(true);
    deleteStudent(userId, student)
      .then(() => {
        notifySuccess(STUDENT_MESSAGES.deleted);
        onClose();
      })
      .catch(() => {
        notifyError(STUDENT_MESSAGES.deleteFailed);
        setBusy(false);
      });
  };

  return (
    <ConfirmDialog
      title={STUDENTS_TEXTS.deleteTitle}
      message={STUDENTS_TEXTS.deleteMessage(textOf(student, 'student_name'))}
      confirmLabel="Delete"
      busyLabel="Deleting..."
      busy={busy}
      onCancel={onClose}
      onConfirm={confirm}
    />
  );
}
