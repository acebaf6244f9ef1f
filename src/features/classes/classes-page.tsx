import { useParams } from 'react-router-dom';
import { t } from '../../i18n/i18n';
import { SchoolRecordsPage } from '../../kit/school-records-page';
import { ClassForm } from './class-form';
import { CLASSES_AREA } from './classes-area';
import { ClassesTable } from './classes-table';
import { useClassesView } from './use-classes-view';
import '../../styles/schools.css';

/** /schools/:schoolId/classes: the school's classes from the device's mirror, editable offline. */
export function ClassesPage() {
  const schoolId = useParams().schoolId ?? '';
  const view = useClassesView(schoolId);
  const { cards } = view;
  return (
    <SchoolRecordsPage
      area={CLASSES_AREA}
      schoolId={schoolId}
      view={view}
      cards={[
        { label: t('Total Classes'), value: cards.classes },
        { label: t('Total Students'), value: cards.pupils },
        { label: t('Subjects (max)'), value: cards.maxSubjects },
        { label: t('Active Hours (weekly average)'), value: cards.activeHours },
      ]}
      form={(mode, close) => (
        <ClassForm
          mode={mode}
          schoolId={schoolId}
          classes={view.all}
          teachers={view.teachers}
          onClose={close}
        />
      )}
      table={(handlers) => (
        <ClassesTable teacherById={view.teacherById} pupilsOf={view.pupilsOf} {...handlers} />
      )}
    />
  );
}
