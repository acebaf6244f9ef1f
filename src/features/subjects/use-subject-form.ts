/**
 * The Subject form's state, adding or editing: the domain's field rules and the
 * code free in the school on this device, checked before the change is queued. A create the server
 * refused opens with the server's messages on their fields.
 */
import { useCallback } from 'react';
import { holdsKey } from '../../data/records/mirror-clash';
import { textField as text } from '../../domain/people/record-status';
import {
  DEFAULT_CREDITS,
  SUBJECT_FORM_FIELDS,
  SUBJECT_MESSAGES,
  SubjectFormSchema,
} from '../../domain/subjects/subject-schema';
import type { RecordFormMode } from '../../kit/school-records-page';
import { useSchoolRecordForm } from '../../kit/use-school-record-form';
import { fieldErrors } from '../../ui/use-field-form';
import { addSubject, editSubject } from './save-subject';
import { formStatusOf, subjectCodeKey, type SubjectRecord } from './subject-record';
import { SUBJECTS_TEXTS } from './subjects-texts';

type SubjectField = keyof typeof SUBJECT_FORM_FIELDS;
type SubjectFormState = Record<SubjectField, string>;
export type SubjectFormMode = RecordFormMode<SubjectRecord>;

const EMPTY_SUBJECT: SubjectFormState = {
  name: '',
  code: '',
  department: '',
  grade: '',
  credits: String(DEFAULT_CREDITS),
  status: 'active',
};

function subjectFormValues(subject: SubjectRecord): SubjectFormState {
  return {
    name: text(subject.name),
    code: text(subject.code),
    department: text(subject.department),
    grade: text(subject.grade),
    credits: text(subject.credits),
    status: formStatusOf(subject),
  };
}

export function useSubjectForm(
  mode: SubjectFormMode,
  schoolId: string,
  subjects: readonly SubjectRecord[],
  onClose: () => void,
) {
  const subject = mode.kind === 'edit' ? mode.record : undefined;
  const validate = useCallback(
    (values: SubjectFormState) => {
      const errors = fieldErrors<SubjectField>(SUBJECT_FORM_FIELDS, values);
      const key = subjectCodeKey(values.code);
      if (!errors.code && holdsKey(subjects, (s) => subjectCodeKey(s.code), key, subject?._id)) {
        errors.code = SUBJECT_MESSAGES.codeTaken;
      }
      return errors;
    },
    [subjects, subject],
  );
  return useSchoolRecordForm({
    entity: 'subjects',
    mode,
    schoolId,
    empty: EMPTY_SUBJECT,
    valuesOf: subjectFormValues,
    validate,
    schema: SubjectFormSchema,
    saves: { add: addSubject, edit: editSubject },
    messages: SUBJECT_MESSAGES,
    texts: SUBJECTS_TEXTS,
    onClose,
  });
}
