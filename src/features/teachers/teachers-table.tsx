import type { SyncedRecord } from '../../data/db/entities';
import type { OutboxStatus } from '../../data/outbox/outbox-types';
import { PencilIcon, TrashIcon } from '../../ui/icons';
import { initialsOf } from '../../ui/open-image';
import { PendingBadge } from '../../ui/pending-badge';
import { isActive, phoneOf, textOf } from './teacher-record';

interface TeachersTableProps {
  teachers: readonly SyncedRecord[];
  marks: ReadonlyMap<string, OutboxStatus>;
  onEdit: (teacher: SyncedRecord) => void;
  onDelete: (teacher: SyncedRecord) => void;
}

/** One page of teachers (spec §2 Teachers): Teacher, Phone, Status, Actions. */
export function TeachersTable({ teachers, marks, onEdit, onDelete }: TeachersTableProps) {
  return (
    <div className="schools-table-wrap">
      <table className="schools-table people-table">
        <thead>
          <tr>
            <th scope="col">Teacher</th>
            <th scope="col">Phone</th>
            <th scope="col">Status</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {teachers.map((teacher) => {
            const name = textOf(teacher, 'teacher_name');
            const active = isActive(teacher);
            return (
              <tr key={teacher._id}>
                <td>
                  <div className="people-table__person">
                    <span className="people-table__avatar" aria-hidden="true">
                      {initialsOf(name)}
                    </span>
                    <div>
                      <span className="people-table__name">{name}</span>
                      <span className="schools-table__muted people-table__line">
                        {[textOf(teacher, 'teacher_id'), textOf(teacher, 'email')]
                          .filter(Boolean)
                          .join(' · ')}
                      </span>
                      <PendingBadge status={marks.get(teacher._id)} />
                    </div>
                  </div>
                </td>
                <td className="people-table__nowrap">{phoneOf(teacher)}</td>
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
                      aria-label={`Edit ${name}`}
                      title="Edit"
                      onClick={() => onEdit(teacher)}
                    >
                      <PencilIcon />
                    </button>
                    <button
                      type="button"
                      className="button button--ghost button--icon people-table__delete"
                      aria-label={`Delete ${name}`}
                      title="Delete"
                      onClick={() => onDelete(teacher)}
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
