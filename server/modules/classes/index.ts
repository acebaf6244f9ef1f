/** The classes module's public surface: what the app and other modules may import. */
export { classesArea } from './classes-area';
export { masterClassesSync, masterClassSubjectRoutes, masterSubjectsSync } from './class-masters';
export { findClasses } from './classes-repository';
export { toMasterClassView, toMasterSubjectView } from './class-view';
