import type { School, SchoolStatus } from '../../../src/domain/schools/school';
import type { schools } from '../../db/schema';

export type SchoolRow = typeof schools.$inferSelect;

export interface SchoolTally {
  students: number;
  teachers: number;
  subjects: number;
  classes: number;
}

export const EMPTY_TALLY: SchoolTally = { students: 0, teachers: 0, subjects: 0, classes: 0 };

/** The API view of a school, counts under both names the clients read. */
export function toSchoolView(row: SchoolRow, tally: SchoolTally = EMPTY_TALLY): School {
  return {
    _id: row._id,
    school_name: row.school_name,
    email: row.email,
    phone_number: row.phone_number,
    contact: row.contact,
    status: row.status as SchoolStatus,
    street: row.street,
    locality: row.locality,
    city: row.city,
    state: row.state,
    pincode: row.pincode,
    principal_name: row.principal_name,
    principal_email: row.principal_email,
    principal_contact: row.principal_contact,
    academic_year: row.academic_year,
    new_year_undo_until: row.new_year_undo_until?.toISOString() ?? null,
    studentCount: tally.students,
    totalStudentsCount: tally.students,
    teacherCount: tally.teachers,
    totalTeachersCount: tally.teachers,
    subjectCount: tally.subjects,
    totalSubjectCount: tally.subjects,
    classCount: tally.classes,
    totalClassesCount: tally.classes,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
