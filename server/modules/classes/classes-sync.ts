import { classes, masterClasses, masterSubjects } from '../../db/schema';
import { syncSource } from '../../kit/sync-source';
import {
  toClassView,
  toMasterClassView,
  toMasterSubjectView,
  type ClassRow,
  type MasterClassRow,
  type MasterSubjectRow,
} from './class-view';

/** A school's classes in its scope; the master lists, shared by all, in the global one. */
export const classesSync = syncSource<'classes', ClassRow>(classes, toClassView, classes.school_id);
export const masterClassesSync = syncSource<'masterClasses', MasterClassRow>(
  masterClasses,
  toMasterClassView,
);
export const masterSubjectsSync = syncSource<'masterSubjects', MasterSubjectRow>(
  masterSubjects,
  toMasterSubjectView,
);
