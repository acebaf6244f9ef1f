import { useCallback, useState } from 'react';
import { useParams } from 'react-router-dom';
import { usePendingMarks } from '../../data/outbox/use-outbox';
import { MAX_BULK_ROWS } from '../../domain/students/student-bulk';
import { STUDENT_MESSAGES } from '../../domain/students/student-schema';
import { CsvImportSection } from '../../kit/csv-import-section';
import { DeleteRecordDialog } from '../../kit/delete-record-dialog';
import { ListPage } from '../../kit/list-page';
import { RefusedImports } from '../../kit/refused-imports';
import { downloadText, fileDate } from '../../ui/download-file';
import { PeopleToolbar } from '../../ui/people-toolbar';
import { SchoolBreadcrumbs } from '../../ui/school-breadcrumbs';
import { importStudents, prepareStudentImport } from './import-students';
import { deleteStudent, STUDENTS_BULK_PATH } from './save-student';
import { STUDENT_CSV_COLUMNS, studentsCsv, studentTemplateCsv } from './student-csv';
import { StudentForm } from './student-form';
import type { StudentRecord } from './student-record';
import { StudentsTable } from './students-table';
import { STUDENTS_TEXTS as T } from './students-texts';
import type { StudentFormMode } from './use-student-form';
import { useStudentsView } from './use-students-view';
import '../../styles/schools.css';

/** /schools/:schoolId/students (spec §2 Students): the school's pupils from the device's mirror, editable offline. */
export function StudentsPage() {
  const schoolId = useParams().schoolId ?? '';
  const view = useStudentsView(schoolId);
  const marks = usePendingMarks('students');
  const [form, setForm] = useState<StudentFormMode | null>(null);
  const [deleting, setDeleting] = useState<StudentRecord | null>(null);
  const [importOpen, setImportOpen] = useState(false);
  const closeForm = useCallback(() => setForm(null), []);
  const closeDelete = useCallback(() => setDeleting(null), []);
  const prepare = useCallback((text: string) => prepareStudentImport(schoolId, text), [schoolId]);
  const commit = useCallback(
    (userId: string, rows: Parameters<typeof importStudents>[2]) => importStudents(userId, schoolId, rows),
    [schoolId],
  );

  return (
    <ListPage
      texts={T}
      breadcrumbs={<SchoolBreadcrumbs schoolId={schoolId} current="Students" />}
      scope={view.scope}
      loaded={view.loaded}
      formOpen={form !== null}
      onAdd={() => setForm({ kind: 'add' })}
      stats={{
        label: 'Student counts',
        cards: [
          { label: 'Total Students', value: view.stats.total },
          { label: 'Active Students', value: view.stats.active },
          { label: 'Total Classes', value: view.stats.classes },
        ],
      }}
      toolbar={
        <PeopleToolbar
          searchLabel={T.searchLabel}
          searchPlaceholder={T.searchPlaceholder}
          search={view.search}
          onSearch={view.setSearch}
          importOpen={importOpen}
          onToggleImport={() => setImportOpen((open) => !open)}
          onExport={() =>
            downloadText(`students-${fileDate()}.csv`, studentsCsv(view.matching, view.classById))
          }
          canExport={view.matching.length > 0}
        />
      }
      search={view.search}
      found={view.matching.length}
      table={
        <StudentsTable
          students={view.rows}
          classById={view.classById}
          marks={marks}
          onEdit={(student) => setForm({ kind: 'edit', student })}
          onDelete={setDeleting}
        />
      }
      paging={{ page: view.page, pageSize: view.pageSize, onPageChange: view.setPage }}
      dialog={
        deleting && (
          <DeleteRecordDialog
            title={T.deleteTitle}
            message={T.deleteMessage(deleting.student_name)}
            deleted={STUDENT_MESSAGES.deleted}
            failed={STUDENT_MESSAGES.deleteFailed}
            signedOut={T.signedOut}
            remove={(userId) => deleteStudent(userId, deleting)}
            onClose={closeDelete}
          />
        )
      }
    >
      {form && (
        <StudentForm
          key={form.kind === 'edit' ? form.student._id : 'add'}
          mode={form}
          schoolId={schoolId}
          classes={view.classes}
          students={view.all}
          onClose={closeForm}
        />
      )}
      {importOpen && (
        <CsvImportSection
          title={T.importTitle}
          noun={{ one: 'student', many: 'students' }}
          fileStem="students"
          columns={STUDENT_CSV_COLUMNS}
          maxRows={MAX_BULK_ROWS}
          offline={!view.scope.online}
          signedOut={T.signedOut}
          template={studentTemplateCsv}
          prepare={prepare}
          commit={commit}
          onClose={() => setImportOpen(false)}
        />
      )}
      <RefusedImports
        entity="students"
        bulkPath={STUDENTS_BULK_PATH}
        rowsKey="students"
        nameField="student_name"
        removeLabel="Remove these students"
      />
    </ListPage>
  );
}
