import type { OutboxStatus } from '../../data/outbox/outbox-types';
import { BOOK_STATUS_LABELS, type BookStatus } from '../../domain/books/book-status';
import { textField as text } from '../../domain/people/record-status';
import { formatField } from '../../i18n/format-field';
import { formatNumber } from '../../i18n/format';
import { t } from '../../i18n/i18n';
import { RecordTable, type Column } from '../../kit/record-table';
import { PendingBadge } from '../../ui/pending-badge';
import { ToneBadge, type BadgeTone } from '../../ui/status-badge';
import { availableOf, copiesOf, statusOf, type BookRecord } from './book-record';

interface BooksTableProps {
  rows: readonly BookRecord[];
  marks: ReadonlyMap<string, OutboxStatus>;
  onEdit: (book: BookRecord) => void;
  onDelete: (book: BookRecord) => void;
}

const TONES: Record<BookStatus, BadgeTone> = {
  available: 'active',
  'low-stock': 'warning',
  'out-of-stock': 'inactive',
};

function BookCell({ book, mark }: { book: BookRecord; mark: OutboxStatus | undefined }) {
  return (
    <div>
      <span className="people-table__name">{text(book.title)}</span>
      <span className="schools-table__muted people-table__line">{text(book.author)}</span>
      <PendingBadge status={mark} />
    </div>
  );
}

const columns = (): Column<BookRecord>[] => [
  { header: t('Book'), cell: (book, mark) => <BookCell book={book} mark={mark} /> },
  { header: t('Subject'), cell: (book) => text(book.subject) },
  { header: t('Grade'), cell: (book) => formatField(book.grade) },
  { header: t('ISBN'), className: 'people-table__nowrap', fold: 'labelled', cell: (book) => text(book.isbn) },
  {
    header: t('Copies'),
    className: 'people-table__nowrap',
    cell: (book) => `${formatNumber(availableOf(book))} / ${formatNumber(copiesOf(book))}`,
  },
  {
    header: t('Status'),
    cell: (book) => {
      const status = statusOf(book);
      return <ToneBadge tone={TONES[status]}>{t(BOOK_STATUS_LABELS[status])}</ToneBadge>;
    },
  },
];

/**
 * One page of the library: Book, Subject, Grade, ISBN, Copies, Status, Actions. On a
 * tablet the ISBN folds under the author, so every column fits.
 */
export function BooksTable({ rows, marks, onEdit, onDelete }: BooksTableProps) {
  return (
    <RecordTable
      columns={columns()}
      rows={rows}
      nameOf={(book) => text(book.title)}
      marks={marks}
      onEdit={onEdit}
      onDelete={onDelete}
    />
  );
}
