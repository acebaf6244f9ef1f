/** The subjects module's public surface: what the app and other modules may import. */
export { subjectsRoutes } from './subjects-routes';
export { subjectsSync } from './subjects-sync';
