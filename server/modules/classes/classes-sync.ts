import { classes, masterClasses, masterSubjects, subjects } from '../../db/schema';
import { syncSource } from '../../kit/sync-source';
import {
  toClassView,
  toMasterClassView,
  toMasterSubjectView,
  toSubjectView,
  type ClassRow,
  type MasterClassRow,
  type MasterSubjectRow,
  type SubjectRow,
} from './class-view';

/** A school's classes and subjects in its scope; the master lists, shared by all, in the global one. */
export const classesSync = syncSource<'classes', ClassRow>(classes, toClassView, classes.school_id);
export const subjectsSync = syncSource<'subjects', SubjectRow>(subjects, toSubjectView, subjects.school_id);
export const masterClassesSync = syncSource<'masterClasses', MasterClassRow>(
  masterClasses,
  toMasterClassView,
);
export const masterSubjectsSync = syncSource<'masterSubjects', MasterSubjectRow>(
  masterSubjects,
  toMasterSubjectView,
);
