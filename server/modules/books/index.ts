/** The books module's public surface: what the app and other modules may import. */
export { booksSync } from './books-sync';
