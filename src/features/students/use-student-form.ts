/**
 * The Student form's state (spec §4 Form modes, §5 Student form): validated on change with the domain's
 * field schemas plus "the class is one of this school's", saved on the device, then closed.
 */
import { useCallback, useState } from 'react';
import * as v from 'valibot';
import type { SyncedRecord } from '../../data/db/entities';
import { useSession } from '../../data/session/session-store';
import {
  STUDENT_FORM_FIELDS,
  STUDENT_MESSAGES,
  StudentFormSchema,
} from '../../domain/students/student-schema';
import { notifyError, notifyInfo, notifySuccess } from '../../ui/toast';
import { fieldErrors, useFieldForm } from '../../ui/use-field-form';
import { addStudent, editStudent } from './save-student';
import { formStatusOf, textOf } from './student-record';
import { STUDENTS_TEXTS } from './students-texts';

export type StudentField = keyof typeof STUDENT_FORM_FIELDS;
export type StudentFormValues = Record<StudentField, string>;
export type StudentFormMode = { kind: 'add' } | { kind: 'edit'; student: SyncedRecord };

export const EMPTY_STUDENT: StudentFormValues = {
  student_name: '',
  email: '',
  roll_number: '',
  class: '',
  status: 'active',
};

export function studentFormValues(student: SyncedRecord): StudentFormValues {
  return {
    student_name: textOf(student, 'student_name'),
    email: textOf(student, 'email'),
    roll_number: textOf(student, 'roll_number'),
    class: textOf(student, 'class_id'),
    status: formStatusOf(student),
  };
}

export function useStudentForm(
  mode: StudentFormMode,
  schoolId: string,
  classIds: ReadonlySet<string>,
  onClose: () => void,
) {
  const validate = useCallback(
    (values: StudentFormValues) => {
      const errors = fieldErrors(STUDENT_FORM_FIELDS, values);
      if (!errors.class && !classIds.has(values.class)) errors.class = STUDENT_MESSAGES.classInvalid;
      return errors;
    },
    [classIds],
  );
  const form = useFieldForm(
    () => (mode.kind === 'edit' ? studentFormValues(mode.student) : EMPTY_STUDENT),
    validate,
  );
  const [submitting, setSubmitting] = useState(false);

  const submit = async () => {
    if (submitting) return;
    if (!form.valid) {
      form.touchAll();
      return;
    }
    const userId = useSession.getState().user?._id;
    if (!userId) {
      notifyError(STUDENTS_TEXTS.signedOut);
      return;
    }
    setSubmitting(true);
    try {
      const output = v.parse(StudentFormSchema, form.values);
      if (mode.kind === 'add') {
        await addStudent(userId, schoolId, output);
        notifySuccess(STUDENT_MESSAGES.added);
      } else if (await editStudent(userId, mode.student, output)) {
        notifySuccess(STUDENT_MESSAGES.updated);
      } else {
        notifyInfo(STUDENTS_TEXTS.noChanges);
      }
      onClose();
    } catch {
      notifyError(STUDENT_MESSAGES.saveFailed);
      setSubmitting(false);
    }
  };

  return { ...form, submitting, submit };
}
