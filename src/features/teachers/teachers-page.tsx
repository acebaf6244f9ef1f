import { useCallback, useState } from 'react';
import { useParams } from 'react-router-dom';
import type { SyncedRecord } from '../../data/db/entities';
import { usePendingMarks } from '../../data/outbox/use-outbox';
import { downloadText, fileDate } from '../../ui/download-file';
import { EmptyState } from '../../ui/empty-state';
import { ErrorView } from '../../ui/error-view';
import { PageHeader } from '../../ui/page-header';
import { Pagination } from '../../ui/pagination';
import { PeopleToolbar } from '../../ui/people-toolbar';
import { SavedDataNotice } from '../../ui/saved-data-notice';
import { SchoolBreadcrumbs } from '../../ui/school-breadcrumbs';
import { Spinner } from '../../ui/spinner';
import { StatCards } from '../../ui/stat-cards';
import { teachersCsv } from './teacher-csv';
import { TeacherDeleteDialog } from './teacher-delete-dialog';
import { TeacherForm } from './teacher-form';
import { TeachersImport } from './teachers-import';
import { TeachersRefusedImports } from './teachers-refused-imports';
import { TeachersTable } from './teachers-table';
import { TEACHERS_PAGE_SIZE, TEACHERS_TEXTS as T } from './teachers-texts';
import type { TeacherFormMode } from './use-teacher-form';
import { useTeachersView } from './use-teachers-view';
import '../../styles/schools.css';

/** /schools/:schoolId/teachers (spec §2 Teachers): the school's teachers from the device's mirror, editable offline. */
export function TeachersPage() {
  const schoolId = useParams().schoolId ?? '';
  const view = useTeachersView(schoolId);
  const { scope } = view;
  const marks = usePendingMarks('teachers');
  const [form, setForm] = useState<TeacherFormMode | null>(null);
  const [deleting, setDeleting] = useState<SyncedRecord | null>(null);
  const [importOpen, setImportOpen] = useState(false);
  const closeForm = useCallback(() => setForm(null), []);
  const closeDelete = useCallback(() => setDeleting(null), []);

  const loading = !view.loaded || !scope.ready;
  const failed = scope.error !== null && scope.pulledAt === null;

  return (
    <section className="page people-page">
      <SchoolBreadcrumbs schoolId={schoolId} current="Teachers" />
      <PageHeader
        title={T.title}
        subtitle={T.subtitle}
        actions={
          !form &&
          !failed && (
            <button type="button" className="button button--primary" onClick={() => setForm({ kind: 'add' })}>
              {T.add}
            </button>
          )
        }
      />
      {(scope.stale || !scope.online) && (
        <SavedDataNotice pulledAt={scope.pulledAt} offline={!scope.online} />
      )}
      {failed ? (
        <ErrorView message={scope.error ?? ''} onRetry={() => scope.refresh()} />
      ) : (
        <>
          <StatCards
            label="Teacher counts"
            cards={[{ label: 'Total Teachers', value: loading ? null : view.total }]}
          />
          {form && (
            <TeacherForm
              key={form.kind === 'edit' ? form.teacher._id : 'add'}
              mode={form}
              schoolId={schoolId}
              onClose={closeForm}
            />
          )}
          {importOpen && (
            <TeachersImport
              schoolId={schoolId}
              offline={!scope.online}
              onClose={() => setImportOpen(false)}
            />
          )}
          <TeachersRefusedImports />
          <PeopleToolbar
            searchLabel={T.searchLabel}
            searchPlaceholder={T.searchPlaceholder}
            search={view.search}
            onSearch={view.setSearch}
            importOpen={importOpen}
            onToggleImport={() => setImportOpen((open) => !open)}
            onExport={() => downloadText(`teachers-${fileDate()}.csv`, teachersCsv(view.matching))}
            canExport={view.matching.length > 0}
          />
          {loading ? (
            <div className="empty-state">
              <Spinner label={T.loading} />
            </div>
          ) : view.matching.length === 0 ? (
            <EmptyState title={T.emptyTitle} hint={view.search.trim() ? T.emptySearching : T.emptyNone} />
          ) : (
            <>
              <TeachersTable
                teachers={view.rows}
                marks={marks}
                onEdit={(teacher) => setForm({ kind: 'edit', teacher })}
                onDelete={setDeleting}
              />
              <Pagination
                page={view.page}
                pageSize={TEACHERS_PAGE_SIZE}
                total={view.matching.length}
                onPageChange={view.setPage}
              />
            </>
          )}
        </>
      )}
      {deleting && <TeacherDeleteDialog teacher={deleting} onClose={closeDelete} />}
    </section>
  );
}
