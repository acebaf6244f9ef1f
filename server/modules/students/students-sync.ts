import { students } from '../../db/schema';
import { syncSource } from '../../kit/sync-source';
import { studentView, type StudentRow } from './student-view';

/** Students in `/api/sync`: each school's own. */
export const studentsSync = syncSource<'students', StudentRow>(students, studentView, students.school_id);
