import { books } from '../../db/schema';
import { syncSource } from '../../kit/sync-source';
import { toBookView, type BookRow } from './book-view';

/** Books in `/api/sync`: each school's own. */
export const booksSync = syncSource<'books', BookRow>(books, toBookView, books.school_id);
