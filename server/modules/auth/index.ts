/** The auth module's public surface: what the app, the CLI and other modules may import. */
export { authRoutes } from './auth-routes';
export { findUserByEmail, insertUser } from './users-repository';
export { authDocs } from './auth-docs';
