/**
 * Adding, editing and deleting a class on the device, through the shared record
 * saves. class_name is derived from the grade here as on the server, so the device shows it at once;
 * a class made offline with a teacher made offline is sent after its teacher.
 */
import { db } from '../../data/db/app-db';
import { recordSaves } from '../../data/records/record-saves';
import { classLabel } from '../../domain/classes/class-order';
import {
  CLASS_MESSAGES,
  ClassCreateSchema,
  ClassUpdateSchema,
  classNameOf,
} from '../../domain/classes/class-schema';
import { hasLeft } from '../../domain/students/pupil-left';
import { t } from '../../i18n/i18n';
import { DeleteRefused } from '../../kit/delete-record-dialog';
import type { ClassRecord } from './class-record';

const saves = recordSaves(
  { entity: 'classes', path: '/classes' },
  {
    create: ClassCreateSchema,
    update: ClassUpdateSchema,
    nameOf: (klass) => classLabel({ ...klass, ...nameOfGrade(klass.grade) }),
    needs: (changes) => [changes.class_teacher_id],
    derived: (changes) => nameOfGrade(changes.grade),
  },
);

function nameOfGrade(grade: unknown) {
  return typeof grade === 'number' ? { class_name: classNameOf(grade) } : {};
}

export const { add: addClass, edit: editClass } = saves;

/** Why the class cannot be deleted now: the device knows of pupils in it, who have not left (the server refuses too). */
export async function whyClassStays(klass: ClassRecord): Promise<string | null> {
  const pupils = await db.students
    .where('class_id')
    .equals(klass._id)
    .filter((pupil) => !hasLeft(pupil))
    .count();
  return pupils > 0 ? t(CLASS_MESSAGES.hasPupils, { count: pupils }) : null;
}

/** Refused at once while the class has pupils (`whyClassStays`). */
export async function deleteClass(userId: string, klass: ClassRecord) {
  const refusal = await whyClassStays(klass);
  if (refusal) throw new DeleteRefused(refusal);
  return saves.remove(userId, klass);
}
