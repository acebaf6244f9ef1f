/** The Books screen's data: the school's books live from the mirror, searched and paged. */
import { useSchoolRecords } from '../../data/records/use-school-records';
import { bookSearchText, sortBooks } from './book-record';
import { BOOKS_PAGE_SIZE } from './books-texts';

const RULES = { searchText: bookSearchText, sort: sortBooks, pageSize: BOOKS_PAGE_SIZE };

export const useBooksView = (schoolId: string) => useSchoolRecords('books', schoolId, RULES);
