/** The teachers module's public surface: what the app and other modules may import. */
export { teachersRoutes } from './teachers-routes';
export { toTeacherView } from './teacher-view';
export { teachersSync } from './teachers-sync';
