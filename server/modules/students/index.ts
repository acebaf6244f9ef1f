/** The students module's public surface: what the app and other modules may import. */
export { studentsRoutes } from './students-routes';
export { toStudentView } from './student-view';
export { studentsSync } from './students-sync';
