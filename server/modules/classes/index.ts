/** The classes module's public surface: what the app and other modules may import. */
export { classesRoutes, masterClassSubjectRoutes } from './classes-routes';
export { findClasses } from './classes-repository';
export { toClassView, toMasterClassView, toMasterSubjectView } from './class-view';
export { classesSync, masterClassesSync, masterSubjectsSync } from './classes-sync';
