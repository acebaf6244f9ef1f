import type { Subject } from '../../../src/domain/classes/class';
import type { subjects } from '../../db/schema';
import { stamps } from '../../kit/record-view';

export type SubjectRow = typeof subjects.$inferSelect;
export type NewSubjectRow = typeof subjects.$inferInsert;

/** A school's subject, as the routes answer it and `/api/sync` sends it. */
export function toSubjectView(row: SubjectRow): Subject {
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
