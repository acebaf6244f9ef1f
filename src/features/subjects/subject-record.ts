/** Reading the mirror's subjects: search, order, the code's key and the cards' sums. */
import type { Mirrored } from '../../data/db/app-db';
import { searchTextOf, textField as text } from '../../domain/people/record-status';

export { formStatusOf, isActive } from '../../domain/people/record-status';

export type SubjectRecord = Mirrored<'subjects'>;

/** Name, code or department: what the Subjects search looks in. */
export const subjectSearchText = (subject: SubjectRecord) =>
  searchTextOf([subject.name, subject.code, subject.department]);

/** By grade, then name. */
export const sortSubjects = (subjects: readonly SubjectRecord[]) =>
  [...subjects].sort(
    (a, b) =>
      Number(a.grade) - Number(b.grade) ||
      text(a.name).localeCompare(text(b.name), undefined, { sensitivity: 'base' }),
  );

/** Subject codes are unique within a school, whatever their case. */
export const subjectCodeKey = (code: unknown) => text(code).trim().toUpperCase();

/** The 'Departments' card: departments named differently only by case or spaces count once. */
export const departmentCount = (subjects: readonly SubjectRecord[]) =>
  new Set(
    subjects
      .map((subject) => text(subject.department).replace(/\s+/g, ' ').trim().toLowerCase())
      .filter(Boolean),
  ).size;

/** The 'Total Credits' card. */
export const totalCredits = (subjects: readonly SubjectRecord[]) =>
  subjects.reduce(
    (sum, subject) => sum + (Number.isFinite(Number(subject.credits)) ? Number(subject.credits) : 0),
    0,
  );
