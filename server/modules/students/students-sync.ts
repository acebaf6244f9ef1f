import { students } from '../../db/schema';
import { syncSource } from '../../kit/sync-source';
import { toStudentView, type StudentRow } from './student-view';

/** Students in `/api/sync`: each school's own. */
export const studentsSync = syncSource<'students', StudentRow>(students, toStudentView, students.school_id);
