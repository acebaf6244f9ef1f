/** Adding, editing and deleting a book on the device, through the shared record saves. */
import { recordSaves } from '../../data/records/record-saves';
import { textField as text } from '../../domain/people/record-status';
import { BookCreateSchema, BookUpdateSchema } from '../../domain/books/book-schema';

export const {
  add: addBook,
  edit: editBook,
  remove: deleteBook,
} = recordSaves(
  { entity: 'books', path: '/books' },
  { create: BookCreateSchema, update: BookUpdateSchema, nameOf: (book) => text(book.title) },
);
