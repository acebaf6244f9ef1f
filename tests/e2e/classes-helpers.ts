/** The Classes screen for its browser tests: the people screens' steps, with the class's own rows and fields. */
import { weeklyHours } from '../../src/domain/classes/schedule-hours';
import type { PeopleKind, PersonRow } from './people-kinds';

/** A class as the server answers it (it has no e-mail: `PersonRow` is only the shape the steps need). */
export interface ClassRow extends PersonRow {
  class_name: string;
  grade: number;
  section: string;
  class_teacher_id: string | null;
  schedule: string | null;
  subject_count: number;
  status: string;
}

export const CLASSES: PeopleKind<ClassRow> = {
  noun: 'Class',
  path: 'classes',
  listUrl: (schoolId, query) => `/api/classes?school_id=${schoolId}&${query}`,
  nameOf: (row) => `${row.class_name} - ${row.section}`,
};

/** The Classes screen's counts line, from the server's classes and the school's number of pupils. */
export function expectedCounts(classes: readonly ClassRow[], pupils: number): string {
  const hours = classes
    .filter((c) => c.status === 'active')
    .map((c) => weeklyHours(c.schedule))
    .filter((h): h is number => h !== undefined);
  const average = hours.length ? Math.round((hours.reduce((a, b) => a + b, 0) / hours.length) * 10) / 10 : 0;
  const maxSubjects = Math.max(0, ...classes.map((c) => c.subject_count));
  return [
    `Total Classes${classes.length}`,
    `Total Students${pupils.toLocaleString('en-IN')}`,
    `Subjects (max)${maxSubjects}`,
    `Active Hours (weekly average)${average.toLocaleString('en-IN')}`,
  ].join('');
}

export const DELETE_QUESTION = 'Are you sure you want to delete this class?';
export const TAKEN = 'A class with this grade and section already exists in this school';
