import type { Subject } from '../../../src/domain/classes/class';
import { subjects } from '../../db/schema';
import { columnView, stampFields } from '../../kit/column-view';

export type SubjectRow = typeof subjects.$inferSelect;

/** A school's subject, as the routes answer it and `/api/sync` sends it. */
export const subjectView = columnView<SubjectRow, Subject>(subjects, {
  _id: subjects._id,
  name: subjects.name,
  code: subjects.code,
  department: subjects.department,
  grade: subjects.grade,
  credits: subjects.credits,
  status: subjects.status,
  school_id: subjects.school_id,
  class_id: subjects.class_id,
  ...stampFields(subjects),
});
