/** Adding, editing and deleting a teacher on the device (spec §4, §7): the mirror and the outbox change together. */
import * as v from 'valibot';
import type { SyncedRecord } from '../../data/db/entities';
import { saveLocally } from '../../data/outbox/save-locally';
import { newId } from '../../domain/ids';
import {
  TeacherCreateSchema,
  TeacherUpdateSchema,
  type TeacherFormSchema,
} from '../../domain/teachers/teacher-schema';
import { textOf } from './teacher-record';

const path = (id: string) => `/teachers/${encodeURIComponent(id)}`;

export type TeacherFormOutput = v.InferOutput<typeof TeacherFormSchema>;

export async function addTeacher(userId: string, schoolId: string, form: TeacherFormOutput): Promise<string> {
  const _id = newId();
  const body = v.parse(TeacherCreateSchema, { _id, ...form, school_id: schoolId });
  await saveLocally(userId, {
    entity: 'teachers',
    operation: 'create',
    targetId: _id,
    request: { method: 'POST', path: '/teachers', body },
    patch: { ...body, department: null },
    label: `Add teacher ${body.teacher_name}`,
    dependsOn: [schoolId],
  });
  return _id;
}

const EDITABLE = ['teacher_name', 'email', 'phone_number', 'status'] as const;

/** The fields the form changed; teacher_id never changes (spec §5), so it is not sent. */
export function changedTeacherFields(original: SyncedRecord, form: Omit<TeacherFormOutput, 'teacher_id'>) {
  const changed: Partial<Record<(typeof EDITABLE)[number], string>> = {};
  for (const field of EDITABLE) if (form[field] !== textOf(original, field)) changed[field] = form[field];
  return changed;
}

/** Sends only the changed fields; false when nothing changed (no outbox row then). */
export async function editTeacher(
  userId: string,
  original: SyncedRecord,
  form: Omit<TeacherFormOutput, 'teacher_id'>,
): Promise<boolean> {
  const changed = changedTeacherFields(original, form);
  if (Object.keys(changed).length === 0) return false;
  const body = v.parse(TeacherUpdateSchema, changed);
  await saveLocally(userId, {
    entity: 'teachers',
    operation: 'update',
    targetId: original._id,
    request: { method: 'PATCH', path: path(original._id), body },
    patch: body,
    label: `Edit teacher ${form.teacher_name}`,
  });
  return true;
}

export async function deleteTeacher(userId: string, teacher: SyncedRecord): Promise<void> {
  await saveLocally(userId, {
    entity: 'teachers',
    operation: 'delete',
    targetId: teacher._id,
    request: { method: 'DELETE', path: path(teacher._id) },
    patch: {},
    label: `Delete teacher ${textOf(teacher, 'teacher_name')}`,
  });
}
