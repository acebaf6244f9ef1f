/**
 * The list screen of any area, a school's (Students, Classes, …) or the whole mirror's (VR devices,
 * content, users): cards, search and CSV buttons, the form, the CSV import and the imports the server
 * refused, the table, paging and the delete dialog. The area declares what is its own; the page wires
 * the rest the same way for every area, whatever its scope. A list that neither counts nor deletes its
 * records (the schools list) declares less: no cards, no delete.
 */
import { Fragment, useCallback, useMemo, useState, type ReactNode } from 'react';
import { usePendingMarks } from '../data/outbox/use-outbox';
import { downloadText, fileDate } from '../ui/download-file';
import { PeopleToolbar } from '../ui/people-toolbar';
import { CsvImportSection } from './csv-import-section';
import { DeleteRecordDialog } from './delete-record-dialog';
import { ListPage, type ListPageProps } from './list-page';
import type {
  ListArea,
  RecordFormMode,
  RecordsArea,
  RecordsCsv,
  RecordsView,
  TableHandlers,
} from './records-area';
import { RefusedImports } from './refused-imports';

export type * from './records-area';

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
            recordId={deleting._id}
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
