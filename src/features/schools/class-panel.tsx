import { useId } from 'react';

import { EmailText } from '../../ui/email-text';
import { classTitle } from './class-list';
import { textOf } from './school-record';
import { initialsOf } from '../../ui/open-image';
import { gradeOf, type ClassDetailsView, type ClassRecord } from './school-stats';

export const SELECT_A_CLASS = 'Select a class to view details';

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
      <section className="class-panel class-panel--empty" aria-label="Class details">
        <p>{SELECT_A_CLASS}</p>
      </section>
    );
  }
  const section = textOf(klass, 'section').trim();
  return (
    <section className="class-panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="class-panel__title">
        {classTitle(klass)}
        {section && ` - Section ${section}`}
      </h2>
      <dl className="class-panel__facts">
        <div>
          <dt>Grade</dt>
          <dd>{gradeOf(klass)}</dd>
        </div>
        <div>
          <dt>Subjects</dt>
          <dd>{details.subjects.length > 0 ? details.subjects.join(', ') : 'None'}</dd>
        </div>
        <div>
          <dt>Class Teacher</dt>
          <dd>{details.teacher}</dd>
        </div>
      </dl>
      {details.students.length === 0 ? (
        <p className="class-panel__empty">No students in this class yet</p>
      ) : (
        <div className="schools-table-wrap">
          <table className="schools-table class-panel__students">
            <caption>Students ({details.students.length})</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Roll Number</th>
                <th scope="col">Email</th>
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
