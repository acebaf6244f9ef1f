import type { OutboxStatus } from '../../data/outbox/outbox-types';
import { classLabel } from '../../domain/classes/class-order';
import { isActive, textField as text } from '../../domain/people/record-status';
import { RecordTable, type Column } from '../../kit/record-table';
import { PendingBadge } from '../../ui/pending-badge';
import { StatusBadge } from '../../ui/status-badge';
import { type ClassRecord, type TeacherRecord } from './class-record';

const NOT_ASSIGNED = 'Not Assigned';

interface ClassesTableProps {
  rows: readonly ClassRecord[];
  marks: ReadonlyMap<string, OutboxStatus>;
  teacherById: ReadonlyMap<string, TeacherRecord>;
  pupilsOf: (classId: string) => number;
  onEdit: (klass: ClassRecord) => void;
  onDelete: (klass: ClassRecord) => void;
}

/** One page of classes: Class, Teacher, Schedule, Students, Subjects, Status, Actions. */
export function ClassesTable({ rows, marks, teacherById, pupilsOf, onEdit, onDelete }: ClassesTableProps) {
  const columns: Column<ClassRecord>[] = [
    {
      header: 'Class',
      className: 'people-table__nowrap',
      cell: (klass, mark) => (
        <div>
          <span className="people-table__name">{classLabel(klass)}</span>
          <PendingBadge status={mark} />
        </div>
      ),
    },
    {
      header: 'Teacher',
      cell: (klass) =>
        text(teacherById.get(text(klass.class_teacher_id))?.teacher_name).trim() || NOT_ASSIGNED,
    },
    {
      header: 'Schedule',
      // One line per part ('Mon-Fri 10:00-15:30', 'Sat 07:30-11:00'), so a narrow column breaks between them.
      cell: (klass) =>
        text(klass.schedule)
          .split(/(?<=,)\s*/)
          .map((part, index) => (
            <span key={index} className="people-table__line">
              {part}
            </span>
          )),
    },
    { header: 'Students', cell: (klass) => pupilsOf(klass._id) },
    { header: 'Subjects', cell: (klass) => text(klass.subject_count) },
    { header: 'Status', cell: (klass) => <StatusBadge active={isActive(klass)} /> },
  ];
  return (
    <RecordTable
      columns={columns}
      rows={rows}
      nameOf={classLabel}
      marks={marks}
      onEdit={onEdit}
      onDelete={onDelete}
    />
  );
}
