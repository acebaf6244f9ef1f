/** Adding and editing a school on the device: the mirror and the outbox change together; the drainer sends it. */
import { saveLocally } from '../../data/outbox/save-locally';
import { newId } from '../../domain/ids';
import { t } from '../../i18n/i18n';
import {
  SCHOOL_FIELD_SCHEMAS,
  type SchoolField,
  type SchoolFormValues,
} from '../../domain/schools/school-schema';
import { textField as text } from '../../domain/people/record-status';
import type { RecordFormMode } from '../../kit/records-page';
import type { SchoolRecord } from './school-record';

export type SchoolFormMode = RecordFormMode<SchoolRecord>;

export async function addSchool(userId: string, values: SchoolFormValues): Promise<string> {
  const _id = newId();
  await saveLocally(userId, {
    entity: 'schools',
    operation: 'create',
    targetId: _id,
    request: { method: 'POST', path: '/schools/initiate-school', body: { ...values, _id } },
    patch: { ...values, _id, status: values.status },
    label: t('Add school {name}', { name: values.school_name }),
  });
  return _id;
}

/** The form's values that differ from the record as it was when the form opened. */
export function changedSchoolFields(
  original: SchoolRecord,
  values: SchoolFormValues,
): Partial<Record<SchoolField, string>> {
  const changed: Partial<Record<SchoolField, string>> = {};
  for (const field of Object.keys(SCHOOL_FIELD_SCHEMAS) as SchoolField[]) {
    if (values[field] !== text(original[field])) changed[field] = values[field];
  }
  return changed;
}

/** Saves only the changed fields; false when nothing changed (no outbox row then). */
export async function editSchool(
  userId: string,
  original: SchoolRecord,
  values: SchoolFormValues,
): Promise<boolean> {
  const changed = changedSchoolFields(original, values);
  if (Object.keys(changed).length === 0) return false;
  await saveLocally(userId, {
    entity: 'schools',
    operation: 'update',
    targetId: original._id,
    request: { method: 'PATCH', path: `/schools/${encodeURIComponent(original._id)}`, body: { ...changed } },
    patch: { ...changed },
    label: t('Edit school {name}', { name: values.school_name }),
  });
  return true;
}
