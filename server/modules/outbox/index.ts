/** The outbox module's public surface: what the app and other modules may import. */
export { outboxRoutes } from './outbox-routes';
