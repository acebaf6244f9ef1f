/**
 * The Teacher form's state (spec §4 Form modes, §5 Teacher form): validated on change with the domain's
 * field schemas; the Teacher ID is fixed once the teacher exists, so editing neither checks nor sends it.
 */
import { useCallback, useState } from 'react';
import * as v from 'valibot';
import type { SyncedRecord } from '../../data/db/entities';
import { useSession } from '../../data/session/session-store';
import { TEACHER_FORM_FIELDS, TEACHER_MESSAGES } from '../../domain/teachers/teacher-schema';
import { notifyError, notifyInfo, notifySuccess } from '../../ui/toast';
import { fieldErrors, useFieldForm } from '../../ui/use-field-form';
import { addTeacher, editTeacher } from './save-teacher';
import { formStatusOf, textOf } from './teacher-record';
import { TEACHERS_TEXTS } from './teachers-texts';

export type TeacherField = keyof typeof TEACHER_FORM_FIELDS;
export type TeacherFormState = Record<TeacherField, string>;
export type TeacherFormMode = { kind: 'add' } | { kind: 'edit'; teacher: SyncedRecord };

export const EMPTY_TEACHER: TeacherFormState = {
  teacher_id: '',
  teacher_name: '',
  email: '',
  phone_number: '',
  status: 'active',
};

export function teacherFormValues(teacher: SyncedRecord): TeacherFormState {
  return {
    teacher_id: textOf(teacher, 'teacher_id'),
    teacher_name: textOf(teacher, 'teacher_name'),
    email: textOf(teacher, 'email'),
    phone_number: textOf(teacher, 'phone_number'),
    status: formStatusOf(teacher),
  };
}

const EDIT_FIELDS = {
  teacher_name: TEACHER_FORM_FIELDS.teacher_name,
  email: TEACHER_FORM_FIELDS.email,
  phone_number: TEACHER_FORM_FIELDS.phone_number,
  status: TEACHER_FORM_FIELDS.status,
};
const EditSchema = v.object(EDIT_FIELDS);
const AddSchema = v.object(TEACHER_FORM_FIELDS);

export function useTeacherForm(mode: TeacherFormMode, schoolId: string, onClose: () => void) {
  const editing = mode.kind === 'edit';
  const validate = useCallback(
    (values: TeacherFormState) =>
      fieldErrors<TeacherField>(
        editing ? { ...EDIT_FIELDS, teacher_id: v.string() } : TEACHER_FORM_FIELDS,
        values,
      ),
    [editing],
  );
  const form = useFieldForm(
    () => (mode.kind === 'edit' ? teacherFormValues(mode.teacher) : EMPTY_TEACHER),
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
      notifyError(TEACHERS_TEXTS.signedOut);
      return;
    }
    setSubmitting(true);
    try {
      if (mode.kind === 'add') {
        await addTeacher(userId, schoolId, v.parse(AddSchema, form.values));
        notifySuccess(TEACHER_MESSAGES.added);
      } else if (await editTeacher(userId, mode.teacher, v.parse(EditSchema, form.values))) {
        notifySuccess(TEACHER_MESSAGES.updated);
      } else {
        notifyInfo(TEACHERS_TEXTS.noChanges);
      }
      onClose();
    } catch (error) {
      notifyError(error instanceof Error && error.message ? error.message : TEACHER_MESSAGES.saveFailed);
      setSubmitting(false);
    }
  };

  return { ...form, submitting, submit };
}
