/**
 * The Subject form's state (spec §4 Form modes, §5 Subject form): the domain's field rules and the
 * code free in the school on this device, checked before the change is queued. A create the server
 * refused opens with the server's messages on their fields.
 */
import { useCallback, useMemo } from 'react';
import * as v from 'valibot';
import { holdsKey } from '../../data/records/mirror-clash';
import { useRefusedCreate } from '../../data/records/refused-rows';
import { textField as text } from '../../domain/people/record-status';
import {
  DEFAULT_CREDITS,
  SUBJECT_FORM_FIELDS,
  SUBJECT_MESSAGES,
  SubjectFormSchema,
} from '../../domain/subjects/subject-schema';
import type { RecordFormMode } from '../../kit/school-records-page';
import { useRecordForm, withServerErrors } from '../../kit/use-record-form';
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
  const refused = useRefusedCreate('subjects', subject?._id);
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
  const checked = useMemo(
    () =>
      withServerErrors(
        validate,
        subject &&
          refused?.fieldErrors && { values: subjectFormValues(subject), errors: refused.fieldErrors },
      ),
    [validate, subject, refused],
  );

  return useRecordForm({
    adding: subject === undefined,
    initial: () => (subject ? subjectFormValues(subject) : EMPTY_SUBJECT),
    validate: checked,
    save: async (userId, values) => {
      const fields = v.parse(SubjectFormSchema, values);
      if (subject) return editSubject(userId, subject, fields);
      await addSubject(userId, schoolId, fields);
      return true;
    },
    messages: SUBJECT_MESSAGES,
    texts: SUBJECTS_TEXTS,
    onClose,
    revealErrors: refused !== undefined,
  });
}
