/** The classes module's public surface: what the app and other modules may import. */
export { classesRoutes } from './classes-routes';
export { findClasses } from './classes-repository';
export { toClassView, toMasterClassView, toMasterSubjectView, toSubjectView } from './class-view';
export { classesSync, masterClassesSync, masterSubjectsSync, subjectsSync } from './classes-sync';
