import { useParams } from 'react-router-dom';
import { t } from '../../i18n/i18n';
import { SchoolRecordsPage } from '../../kit/school-records-page';
import { subjectsCsv } from './subject-csv';
import { SubjectForm } from './subject-form';
import { departmentCount, totalCredits } from './subject-record';
import { SUBJECTS_AREA } from './subjects-area';
import { SubjectsTable } from './subjects-table';
import { useSubjectsView } from './use-subjects-view';
import '../../styles/schools.css';

/** /schools/:schoolId/subjects: the school's subjects from the device's mirror, editable offline. */
export function SubjectsPage() {
  const schoolId = useParams().schoolId ?? '';
  const view = useSubjectsView(schoolId);
  return (
    <SchoolRecordsPage
      area={SUBJECTS_AREA}
      schoolId={schoolId}
      view={view}
      cards={[
        { label: t('Total Subjects'), value: view.all.length },
        { label: t('Departments'), value: departmentCount(view.all) },
        { label: t('Total Credits'), value: totalCredits(view.all) },
      ]}
      exportCsv={subjectsCsv}
      form={(mode, close) => (
        <SubjectForm mode={mode} schoolId={schoolId} subjects={view.all} onClose={close} />
      )}
      table={(handlers) => <SubjectsTable {...handlers} />}
    />
  );
}
