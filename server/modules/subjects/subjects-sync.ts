import { subjects } from '../../db/schema';
import { syncSource } from '../../kit/sync-source';
import { toSubjectView, type SubjectRow } from './subject-view';

/** Subjects in `/api/sync`: each school's own. */
export const subjectsSync = syncSource<'subjects', SubjectRow>(subjects, toSubjectView, subjects.school_id);
