/** Adding, editing and deleting a teacher on the device (spec §4, §7 Teachers), through the shared record writes. */
import * as v from 'valibot';
import type { SyncedRecord } from '../../data/db/entities';
import {
  changedFields,
  createRecord,
  deleteRecord,
  updateRecord,
  type RecordEndpoint,
} from '../../data/records/record-writes';
import type { TeacherRecord } from './teacher-record';
import {
  TeacherCreateSchema,
  TeacherUpdateSchema,
  type TeacherFormSchema,
} from '../../domain/teachers/teacher-schema';

export const TEACHERS_ENDPOINT: RecordEndpoint = { entity: 'teachers', path: '/teachers', noun: 'teacher' };
export const TEACHERS_BULK_PATH = '/teachers/bulk';

export type TeacherFormOutput = v.InferOutput<typeof TeacherFormSchema>;

export function addTeacher(userId: string, schoolId: string, form: TeacherFormOutput): Promise<string> {
  const body = v.parse(TeacherCreateSchema, { ...form, school_id: schoolId });
  return createRecord(userId, TEACHERS_ENDPOINT, body, {
    name: body.teacher_name,
    dependsOn: [schoolId],
    extra: { department: null },
  });
}

/**
 * Sends only the changed fields; false when nothing changed (no outbox row then). The Teacher ID is
 * fixed once the server has the teacher (spec §5), so it is in `form` only to correct a refused create.
 */
export async function editTeacher(
  userId: string,
  original: SyncedRecord,
  form: Partial<TeacherFormOutput> & Omit<TeacherFormOutput, 'teacher_id'>,
): Promise<boolean> {
  const body = v.parse(TeacherUpdateSchema, changedFields(original, form));
  const row = await updateRecord(userId, TEACHERS_ENDPOINT, original, body, { name: form.teacher_name });
  return row !== undefined;
}

export const deleteTeacher = (userId: string, teacher: TeacherRecord) =>
  deleteRecord(userId, TEACHERS_ENDPOINT, teacher, teacher.teacher_name);
