/** The schools module's public surface: what the app and other modules may import. */
export { schoolsRoutes } from './schools-routes';
export { viewsOf as schoolViews } from './schools-read-service';
export { schoolsSync } from './schools-sync';
