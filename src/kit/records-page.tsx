/**
 * The list screen of any area, a school's (Students, Classes, …) or the whole mirror's (VR devices,
 * content, users): cards, search and CSV buttons, the form, the CSV import and the imports the server
 * refused, the table, paging and the delete dialog. The area declares what is its own; the page wires
 * the rest the same way for every area, whatever its scope. A list that neither counts nor deletes its
 * records (the schools list) declares less: no cards, no delete.
 */
import { Fragment, useCallback, useMemo, useState, type ReactNode } from 'react';
import type { EntityName } from '../data/db/entities';
import type { OutboxStatus } from '../data/outbox/outbox-types';
import { usePendingMarks } from '../data/outbox/use-outbox';
import type { ScopeView } from '../data/sync/use-scope';
import type { PrepareResult } from '../ui/csv-import/use-csv-import';
import { downloadText, fileDate } from '../ui/download-file';
import { PeopleToolbar } from '../ui/people-toolbar';
import { CsvImportSection } from './csv-import-section';
import { DeleteRecordDialog } from './delete-record-dialog';
import { ListPage, type ListPageProps } from './list-page';
import type { ListTexts, ListWords, WriteMessages } from './list-texts';
import { RefusedImports } from './refused-imports';

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

export interface RecordsPageProps<T extends { _id: string }, Row> {
  area: RecordsArea<T> | ListArea;
  view: RecordsView<T>;
  /** Above the header: a school's page names its school. */
  breadcrumbs?: ReactNode;
  /** With a `RecordsArea`, which names them. A null value is not known yet (shown as '...'). */
  cards?: ReadonlyArray<{ label: string; value: number | null }>;
  csv?: RecordsCsv<Row>;
  /** The listed records in the import's columns (an export can be imported again); with `csv`. */
  exportCsv?: (records: readonly T[]) => string;
  form: (mode: RecordFormMode<T>, close: () => void) => ReactNode;
  table: (handlers: TableHandlers<T>) => ReactNode;
  /** The screen's own toolbar around (or instead of) the search box and CSV buttons. */
  toolbar?: (search: ReactNode) => ReactNode;
  /** The screen's own notices, above the form. */
  notices?: ReactNode;
  /** The screen's own empty state. */
  empty?: ReactNode;
  /** The screen's own summary line under the table. */
  summary?: ReactNode;
  /** The screen's own dialog (Deactivate), shown when no delete is asked. */
  dialog?: ReactNode;
  /** The layout's options a list may take (the schools list's look and its error line). */
  layout?: Pick<ListPageProps, 'sectionClass' | 'emptyClass' | 'loadFailedLine'>;
}

/** A list that may count and delete its records, unlike the schools list. */
const countsAndDeletes = <T,>(area: RecordsArea<T> | ListArea): area is RecordsArea<T> => 'messages' in area;

/** An area's records: list, search, form, CSV, delete, offline. */
export function RecordsPage<T extends { _id: string }, Row>(props: RecordsPageProps<T, Row>) {
  const { area, view, csv } = props;
  const { texts: T } = area;
  const full = countsAndDeletes<T>(area) ? area : null;
  const marks = usePendingMarks(area.entity);
  const [form, setForm] = useState<RecordFormMode<T> | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const [importOpen, setImportOpen] = useState(false);
  const closeForm = useCallback(() => setForm(null), []);
  const closeDelete = useCallback(() => setDeleting(null), []);
  const closeImport = useCallback(() => setImportOpen(false), []);
  const toggleImport = useCallback(() => setImportOpen((open) => !open), []);
  const { forgetSaved } = view;
  const openForm = useCallback(
    (mode: RecordFormMode<T>) => {
      forgetSaved?.();
      setForm(mode);
    },
    [forgetSaved],
  );
  const edit = useCallback((record: T) => openForm({ kind: 'edit', record }), [openForm]);
  const saved = form ? null : (view.justSaved ?? null);
  const rows = saved?.pinned ? [saved.record, ...view.rows] : view.rows;
  const whyRecordKept = full?.whyKept;
  const whyKept = useMemo(
    () => (deleting && whyRecordKept ? () => whyRecordKept(deleting) : undefined),
    [deleting, whyRecordKept],
  );
  const { exportCsv } = props;
  const { matching } = view;
  // Kept the same while the matches are, so that a keystroke renders the toolbar only for its text.
  const csvButtons = useMemo(
    () =>
      csv &&
      exportCsv && {
        importOpen,
        onToggleImport: toggleImport,
        onExport: () => downloadText(`${csv.fileStem}-${fileDate()}.csv`, exportCsv(matching)),
        canExport: matching.length > 0,
      },
    [csv, exportCsv, importOpen, toggleImport, matching],
  );
  const search = (
    <PeopleToolbar
      searchLabel={T.searchLabel}
      searchPlaceholder={T.searchPlaceholder}
      search={view.search}
      onSearch={view.setSearch}
      csv={csvButtons}
    />
  );
  const remove = full?.remove;

  return (
    <ListPage
      {...props.layout}
      texts={T}
      breadcrumbs={props.breadcrumbs ?? null}
      scope={view.scope}
      loaded={view.loaded}
      formOpen={form !== null}
      onAdd={() => openForm({ kind: 'add' })}
      stats={full && props.cards ? { label: full.statsLabel, cards: props.cards } : undefined}
      toolbar={props.toolbar ? props.toolbar(search) : search}
      search={view.search}
      filtered={view.filtered}
      found={view.found}
      table={props.table({ rows, marks, onEdit: edit, onDelete: setDeleting, saved })}
      paging={{
        page: view.page,
        pageSize: view.pageSize,
        onPageChange: view.setPage,
        summary: props.summary,
      }}
      empty={props.empty}
      dialog={
        deleting && full && remove ? (
          <DeleteRecordDialog
            title={full.texts.deleteTitle}
            message={full.texts.deleteMessage(full.nameOf(deleting))}
            deleted={full.messages.deleted}
            failed={full.messages.deleteFailed}
            signedOut={T.signedOut}
            remove={(userId) => remove(userId, deleting)}
            whyKept={whyKept}
            onClose={closeDelete}
          />
        ) : (
          props.dialog
        )
      }
    >
      {props.notices}
      {form && (
        <Fragment key={form.kind === 'edit' ? form.record._id : 'add'}>
          {props.form(form, closeForm)}
        </Fragment>
      )}
      {csv && importOpen && (
        <CsvImportSection
          title={T.importTitle ?? T.title}
          noun={csv.noun}
          fileStem={csv.fileStem}
          columns={csv.columns}
          hint={csv.hint}
          maxRows={csv.maxRows}
          offline={!view.scope.online}
          signedOut={T.signedOut}
          template={csv.template}
          prepare={csv.prepare}
          commit={csv.commit}
          onClose={closeImport}
        />
      )}
      {csv && (
        <RefusedImports
          entity={area.entity}
          bulkPath={csv.bulkPath}
          rowsKey={csv.rowsKey}
          nameField={csv.nameField}
          removeLabel={csv.removeLabel}
        />
      )}
    </ListPage>
  );
}
