/** The books module's public surface: what the app and other modules may import. */
export { booksRoutes } from './books-routes';
export { booksSync } from './books-sync';
