/** Adding, editing and deleting a student on the device (spec §4, §7): the mirror and the outbox change together. */
import * as v from 'valibot';
import type { SyncedRecord } from '../../data/db/entities';
import { saveLocally } from '../../data/outbox/save-locally';
import { newId } from '../../domain/ids';
import {
  StudentCreateSchema,
  StudentUpdateSchema,
  type StudentFormOutput,
} from '../../domain/students/student-schema';
import { isActive, textOf } from './student-record';

const path = (id: string) => `/students/${encodeURIComponent(id)}`;

export async function addStudent(userId: string, schoolId: string, form: StudentFormOutput): Promise<string> {
  const _id = newId();
  const body = v.parse(StudentCreateSchema, {
    _id,
    student_name: form.student_name,
    email: form.email,
    roll_number: form.roll_number,
    class_id: form.class,
    status: form.status === 'active',
    school_id: schoolId,
  });
  await saveLocally(userId, {
    entity: 'students',
    operation: 'create',
    targetId: _id,
    request: { method: 'POST', path: '/students', body },
    patch: { ...body, profile_image: null },
    label: `Add student ${body.student_name}`,
    dependsOn: [schoolId, body.class_id],
  });
  return _id;
}

/** The wire fields the form changed: class as class_id, status as a boolean. */
export function changedStudentFields(
  original: SyncedRecord,
  form: StudentFormOutput,
): Record<string, unknown> {
  const next = {
    student_name: form.student_name,
    email: form.email,
    roll_number: form.roll_number,
    class_id: form.class,
  };
  const changed: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(next))
    if (value !== textOf(original, field)) changed[field] = value;
  const status = form.status === 'active';
  if (typeof original.status !== 'boolean' || status !== isActive(original)) changed.status = status;
  return changed;
}

/** Sends only the changed fields; false when nothing changed (no outbox row then). */
export async function editStudent(
  userId: string,
  original: SyncedRecord,
  form: StudentFormOutput,
): Promise<boolean> {
  const changed = changedStudentFields(original, form);
  if (Object.keys(changed).length === 0) return false;
  const body = v.parse(StudentUpdateSchema, changed);
  await saveLocally(userId, {
    entity: 'students',
    operation: 'update',
    targetId: original._id,
    request: { method: 'PATCH', path: path(original._id), body },
    patch: body,
    label: `Edit student ${form.student_name}`,
    dependsOn: body.class_id ? [body.class_id] : [],
  });
  return true;
}

export async function deleteStudent(userId: string, student: SyncedRecord): Promise<void> {
  await saveLocally(userId, {
    entity: 'students',
    operation: 'delete',
    targetId: student._id,
    request: { method: 'DELETE', path: path(student._id) },
    patch: {},
    label: `Delete student ${textOf(student, 'student_name')}`,
  });
}
