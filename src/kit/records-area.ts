/**
 * What an area declares of its list screen (its words, delete and CSV) and the list state it hands the
 * kit's `RecordsPage`: the search, the matches, one page, the record just saved.
 */
import type { EntityName } from '../data/db/entities';
import type { OutboxStatus } from '../data/outbox/outbox-types';
import type { ScopeView } from '../data/sync/use-scope';
import type { PrepareResult } from '../ui/csv-import/use-csv-import';
import type { ListTexts, ListWords, WriteMessages } from './list-texts';

/** What an area declares of a list whose records are neither counted nor deleted there (schools). */
export interface ListArea {
  entity: EntityName;
  texts: ListWords;
}

/** What an area declares of its list screen; the kit does the rest (docs/adding-an-area.md). */
export interface RecordsArea<T> extends ListArea {
  texts: ListTexts;
  messages: Pick<WriteMessages, 'deleted' | 'deleteFailed'>;
  statsLabel: string;
  nameOf: (record: T) => string;
  /** Absent where records are not deleted from the list (accounts are deactivated instead). */
  remove?: (userId: string, record: T) => Promise<unknown>;
  /**
   * Why a record cannot be deleted now (a class with pupils), said when Delete is pressed instead of
   * asking to confirm; null when it can be.
   */
  whyKept?: (record: T) => Promise<string | null>;
}

/** An area's CSV import and export, its file checked and saved where the list's records are. */
export interface RecordsCsv<Row> {
  noun: { one: string; many: string };
  /** `students`: students-template.csv, students-import-errors.csv, students-<date>.csv. */
  fileStem: string;
  columns: readonly string[];
  /** A line under the columns (what a column takes). */
  hint?: string;
  maxRows: number;
  template: () => string;
  prepare: (text: string) => Promise<PrepareResult<Row>>;
  commit: (userId: string, rows: readonly Row[]) => Promise<void>;
  /** Where a refused import was sent, and how its body names its rows. */
  bulkPath: string;
  rowsKey: string;
  nameField: string;
  removeLabel: string;
}

export type RecordFormMode<T> = { kind: 'add' } | { kind: 'edit'; record: T };

/** The record just saved, marked in the list once the form has closed. */
export interface JustSaved<T> {
  record: T;
  /** What the mark says: 'Just added · on page 2'. */
  note: string;
  /** Shown on top of the page: it sorts onto another page, or the search hides it. */
  pinned: boolean;
}

/** The list's state the page reads: its scope's freshness, the search, the matches and one page. */
export interface RecordsView<T> {
  scope: ScopeView;
  loaded: boolean;
  matching: readonly T[];
  /** How many records the search finds (known before `matching` is, while the first page shows). */
  found: number;
  rows: readonly T[];
  page: number;
  pageSize: number;
  setPage: (page: number) => void;
  search: string;
  setSearch: (text: string) => void;
  /** A filter of the screen's own narrows the list (the empty state says so, as for a search). */
  filtered?: boolean;
  /** For a list that marks the record just saved. */
  justSaved?: JustSaved<T> | null;
  /** Ends the mark: called when the form opens. */
  forgetSaved?: () => void;
}

export interface TableHandlers<T> {
  rows: readonly T[];
  marks: ReadonlyMap<string, OutboxStatus>;
  onEdit: (record: T) => void;
  onDelete: (record: T) => void;
  /** The record just saved, while the form is closed: among `rows` (on top when pinned), to mark. */
  saved: JustSaved<T> | null;
}
