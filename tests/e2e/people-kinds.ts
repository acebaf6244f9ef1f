import type { Subject } from '../../src/domain/classes/class';

/** The screens of a school's records as their browser tests tell them apart, and their server rows. */
export interface RecordRow {
  _id: string;
  version: number;
}

export interface PersonRow extends RecordRow {
  email: string;
}

export interface StudentRow extends PersonRow {
  student_name: string;
  roll_number: string;
  class_id: string;
}

export interface TeacherRow extends PersonRow {
  teacher_id: string;
  teacher_name: string;
  phone_number: string;
}

/** What tells the screens apart. */
export interface PeopleKind<Row extends RecordRow> {
  /** As the screen says it: 'Student', 'Teacher'. */
  noun: string;
  /** Of the screen's address and of the API: `students`, `teachers`. */
  path: string;
  /** The API address listing a school's people, with `query` (limit, search). */
  listUrl(schoolId: string, query: string): string;
  /** The name a row is shown and found by. */
  nameOf(row: Row): string;
  /** The delete dialog's question; the people screens' 'Are you sure you want to delete {name}? ...' by default. */
  deleteQuestion?(name: string): string;
}

export const STUDENTS: PeopleKind<StudentRow> = {
  noun: 'Student',
  path: 'students',
  listUrl: (schoolId, query) => `/api/students/school/${schoolId}?${query}`,
  nameOf: (row) => row.student_name,
};

export const TEACHERS: PeopleKind<TeacherRow> = {
  noun: 'Teacher',
  path: 'teachers',
  listUrl: (schoolId, query) => `/api/teachers?school_id=${schoolId}&${query}`,
  nameOf: (row) => row.teacher_name,
};

export type SubjectRow = Subject;

export const SUBJECTS: PeopleKind<SubjectRow> = {
  noun: 'Subject',
  path: 'subjects',
  listUrl: (schoolId, query) => `/api/subjects/school/${schoolId}?${query}`,
  nameOf: (row) => row.name,
  deleteQuestion: () => 'Are you sure you want to delete this subject?',
};
