/**
 * Where `/api/sync` reads each synced entity: the source its module declares, one per entry of the
 * entity registry (a registry entity without its line here does not compile).
 */
import type { SyncSources } from './kit/sync-source';
import { booksArea } from './modules/books';
import { classesArea, masterClassesSync, masterSubjectsSync } from './modules/classes';
import { contentsSync } from './modules/contents';
import { devicesSync } from './modules/devices';
import { schoolsSync } from './modules/schools';
import { studentsArea } from './modules/students';
import { subjectsArea } from './modules/subjects';
import { teachersArea } from './modules/teachers';
import { usersSync } from './modules/users';

export const SYNC_SOURCES: SyncSources = {
  schools: schoolsSync,
  classes: classesArea.sync,
  subjects: subjectsArea.sync,
  students: studentsArea.sync,
  teachers: teachersArea.sync,
  books: booksArea.sync,
  devices: devicesSync,
  contents: contentsSync,
  masterClasses: masterClassesSync,
  masterSubjects: masterSubjectsSync,
  users: usersSync,
};
