import { useParams } from 'react-router-dom';
import { t } from '../../i18n/i18n';
import { SchoolRecordsPage } from '../../kit/school-records-page';
import { BookForm } from './book-form';
import { libraryTotals } from './book-record';
import { BOOKS_AREA } from './books-area';
import { BooksTable } from './books-table';
import { useBooksView } from './use-books-view';
import '../../styles/schools.css';

/** /schools/:schoolId/books: the school's library from the device's mirror, editable offline. */
export function BooksPage() {
  const schoolId = useParams().schoolId ?? '';
  const view = useBooksView(schoolId);
  const totals = libraryTotals(view.all);
  return (
    <SchoolRecordsPage
      area={BOOKS_AREA}
      schoolId={schoolId}
      view={view}
      cards={[
        { label: t('Total Books'), value: totals.copies },
        { label: t('Available'), value: totals.available },
        { label: t('Borrowed'), value: totals.borrowed },
        { label: t('Out of Stock'), value: totals.outOfStock },
      ]}
      form={(mode, close) => <BookForm mode={mode} schoolId={schoolId} books={view.all} onClose={close} />}
      table={(handlers) => <BooksTable {...handlers} />}
    />
  );
}
