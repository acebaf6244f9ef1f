import type { MasterClass, MasterSubject, SchoolClass } from '../../../src/domain/classes/class';
import type { classes, masterClasses, masterSubjects } from '../../db/schema';
import { stamps } from '../../kit/record-view';

export type ClassRow = typeof classes.$inferSelect;
export type MasterClassRow = typeof masterClasses.$inferSelect;
export type MasterSubjectRow = typeof masterSubjects.$inferSelect;

/** A school's class, as stored (docs/api.md, "Records"). */
export function toClassView(row: ClassRow): SchoolClass {
  return {
    _id: row._id,
    class_name: row.class_name,
    grade: row.grade,
    section: row.section,
    school_id: row.school_id,
    class_teacher_id: row.class_teacher_id,
    schedule: row.schedule,
    subject_count: row.subject_count,
    status: row.status,
    ...stamps(row),
  };
}

export function toMasterClassView(row: MasterClassRow): MasterClass {
  return { _id: row._id, class_name: row.class_name, grade: row.grade, ...stamps(row) };
}

/** A subject of the programme's master list, under its master class. */
export function toMasterSubjectView(row: MasterSubjectRow): MasterSubject {
  return {
    _id: row._id,
    subject_name: row.subject_name,
    subject_master_class_id: row.subject_master_class_id,
    ...stamps(row),
  };
}
