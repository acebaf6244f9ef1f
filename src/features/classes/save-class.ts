/**
 * Adding, editing and deleting a class on the device (spec §2 Classes page), through the shared record
 * writes. class_name is derived from the grade here as on the server, so the device shows it at once.
 */
import * as v from 'valibot';
import { db } from '../../data/db/app-db';
import {
  changedFields,
  createRecord,
  deleteRecord,
  updateRecord,
  type RecordEndpoint,
} from '../../data/records/record-writes';
import { classLabel } from '../../domain/classes/class-order';
import {
  ClassCreateSchema,
  ClassUpdateSchema,
  classHasPupils,
  classNameOf,
  type ClassFormOutput,
} from '../../domain/classes/class-schema';
import { DeleteRefused } from '../../kit/delete-record-dialog';
import type { ClassRecord } from './class-record';

export const CLASSES_ENDPOINT: RecordEndpoint = { entity: 'classes', path: '/classes', noun: 'class' };

/** A class made offline with a teacher made offline is sent after its teacher. */
export function addClass(userId: string, schoolId: string, form: ClassFormOutput): Promise<string> {
  const body = v.parse(ClassCreateSchema, { ...form, school_id: schoolId });
  const class_name = classNameOf(body.grade);
  return createRecord(userId, CLASSES_ENDPOINT, body, {
    name: classLabel({ class_name, section: body.section }),
    dependsOn: [schoolId, body.class_teacher_id],
    extra: { class_name },
  });
}

/** Sends only the changed fields; false when nothing changed (no outbox row then). */
export async function editClass(
  userId: string,
  original: ClassRecord,
  form: ClassFormOutput,
): Promise<boolean> {
  const body = v.parse(ClassUpdateSchema, changedFields(original, form));
  const row = await updateRecord(userId, CLASSES_ENDPOINT, original, body, {
    name: classLabel({ class_name: classNameOf(form.grade), section: form.section }),
    dependsOn: body.class_teacher_id ? [body.class_teacher_id] : [],
    extra: body.grade === undefined ? {} : { class_name: classNameOf(body.grade) },
  });
  return row !== undefined;
}

/** Refused at once while the device knows of pupils in the class; the server refuses too. */
export async function deleteClass(userId: string, klass: ClassRecord) {
  const pupils = await db.students.where('class_id').equals(klass._id).count();
  if (pupils > 0) throw new DeleteRefused(classHasPupils(pupils));
  return deleteRecord(userId, CLASSES_ENDPOINT, klass, classLabel(klass));
}
