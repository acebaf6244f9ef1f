import { subjects } from '../../db/schema';
import { syncSource } from '../../kit/sync-source';
import { subjectView, type SubjectRow } from './subject-view';

/** Subjects in `/api/sync`: each school's own. */
export const subjectsSync = syncSource<'subjects', SubjectRow>(subjects, subjectView, subjects.school_id);
