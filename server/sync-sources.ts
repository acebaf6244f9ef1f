/**
 * Where `/api/sync` reads each synced entity: the source its module declares, one per entry of the
 * entity registry (a registry entity without its line here does not compile).
 */
import type { SyncSources } from './kit/sync-source';
import { booksSync } from './modules/books';
import { classesSync, masterClassesSync, masterSubjectsSync } from './modules/classes';
import { contentsSync } from './modules/contents';
import { devicesSync } from './modules/devices';
import { schoolsSync } from './modules/schools';
import { studentsSync } from './modules/students';
import { subjectsSync } from './modules/subjects';
import { teachersSync } from './modules/teachers';
import { usersSync } from './modules/users';

export const SYNC_SOURCES: SyncSources = {
  schools: schoolsSync,
  classes: classesSync,
  subjects: subjectsSync,
  students: studentsSync,
  teachers: teachersSync,
  books: booksSync,
  devices: devicesSync,
  contents: contentsSync,
  masterClasses: masterClassesSync,
  masterSubjects: masterSubjectsSync,
  users: usersSync,
};
