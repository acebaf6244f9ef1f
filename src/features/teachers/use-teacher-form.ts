/**
 * The Teacher form's state, adding or editing: the domain's field rules and the
 * Teacher ID free in the school on this device, checked before the change is queued. The Teacher ID
 * is fixed once the server has the teacher; a create the server refused can be corrected in any field.
 */
import { useCallback, useMemo } from 'react';
import * as v from 'valibot';
import { holdsKey } from '../../data/records/mirror-clash';
import { useRefusedCreate } from '../../data/records/refused-rows';
import { formStatusOf, textField as text } from '../../domain/people/record-status';
import { TEACHER_FORM_FIELDS, TEACHER_MESSAGES } from '../../domain/teachers/teacher-schema';
import type { RecordFormMode } from '../../kit/school-records-page';
import { useRecordForm, withServerErrors } from '../../kit/use-record-form';
import { fieldErrors } from '../../ui/use-field-form';
import { addTeacher, editTeacher } from './save-teacher';
import { teacherIdKey, type TeacherRecord } from './teacher-record';
import { TEACHERS_TEXTS } from './teachers-texts';

export type TeacherField = keyof typeof TEACHER_FORM_FIELDS;
export type TeacherFormState = Record<TeacherField, string>;
export type TeacherFormMode = RecordFormMode<TeacherRecord>;

export const EMPTY_TEACHER: TeacherFormState = {
  teacher_id: '',
  teacher_name: '',
  email: '',
  phone_number: '',
  status: 'active',
};

export function teacherFormValues(teacher: TeacherRecord): TeacherFormState {
  return {
    teacher_id: text(teacher.teacher_id),
    teacher_name: text(teacher.teacher_name),
    email: text(teacher.email),
    phone_number: text(teacher.phone_number),
    status: formStatusOf(teacher),
  };
}

const { teacher_name, email, phone_number, status } = TEACHER_FORM_FIELDS;
const EDIT_FIELDS = { teacher_name, email, phone_number, status };
const EditSchema = v.object(EDIT_FIELDS);
const AddSchema = v.object(TEACHER_FORM_FIELDS);

export function useTeacherForm(
  mode: TeacherFormMode,
  schoolId: string,
  teachers: readonly TeacherRecord[],
  onClose: () => void,
) {
  const teacher = mode.kind === 'edit' ? mode.record : undefined;
  const refused = useRefusedCreate('teachers', teacher?._id);
  /** The Teacher ID can be typed: a new teacher, or one whose create the server refused. */
  const idEditable = teacher === undefined || refused !== undefined;
  const validate = useCallback(
    (values: TeacherFormState) => {
      const errors = fieldErrors<TeacherField>(
        idEditable ? TEACHER_FORM_FIELDS : { ...EDIT_FIELDS, teacher_id: v.string() },
        values,
      );
      const key = teacherIdKey(values.teacher_id);
      if (
        idEditable &&
        !errors.teacher_id &&
        holdsKey(teachers, (t) => teacherIdKey(t.teacher_id), key, teacher?._id)
      ) {
        errors.teacher_id = TEACHER_MESSAGES.idTaken;
      }
      return errors;
    },
    [idEditable, teachers, teacher],
  );
  const checked = useMemo(
    () =>
      withServerErrors(
        validate,
        teacher &&
          refused?.fieldErrors && { values: teacherFormValues(teacher), errors: refused.fieldErrors },
      ),
    [validate, teacher, refused],
  );

  const form = useRecordForm({
    adding: teacher === undefined,
    initial: () => (teacher ? teacherFormValues(teacher) : EMPTY_TEACHER),
    validate: checked,
    save: async (userId, values) => {
      if (!teacher) return addTeacher(userId, schoolId, v.parse(AddSchema, values));
      const fields = idEditable ? v.parse(AddSchema, values) : v.parse(EditSchema, values);
      return (await editTeacher(userId, teacher, fields)) ? teacher._id : null;
    },
    messages: TEACHER_MESSAGES,
    texts: TEACHERS_TEXTS,
    onClose,
    revealErrors: refused !== undefined,
  });
  return { ...form, idEditable };
}
