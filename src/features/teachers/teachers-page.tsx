import { useParams } from 'react-router-dom';
import { t } from '../../i18n/i18n';
import { SchoolRecordsPage } from '../../kit/school-records-page';
import { teachersCsv } from './teacher-csv';
import { TeacherForm } from './teacher-form';
import { TEACHERS_AREA } from './teachers-area';
import { TeachersTable } from './teachers-table';
import { useTeachersView } from './use-teachers-view';
import '../../styles/schools.css';

/** /schools/:schoolId/teachers: the school's teachers from the device's mirror, editable offline. */
export function TeachersPage() {
  const schoolId = useParams().schoolId ?? '';
  const view = useTeachersView(schoolId);
  return (
    <SchoolRecordsPage
      area={TEACHERS_AREA}
      schoolId={schoolId}
      view={view}
      cards={[{ label: t('Total Teachers'), value: view.all.length }]}
      exportCsv={teachersCsv}
      form={(mode, close) => (
        <TeacherForm mode={mode} schoolId={schoolId} teachers={view.all} onClose={close} />
      )}
      table={(handlers) => <TeachersTable {...handlers} />}
    />
  );
}
