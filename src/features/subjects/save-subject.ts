/** Adding, editing and deleting a subject on the device (spec §7 Subjects), through the shared record writes. */
import * as v from 'valibot';
import type { SyncedRecord } from '../../data/db/entities';
import {
  changedFields,
  createRecord,
  deleteRecord,
  updateRecord,
  type RecordEndpoint,
} from '../../data/records/record-writes';
import {
  SubjectCreateSchema,
  SubjectUpdateSchema,
  type SubjectFormSchema,
} from '../../domain/subjects/subject-schema';
import type { SubjectRecord } from './subject-record';

const SUBJECTS_ENDPOINT: RecordEndpoint = { entity: 'subjects', path: '/subjects', noun: 'subject' };
export const SUBJECTS_BULK_PATH = '/subjects/bulk';

type SubjectFormOutput = v.InferOutput<typeof SubjectFormSchema>;

export function addSubject(userId: string, schoolId: string, form: SubjectFormOutput): Promise<string> {
  const body = v.parse(SubjectCreateSchema, { ...form, school_id: schoolId });
  return createRecord(userId, SUBJECTS_ENDPOINT, body, {
    name: body.name,
    dependsOn: [schoolId],
    extra: { class_id: null },
  });
}

/** Sends only the changed fields; false when nothing changed (no outbox row then). */
export async function editSubject(
  userId: string,
  original: SyncedRecord,
  form: SubjectFormOutput,
): Promise<boolean> {
  const body = v.parse(SubjectUpdateSchema, changedFields(original, form));
  const row = await updateRecord(userId, SUBJECTS_ENDPOINT, original, body, { name: form.name });
  return row !== undefined;
}

export const deleteSubject = (userId: string, subject: SubjectRecord) =>
  deleteRecord(userId, SUBJECTS_ENDPOINT, subject, subject.name);
