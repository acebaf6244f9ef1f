/** The students module's public surface: what the app and other modules may import. */
export { studentsArea } from './students-area';
export { toStudentView } from './student-view';
