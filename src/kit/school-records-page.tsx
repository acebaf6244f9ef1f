import { Fragment, useCallback, useMemo, useState, type ReactNode } from 'react';
import type { SchoolPageEntity } from '../domain/sync/entity-screens';
import type { OutboxStatus } from '../data/outbox/outbox-types';
import { usePendingMarks } from '../data/outbox/use-outbox';
import type { ScopeView } from '../data/sync/use-scope';
import type { PrepareResult } from '../ui/csv-import/use-csv-import';
import { downloadText, fileDate } from '../ui/download-file';
import { PeopleToolbar } from '../ui/people-toolbar';
import { SchoolBreadcrumbs } from '../ui/school-breadcrumbs';
import { CsvImportSection } from './csv-import-section';
import { DeleteRecordDialog } from './delete-record-dialog';
import { ListPage } from './list-page';
import type { ListTexts, WriteMessages } from './list-texts';
import { RefusedImports } from './refused-imports';

/** What an area of a school's records declares; the kit does the rest (docs/adding-an-area.md). */
export interface SchoolRecordsArea<T extends { _id: string }, Row> {
  /** Its page under a school; its breadcrumb is the entity's label. */
  entity: SchoolPageEntity;
  texts: ListTexts;
  messages: WriteMessages;
  statsLabel: string;
  nameOf: (record: T) => string;
  remove: (userId: string, record: T) => Promise<unknown>;
  /**
   * Why a record cannot be deleted now (a class with pupils), said when Delete is pressed instead of
   * asking to confirm; null when it can be.
   */
  whyKept?: (record: T) => Promise<string | null>;
  /** The CSV import and export, for areas that have them. */
  csv?: AreaCsv<Row>;
}

export interface AreaCsv<Row> {
  noun: { one: string; many: string };
  /** `students`: students-template.csv, students-import-errors.csv, students-<date>.csv. */
  fileStem: string;
  columns: readonly string[];
  maxRows: number;
  template: () => string;
  prepare: (schoolId: string, text: string) => Promise<PrepareResult<Row>>;
  commit: (userId: string, schoolId: string, rows: readonly Row[]) => Promise<void>;
  /** Where a refused import was sent, and how its body names its rows. */
  bulkPath: string;
  rowsKey: string;
  nameField: string;
  removeLabel: string;
}

export type RecordFormMode<T> = { kind: 'add' } | { kind: 'edit'; record: T };

export interface RecordsView<T> {
  scope: ScopeView;
  loaded: boolean;
  all: readonly T[];
  matching: readonly T[];
  /** How many records the search finds (known before `matching` is, while the first page shows). */
  found: number;
  rows: readonly T[];
  page: number;
  pageSize: number;
  setPage: (page: number) => void;
  search: string;
  setSearch: (text: string) => void;
}

interface TableHandlers<T> {
  rows: readonly T[];
  marks: ReadonlyMap<string, OutboxStatus>;
  onEdit: (record: T) => void;
  onDelete: (record: T) => void;
}

interface SchoolRecordsPageProps<T extends { _id: string }, Row> {
  area: SchoolRecordsArea<T, Row>;
  schoolId: string;
  view: RecordsView<T>;
  /** A null value is not known yet (shown as '...'). */
  cards: ReadonlyArray<{ label: string; value: number | null }>;
  /** The listed records in the import's columns (an export can be imported again); with `area.csv`. */
  exportCsv?: (records: readonly T[]) => string;
  form: (mode: RecordFormMode<T>, close: () => void) => ReactNode;
  table: (handlers: TableHandlers<T>) => ReactNode;
}

/** A school's records of one area (Students, Teachers, …): list, search, form, CSV, delete, offline. */
export function SchoolRecordsPage<T extends { _id: string }, Row>(props: SchoolRecordsPageProps<T, Row>) {
  const { area, schoolId, view } = props;
  const { texts: T, csv } = area;
  const marks = usePendingMarks(area.entity);
  const [form, setForm] = useState<RecordFormMode<T> | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const [importOpen, setImportOpen] = useState(false);
  const closeForm = useCallback(() => setForm(null), []);
  const closeDelete = useCallback(() => setDeleting(null), []);
  const toggleImport = useCallback(() => setImportOpen((open) => !open), []);
  const edit = useCallback((record: T) => setForm({ kind: 'edit', record }), []);
  const { whyKept: whyRecordKept } = area;
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

  return (
    <ListPage
      texts={T}
      breadcrumbs={<SchoolBreadcrumbs schoolId={schoolId} current={area.entity} />}
      scope={view.scope}
      loaded={view.loaded}
      formOpen={form !== null}
      onAdd={() => setForm({ kind: 'add' })}
      stats={{ label: area.statsLabel, cards: props.cards }}
      toolbar={
        <PeopleToolbar
          searchLabel={T.searchLabel}
          searchPlaceholder={T.searchPlaceholder}
          search={view.search}
          onSearch={view.setSearch}
          csv={csvButtons}
        />
      }
      search={view.search}
      found={view.found}
      table={props.table({
        rows: view.rows,
        marks,
        onEdit: edit,
        onDelete: setDeleting,
      })}
      paging={{ page: view.page, pageSize: view.pageSize, onPageChange: view.setPage }}
      dialog={
        deleting && (
          <DeleteRecordDialog
            title={T.deleteTitle}
            message={T.deleteMessage(area.nameOf(deleting))}
            deleted={area.messages.deleted}
            failed={area.messages.deleteFailed}
            signedOut={T.signedOut}
            remove={(userId) => area.remove(userId, deleting)}
            whyKept={whyKept}
            onClose={closeDelete}
          />
        )
      }
    >
      {form && (
        <Fragment key={form.kind === 'edit' ? form.record._id : 'add'}>
          {props.form(form, closeForm)}
        </Fragment>
      )}
      {csv && importOpen && (
        <AreaImport
          csv={csv}
          schoolId={schoolId}
          title={T.importTitle ?? T.title}
          signedOut={T.signedOut}
          offline={!view.scope.online}
          onClose={() => setImportOpen(false)}
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

interface AreaImportProps<Row> {
  csv: AreaCsv<Row>;
  schoolId: string;
  title: string;
  signedOut: string;
  offline: boolean;
  onClose: () => void;
}

/** The area's CSV import for this school. */
function AreaImport<Row>({ csv, schoolId, ...props }: AreaImportProps<Row>) {
  const prepare = useCallback((text: string) => csv.prepare(schoolId, text), [csv, schoolId]);
  const commit = useCallback(
    (userId: string, rows: readonly Row[]) => csv.commit(userId, schoolId, rows),
    [csv, schoolId],
  );
  return (
    <CsvImportSection
      {...props}
      noun={csv.noun}
      fileStem={csv.fileStem}
      columns={csv.columns}
      maxRows={csv.maxRows}
      template={csv.template}
      prepare={prepare}
      commit={commit}
    />
  );
}
