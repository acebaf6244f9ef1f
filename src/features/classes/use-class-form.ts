/**
 * The Class form's state: the domain's field rules, the teacher
 * one of the school's on this device, and grade + section free in the school, checked before the
 * change is queued. A create the server refused opens with the server's messages.
 */
import { useCallback } from 'react';
import { holdsKey } from '../../data/records/mirror-clash';
import {
  CLASS_FIELDS,
  CLASS_MESSAGES,
  ClassFormSchema,
  SUBJECT_COUNT,
} from '../../domain/classes/class-schema';
import { formStatusOf, textField as text } from '../../domain/people/record-status';
import type { RecordFormMode } from '../../kit/school-records-page';
import { useSchoolRecordForm } from '../../kit/use-school-record-form';
import { fieldErrors } from '../../ui/use-field-form';
import type { ClassRecord } from './class-record';
import { CLASSES_TEXTS } from './classes-texts';
import { addClass, editClass } from './save-class';

export type ClassField = keyof typeof CLASS_FIELDS;
export type ClassFormState = Record<ClassField, string>;
export type ClassFormMode = RecordFormMode<ClassRecord>;

const EMPTY_CLASS: ClassFormState = {
  grade: '',
  section: '',
  class_teacher_id: '',
  schedule: '',
  subject_count: String(SUBJECT_COUNT.default),
  status: 'active',
};

function classFormValues(klass: ClassRecord): ClassFormState {
  return {
    grade: text(klass.grade),
    section: text(klass.section),
    class_teacher_id: text(klass.class_teacher_id),
    schedule: text(klass.schedule),
    subject_count: text(klass.subject_count),
    status: formStatusOf(klass),
  };
}

const slotKey = (grade: unknown, section: unknown) =>
  `${text(grade).trim()}|${text(section).trim().toUpperCase()}`;

export function useClassForm(
  mode: ClassFormMode,
  schoolId: string,
  classes: readonly ClassRecord[],
  teacherIds: ReadonlySet<string>,
  onClose: () => void,
) {
  const klass = mode.kind === 'edit' ? mode.record : undefined;
  const validate = useCallback(
    (values: ClassFormState) => {
      const errors = fieldErrors<ClassField>(CLASS_FIELDS, values);
      if (!errors.class_teacher_id && !teacherIds.has(values.class_teacher_id)) {
        errors.class_teacher_id = CLASS_MESSAGES.teacherInvalid;
      }
      const key = slotKey(values.grade, values.section);
      if (
        !errors.grade &&
        !errors.section &&
        holdsKey(classes, (c) => slotKey(c.grade, c.section), key, klass?._id)
      ) {
        errors.section = CLASS_MESSAGES.taken;
      }
      return errors;
    },
    [teacherIds, classes, klass],
  );
  return useSchoolRecordForm({
    entity: 'classes',
    mode,
    schoolId,
    empty: EMPTY_CLASS,
    valuesOf: classFormValues,
    validate,
    schema: ClassFormSchema,
    saves: { add: addClass, edit: editClass },
    messages: CLASS_MESSAGES,
    texts: CLASSES_TEXTS,
    onClose,
  });
}
