import { useCallback } from 'react';
import { useParams } from 'react-router-dom';
import { t } from '../../i18n/i18n';
import { SchoolRecordsPage } from '../../kit/school-records-page';
import { STUDENTS_AREA } from './students-area';
import { studentsCsv } from './student-csv';
import { LeftFilter, useLeftFilter } from './left-filter';
import { NoClassesNotice } from './no-classes-notice';
import type { StudentRecord } from './student-record';
import { StudentForm } from './student-form';
import { StudentsTable } from './students-table';
import { useStudentsView } from './use-students-view';
import '../../styles/schools.css';

/** /schools/:schoolId/students: the school's pupils from the device's mirror, editable offline; `?left=true`: those who left. */
export function StudentsPage() {
  const schoolId = useParams().schoolId ?? '';
  const [left, setLeft] = useLeftFilter();
  const view = useStudentsView(schoolId, left);
  const { classById } = view;
  const exportCsv = useCallback(
    (students: readonly StudentRecord[]) => studentsCsv(students, classById),
    [classById],
  );
  return (
    <SchoolRecordsPage
      area={STUDENTS_AREA}
      schoolId={schoolId}
      view={view}
      cards={[
        { label: t('Total Students'), value: view.stats.total },
        { label: t('Active Students'), value: view.stats.active },
        { label: t('Total Classes'), value: view.stats.classes },
      ]}
      exportCsv={exportCsv}
      toolbar={(search) => (
        <div className="students-toolbar">
          {search}
          <LeftFilter left={left} onChange={setLeft} />
        </div>
      )}
      form={(mode, close) =>
        view.classes.length === 0 && mode.kind === 'add' ? (
          <NoClassesNotice schoolId={schoolId} onClose={close} />
        ) : (
          <StudentForm
            mode={mode}
            schoolId={schoolId}
            classes={view.classes}
            students={view.current}
            onClose={close}
          />
        )
      }
      table={(handlers) => <StudentsTable classById={view.classById} {...handlers} />}
    />
  );
}
