/**
 * The School form's state: validated on change with the domain schema, messages shown once a
 * field is touched, the 12-field counter, and the save: toast, back to page 1 showing the saved school,
 * wait 1 s, close.
 */
import { useFieldForm } from '../../ui/use-field-form';
import { useMemo, useState } from 'react';
import * as v from 'valibot';
import { messageOf } from '../../data/api/api-error';
import { useSession } from '../../data/session/session-store';
import { SCHOOL_API_MESSAGES } from '../../domain/schools/school-messages';
import {
  completedSchoolFields,
  schoolFormErrors,
  SchoolFormSchema,
  type SchoolField,
} from '../../domain/schools/school-schema';
import { announceSaved } from '../../kit/announce-save';
import { notifyError, notifyInfo } from '../../ui/toast';
import { addSchool, editSchool, type SchoolFormMode } from './save-school';
import { EMPTY_SCHOOL_FORM, formStateOf, type SchoolFormState } from './school-form-fields';
import { FORM_CLOSE_DELAY_MS, SCHOOL_TEXTS } from './schools-constants';

export interface SchoolFormCallbacks {
  /** The save is on the device: the list goes back to page 1 and shows where this school is. */
  onSaved: (schoolId: string) => void;
  onClose: () => void;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The saved school's id; null when an edit changed nothing. */
async function save(mode: SchoolFormMode, values: SchoolFormState): Promise<string | null> {
  const userId = useSession.getState().user?._id;
  if (!userId) throw new Error(SCHOOL_TEXTS.signedOut);
  const output = v.parse(SchoolFormSchema, values);
  if (mode.kind === 'add') return addSchool(userId, output);
  return (await editSchool(userId, mode.record, output)) ? mode.record._id : null;
}

export function useSchoolForm(mode: SchoolFormMode, { onSaved, onClose }: SchoolFormCallbacks) {
  const form = useFieldForm<SchoolField>(
    () => (mode.kind === 'edit' ? formStateOf(mode.record) : EMPTY_SCHOOL_FORM),
    schoolFormErrors,
  );
  const { values, valid } = form;
  const [submitting, setSubmitting] = useState(false);
  const completed = useMemo(() => completedSchoolFields(values), [values]);

  const submit = async () => {
    if (!valid || submitting) return;
    setSubmitting(true);
    try {
      const savedId = await save(mode, values);
      if (savedId === null) {
        notifyInfo(SCHOOL_TEXTS.noChanges);
        onClose();
        return;
      }
      void announceSaved(
        mode.kind === 'add' ? SCHOOL_API_MESSAGES.added : SCHOOL_API_MESSAGES.updated,
        savedId,
      );
      onSaved(savedId);
      await wait(FORM_CLOSE_DELAY_MS);
      onClose();
    } catch (error) {
      notifyError(
        messageOf(error, mode.kind === 'add' ? SCHOOL_TEXTS.createFailed : SCHOOL_TEXTS.updateFailed),
      );
      setSubmitting(false);
    }
  };

  return { ...form, completed, submitting, submit };
}
