import type { SyncedRecord } from '../../data/db/entities';
import type { OutboxStatus } from '../../data/outbox/outbox-types';
import { PencilIcon, TrashIcon } from '../../ui/icons';
import { EyeIcon } from '../../ui/icons';
import { initialsOf, openImage } from '../../ui/open-image';
import { PendingBadge } from '../../ui/pending-badge';
import { classLabel, isActive, textOf } from './student-record';
import { STUDENTS_TEXTS } from './students-texts';

interface StudentsTableProps {
  students: readonly SyncedRecord[];
  classById: ReadonlyMap<string, SyncedRecord>;
  marks: ReadonlyMap<string, OutboxStatus>;
  onEdit: (student: SyncedRecord) => void;
  onDelete: (student: SyncedRecord) => void;
}

/** One page of students (spec §2 Students): Student, Class, Roll Number, Status, Actions. */
export function StudentsTable({ students, classById, marks, onEdit, onDelete }: StudentsTableProps) {
  return (
    <div className="schools-table-wrap">
      <table className="schools-table people-table">
        <thead>
          <tr>
            <th scope="col">Student</th>
            <th scope="col">Class</th>
            <th scope="col">Roll Number</th>
            <th scope="col">Status</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {students.map((student) => {
            const name = textOf(student, 'student_name');
            const klass = classById.get(textOf(student, 'class_id'));
            const active = isActive(student);
            return (
              <tr key={student._id}>
                <td>
                  <div className="people-table__person">
                    <span className="people-table__avatar" aria-hidden="true">
                      {initialsOf(name)}
                    </span>
                    <div>
                      <span className="people-table__name">{name}</span>
                      <span className="schools-table__muted people-table__line">
                        {textOf(student, 'email')}
                      </span>
                      <PendingBadge status={marks.get(student._id)} />
                    </div>
                  </div>
                </td>
                <td className="people-table__nowrap">{klass ? classLabel(klass) : STUDENTS_TEXTS.noClass}</td>
                <td>{textOf(student, 'roll_number')}</td>
                <td>
                  <span className={`schools-badge schools-badge--${active ? 'active' : 'inactive'}`}>
                    {active ? 'Active' : 'Inactive'}
                  </span>
                </td>
                <td>
                  <div className="people-table__actions">
                    <button
                      type="button"
                      className="button button--ghost button--icon"
                      aria-label={`View ${name}`}
                      title="View"
                      onClick={() => openImage(student.profile_image, name)}
                    >
                      <EyeIcon />
                    </button>
                    <button
                      type="button"
                      className="button button--ghost button--icon"
                      aria-label={`Edit ${name}`}
                      title="Edit"
                      onClick={() => onEdit(student)}
                    >
                      <PencilIcon />
                    </button>
                    <button
                      type="button"
                      className="button button--ghost button--icon people-table__delete"
                      aria-label={`Delete ${name}`}
                      title="Delete"
                      onClick={() => onDelete(student)}
                    >
                      <TrashIcon />
                    </button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
