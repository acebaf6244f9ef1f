/** The books module's public surface: what the app and other modules may import. */
export { booksArea } from './books-area';
