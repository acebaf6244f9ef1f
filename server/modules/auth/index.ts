/** The auth module's public surface: what the app, the CLI and other modules may import. */
export { authRoutes } from './auth-routes';
export { findUserByEmail, insertUser, toUserView, type UserRow } from './users-repository';
export { issueCode } from './codes-service';
