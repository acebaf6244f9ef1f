import { books } from '../../db/schema';
import { syncSource } from '../../kit/sync-source';
import { bookView, type BookRow } from './book-view';

/** Books in `/api/sync`: each school's own. */
export const booksSync = syncSource<'books', BookRow>(books, bookView, books.school_id);
