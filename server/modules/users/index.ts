/** The users module's public surface: what the app and other modules may import. */
export { usersRoutes } from './users-routes';
export { usersSync } from './users-sync';
