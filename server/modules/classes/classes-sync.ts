import { classes, masterClasses, masterSubjects } from '../../db/schema';
import { syncSource } from '../../kit/sync-source';
import {
  classView,
  masterClassView,
  masterSubjectView,
  type ClassRow,
  type MasterClassRow,
  type MasterSubjectRow,
} from './class-view';

/** A school's classes in its scope; the master lists, shared by all, in the global one. */
export const classesSync = syncSource<'classes', ClassRow>(classes, classView, classes.school_id);
export const masterClassesSync = syncSource<'masterClasses', MasterClassRow>(masterClasses, masterClassView);
export const masterSubjectsSync = syncSource<'masterSubjects', MasterSubjectRow>(
  masterSubjects,
  masterSubjectView,
);
