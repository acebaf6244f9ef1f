import type { classes, masterClasses, masterSubjects, subjects } from '../../db/schema';

export type ClassRow = typeof classes.$inferSelect;
export type SubjectRow = typeof subjects.$inferSelect;
export type MasterClassRow = typeof masterClasses.$inferSelect;
export type MasterSubjectRow = typeof masterSubjects.$inferSelect;

interface Stamped {
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

const stamps = (row: Stamped) => ({
  version: row.version,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** A school's class (spec §3 Class (server), DESIGN.md §5). */
export function toClassView(row: ClassRow) {
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
export type ClassView = ReturnType<typeof toClassView>;

/** A school's subject (spec §3 Subject). */
export function toSubjectView(row: SubjectRow) {
  return {
    _id: row._id,
    name: row.name,
    code: row.code,
    department: row.department,
    grade: row.grade,
    credits: row.credits,
    status: row.status,
    school_id: row.school_id,
    class_id: row.class_id,
    ...stamps(row),
  };
}
export type SubjectView = ReturnType<typeof toSubjectView>;

export function toMasterClassView(row: MasterClassRow) {
  return { _id: row._id, class_name: row.class_name, grade: row.grade, ...stamps(row) };
}
export type MasterClassView = ReturnType<typeof toMasterClassView>;

/** Spec §3 Subject master. */
export function toMasterSubjectView(row: MasterSubjectRow) {
  return {
    _id: row._id,
    subject_name: row.subject_name,
    subject_master_class_id: row.subject_master_class_id,
    ...stamps(row),
  };
}
export type MasterSubjectView = ReturnType<typeof toMasterSubjectView>;
