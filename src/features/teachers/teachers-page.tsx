import { useCallback, useState } from 'react';
import { useParams } from 'react-router-dom';
import { usePendingMarks } from '../../data/outbox/use-outbox';
import { MAX_BULK_ROWS } from '../../domain/teachers/teacher-bulk';
import { TEACHER_MESSAGES } from '../../domain/teachers/teacher-schema';
import { CsvImportSection } from '../../kit/csv-import-section';
import { DeleteRecordDialog } from '../../kit/delete-record-dialog';
import { ListPage } from '../../kit/list-page';
import { RefusedImports } from '../../kit/refused-imports';
import { downloadText, fileDate } from '../../ui/download-file';
import { PeopleToolbar } from '../../ui/people-toolbar';
import { SchoolBreadcrumbs } from '../../ui/school-breadcrumbs';
import { importTeachers, prepareTeacherImport } from './import-teachers';
import { deleteTeacher, TEACHERS_BULK_PATH } from './save-teacher';
import { TEACHER_CSV_COLUMNS, teachersCsv, teacherTemplateCsv } from './teacher-csv';
import { TeacherForm } from './teacher-form';
import type { TeacherRecord } from './teacher-record';
import { TeachersTable } from './teachers-table';
import { TEACHERS_TEXTS as T } from './teachers-texts';
import type { TeacherFormMode } from './use-teacher-form';
import { useTeachersView } from './use-teachers-view';
import '../../styles/schools.css';

/** /schools/:schoolId/teachers (spec §2 Teachers): the school's teachers from the device's mirror, editable offline. */
export function TeachersPage() {
  const schoolId = useParams().schoolId ?? '';
  const view = useTeachersView(schoolId);
  const marks = usePendingMarks('teachers');
  const [form, setForm] = useState<TeacherFormMode | null>(null);
  const [deleting, setDeleting] = useState<TeacherRecord | null>(null);
  const [importOpen, setImportOpen] = useState(false);
  const closeForm = useCallback(() => setForm(null), []);
  const closeDelete = useCallback(() => setDeleting(null), []);
  const prepare = useCallback((text: string) => prepareTeacherImport(schoolId, text), [schoolId]);
  const commit = useCallback(
    (userId: string, rows: Parameters<typeof importTeachers>[2]) => importTeachers(userId, schoolId, rows),
    [schoolId],
  );

  return (
    <ListPage
      texts={T}
      breadcrumbs={<SchoolBreadcrumbs schoolId={schoolId} current="Teachers" />}
      scope={view.scope}
      loaded={view.loaded}
      formOpen={form !== null}
      onAdd={() => setForm({ kind: 'add' })}
      stats={{ label: 'Teacher counts', cards: [{ label: 'Total Teachers', value: view.all.length }] }}
      toolbar={
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
      }
      search={view.search}
      found={view.matching.length}
      table={
        <TeachersTable
          teachers={view.rows}
          marks={marks}
          onEdit={(teacher) => setForm({ kind: 'edit', teacher })}
          onDelete={setDeleting}
        />
      }
      paging={{ page: view.page, pageSize: view.pageSize, onPageChange: view.setPage }}
      dialog={
        deleting && (
          <DeleteRecordDialog
            title={T.deleteTitle}
            message={T.deleteMessage(deleting.teacher_name)}
            deleted={TEACHER_MESSAGES.deleted}
            failed={TEACHER_MESSAGES.deleteFailed}
            signedOut={T.signedOut}
            remove={(userId) => deleteTeacher(userId, deleting)}
            onClose={closeDelete}
          />
        )
      }
    >
      {form && (
        <TeacherForm
          key={form.kind === 'edit' ? form.teacher._id : 'add'}
          mode={form}
          schoolId={schoolId}
          teachers={view.all}
          onClose={closeForm}
        />
      )}
      {importOpen && (
        <CsvImportSection
          title={T.importTitle}
          noun={{ one: 'teacher', many: 'teachers' }}
          fileStem="teachers"
          columns={TEACHER_CSV_COLUMNS}
          maxRows={MAX_BULK_ROWS}
          offline={!view.scope.online}
          signedOut={T.signedOut}
          template={teacherTemplateCsv}
          prepare={prepare}
          commit={commit}
          onClose={() => setImportOpen(false)}
        />
      )}
      <RefusedImports
        entity="teachers"
        bulkPath={TEACHERS_BULK_PATH}
        rowsKey="teachers"
        nameField="teacher_name"
        removeLabel="Remove these teachers"
      />
    </ListPage>
  );
}
