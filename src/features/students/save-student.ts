/** Adding, editing and deleting a student on the device, through the shared record writes. */
import * as v from 'valibot';
import type { SyncedRecord } from '../../data/db/entities';
import {
  changedFields,
  createRecord,
  deleteRecord,
  updateRecord,
  type RecordEndpoint,
} from '../../data/records/record-writes';
import type { StudentRecord } from './student-record';
import {
  StudentCreateSchema,
  StudentUpdateSchema,
  type StudentFormOutput,
} from '../../domain/students/student-schema';

export const STUDENTS_ENDPOINT: RecordEndpoint<'students'> = { entity: 'students', path: '/students' };
export const STUDENTS_BULK_PATH = '/students/bulk';

/** The form's values as the wire carries them: class as class_id, status as a boolean. */
const wireFields = (form: StudentFormOutput) => ({
  student_name: form.student_name,
  email: form.email,
  roll_number: form.roll_number,
  class_id: form.class,
  status: form.status === 'active',
});

export function addStudent(userId: string, schoolId: string, form: StudentFormOutput): Promise<string> {
  const body = v.parse(StudentCreateSchema, { ...wireFields(form), school_id: schoolId });
  return createRecord(userId, STUDENTS_ENDPOINT, body, {
    name: body.student_name,
    dependsOn: [schoolId, body.class_id],
    extra: { profile_image: null },
  });
}

export const changedStudentFields = (original: SyncedRecord, form: StudentFormOutput) =>
  changedFields(original, wireFields(form));

/** Sends only the changed fields; false when nothing changed (no outbox row then). */
export async function editStudent(
  userId: string,
  original: SyncedRecord,
  form: StudentFormOutput,
): Promise<boolean> {
  const changes = changedStudentFields(original, form);
  const body = v.parse(StudentUpdateSchema, changes);
  const row = await updateRecord(userId, STUDENTS_ENDPOINT, original, body, {
    name: form.student_name,
    dependsOn: body.class_id ? [body.class_id] : [],
  });
  return row !== undefined;
}

export const deleteStudent = (userId: string, student: StudentRecord) =>
  deleteRecord(userId, STUDENTS_ENDPOINT, student, student.student_name);
