/**
 * The Student form's state, adding or editing: the domain's field rules, the class
 * one of this school's, and the roll number free in its class on this device, checked before the
 * change is queued. A create the server refused opens with the server's messages on its fields.
 */
import { useCallback, useMemo } from 'react';
import * as v from 'valibot';
import { useRefusedCreate } from '../../data/records/refused-rows';
import { holdsKey } from '../../data/records/mirror-clash';
import {
  STUDENT_FORM_FIELDS,
  STUDENT_MESSAGES,
  StudentFormSchema,
} from '../../domain/students/student-schema';
import type { RecordFormMode } from '../../kit/school-records-page';
import { useRecordForm, withServerErrors } from '../../kit/use-record-form';
import { fieldErrors } from '../../ui/use-field-form';
import { addStudent, editStudent } from './save-student';
import { formStatusOf, textField as text } from '../../domain/people/record-status';
import { studentRollKey, type StudentRecord } from './student-record';
import { STUDENTS_TEXTS } from './students-texts';

export type StudentField = keyof typeof STUDENT_FORM_FIELDS;
export type StudentFormValues = Record<StudentField, string>;
export type StudentFormMode = RecordFormMode<StudentRecord>;

export const EMPTY_STUDENT: StudentFormValues = {
  student_name: '',
  email: '',
  roll_number: '',
  class: '',
  status: 'active',
};

export function studentFormValues(student: StudentRecord): StudentFormValues {
  return {
    student_name: text(student.student_name),
    email: text(student.email),
    roll_number: text(student.roll_number),
    class: text(student.class_id),
    status: formStatusOf(student),
  };
}

export function useStudentForm(
  mode: StudentFormMode,
  schoolId: string,
  classIds: ReadonlySet<string>,
  students: readonly StudentRecord[],
  onClose: () => void,
) {
  const editedId = mode.kind === 'edit' ? mode.record._id : undefined;
  const refused = useRefusedCreate('students', editedId);
  const initial = () => (mode.kind === 'edit' ? studentFormValues(mode.record) : EMPTY_STUDENT);
  const validate = useCallback(
    (values: StudentFormValues) => {
      const errors = fieldErrors(STUDENT_FORM_FIELDS, values);
      if (!errors.class && !classIds.has(values.class)) errors.class = STUDENT_MESSAGES.classInvalid;
      const key = studentRollKey({ class_id: values.class, roll_number: values.roll_number });
      if (!errors.roll_number && !errors.class && holdsKey(students, studentRollKey, key, editedId)) {
        errors.roll_number = STUDENT_MESSAGES.rollTaken;
      }
      return errors;
    },
    [classIds, students, editedId],
  );
  const student = mode.kind === 'edit' ? mode.record : undefined;
  const checked = useMemo(
    () =>
      withServerErrors(
        validate,
        student &&
          refused?.fieldErrors && { values: studentFormValues(student), errors: refused.fieldErrors },
      ),
    [validate, student, refused],
  );

  return useRecordForm({
    adding: mode.kind === 'add',
    initial,
    validate: checked,
    save: async (userId, values) => {
      const output = v.parse(StudentFormSchema, values);
      if (mode.kind === 'add') return addStudent(userId, schoolId, output);
      return (await editStudent(userId, mode.record, output)) ? mode.record._id : null;
    },
    messages: STUDENT_MESSAGES,
    texts: STUDENTS_TEXTS,
    onClose,
    revealErrors: refused !== undefined,
  });
}
