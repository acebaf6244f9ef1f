import { teachers } from '../../db/schema';
import { syncSource } from '../../kit/sync-source';
import { teacherView, type TeacherRow } from './teacher-view';

/** Teachers in `/api/sync`: each school's own. */
export const teachersSync = syncSource<'teachers', TeacherRow>(teachers, teacherView, teachers.school_id);
