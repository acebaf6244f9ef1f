/** The contents module's public surface: what the app and other modules may import. */
export { contentsRoutes } from './contents-routes';
export { contentsSync } from './contents-sync';
