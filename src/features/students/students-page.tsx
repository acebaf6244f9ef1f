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
import { StudentDeleteDialog } from './student-delete-dialog';
import { studentsCsv } from './student-csv';
import { StudentForm } from './student-form';
import { StudentsImport } from './students-import';
import { StudentsRefusedImports } from './students-refused-imports';
import { StudentsTable } from './students-table';
import { STUDENTS_PAGE_SIZE, STUDENTS_TEXTS as T } from './students-texts';
import type { StudentFormMode } from './use-student-form';
import { useStudentsView } from './use-students-view';
import '../../styles/schools.css';

/** /schools/:schoolId/students (spec §2 Students): the school's pupils from the device's mirror, editable offline. */
export function StudentsPage() {
  const schoolId = useParams().schoolId ?? '';
  const view = useStudentsView(schoolId);
  const { scope } = view;
  const marks = usePendingMarks('students');
  const [form, setForm] = useState<StudentFormMode | null>(null);
  const [deleting, setDeleting] = useState<SyncedRecord | null>(null);
  const [importOpen, setImportOpen] = useState(false);
  const closeForm = useCallback(() => setForm(null), []);
  const closeDelete = useCallback(() => setDeleting(null), []);

  const exportList = () =>
    downloadText(`students-${fileDate()}.csv`, studentsCsv(view.matching, view.classById));
  const loading = !view.loaded || !scope.ready;
  const failed = scope.error !== null && scope.pulledAt === null;

  return (
    <section className="page people-page">
      <SchoolBreadcrumbs schoolId={schoolId} current="Students" />
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
            label="Student counts"
            cards={[
              { label: 'Total Students', value: loading ? null : (view.stats?.total ?? 0) },
              { label: 'Active Students', value: loading ? null : (view.stats?.active ?? 0) },
              { label: 'Total Classes', value: loading ? null : (view.stats?.classes ?? 0) },
            ]}
          />
          {form && (
            <StudentForm
              key={form.kind === 'edit' ? form.student._id : 'add'}
              mode={form}
              schoolId={schoolId}
              classes={view.classes}
              onClose={closeForm}
            />
          )}
          {importOpen && (
            <StudentsImport
              schoolId={schoolId}
              offline={!scope.online}
              onClose={() => setImportOpen(false)}
            />
          )}
          <StudentsRefusedImports />
          <PeopleToolbar
            searchLabel={T.searchLabel}
            searchPlaceholder={T.searchPlaceholder}
            search={view.search}
            onSearch={view.setSearch}
            importOpen={importOpen}
            onToggleImport={() => setImportOpen((open) => !open)}
            onExport={exportList}
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
              <StudentsTable
                students={view.rows}
                classById={view.classById}
                marks={marks}
                onEdit={(student) => setForm({ kind: 'edit', student })}
                onDelete={setDeleting}
              />
              <Pagination
                page={view.page}
                pageSize={STUDENTS_PAGE_SIZE}
                total={view.matching.length}
                onPageChange={view.setPage}
              />
            </>
          )}
        </>
      )}
      {deleting && <StudentDeleteDialog student={deleting} onClose={closeDelete} />}
    </section>
  );
}
