import { useId } from 'react';

import { defineMessages } from '../../domain/i18n/languages';
import { formatNumber } from '../../i18n/format';
import { t } from '../../i18n/i18n';
import { EmailText } from '../../ui/email-text';
import { classTitle, shownSection } from '../../ui/class-title';
import { shownGrade } from './class-list';
import { initialsOf } from '../../ui/person-picture';
import { NOT_ASSIGNED, type ClassDetailsView, type ClassRecord } from './school-stats';

export const { selectAClass: SELECT_A_CLASS } = defineMessages({
  selectAClass: 'Select a class to view details',
});

/** The selected class (70% column): section, subjects, class teacher and its pupils. */
export function ClassPanel({
  klass,
  details,
}: {
  klass: ClassRecord | null;
  details: ClassDetailsView | null;
}) {
  const titleId = useId();
  if (!klass || !details) {
    return (
      <section className="class-panel class-panel--empty" aria-label={t('Class details')}>
        <p>{t(SELECT_A_CLASS)}</p>
      </section>
    );
  }
  const section = shownSection(klass.section);
  return (
    <section className="class-panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="class-panel__title">
        {classTitle(klass)}
      </h2>
      <dl className="class-panel__facts">
        <div>
          <dt>{t('Grade')}</dt>
          <dd>{shownGrade(klass)}</dd>
        </div>
        {section && (
          <div>
            <dt>{t('Section')}</dt>
            <dd>{section}</dd>
          </div>
        )}
        <div>
          <dt>{t('Subjects')}</dt>
          <dd>{details.subjects.length > 0 ? details.subjects.join(', ') : t('None')}</dd>
        </div>
        <div>
          <dt>{t('Class Teacher')}</dt>
          <dd>{details.teacher === NOT_ASSIGNED ? t(NOT_ASSIGNED) : details.teacher}</dd>
        </div>
      </dl>
      {details.students.length === 0 ? (
        <p className="class-panel__empty">{t('No students in this class yet')}</p>
      ) : (
        <div className="schools-table-wrap">
          <table className="schools-table class-panel__students">
            <caption>{t('Students ({count})', { count: formatNumber(details.students.length) })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('Name')}</th>
                <th scope="col">{t('Roll Number')}</th>
                <th scope="col">{t('Email')}</th>
              </tr>
            </thead>
            <tbody>
              {details.students.map((student) => (
                <tr key={student.id}>
                  <td>
                    <span className="student-name">
                      <span className="student-name__avatar" aria-hidden="true">
                        {initialsOf(student.name)}
                      </span>
                      {student.name}
                    </span>
                  </td>
                  <td>{student.rollNumber}</td>
                  <td>
                    <EmailText email={student.email} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
