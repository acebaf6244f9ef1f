/** The sync module's public surface: what the app and other modules may import. */
export { syncRoutes } from './sync-routes';
