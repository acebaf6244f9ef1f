import type { OutboxStatus } from '../../data/outbox/outbox-types';
import { classTitle } from '../../ui/class-title';
import { isActive, textField as text } from '../../domain/people/record-status';
import { t } from '../../i18n/i18n';
import { formatNumber } from '../../i18n/format';
import { formatField } from '../../i18n/format-field';
import { RecordTable, type Column } from '../../kit/record-table';
import { PendingBadge } from '../../ui/pending-badge';
import { StatusBadge } from '../../ui/status-badge';
import { type ClassRecord, type TeacherRecord } from './class-record';

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
      header: t('Class'),
      className: 'people-table__nowrap',
      cell: (klass, mark) => (
        <div>
          <span className="people-table__name">{classTitle(klass)}</span>
          <PendingBadge status={mark} />
        </div>
      ),
    },
    {
      header: t('Teacher'),
      cell: (klass) =>
        text(teacherById.get(text(klass.class_teacher_id))?.teacher_name).trim() || t('Not Assigned'),
    },
    {
      header: t('Schedule'),
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
    { header: t('Students'), cell: (klass) => formatNumber(pupilsOf(klass._id)) },
    { header: t('Subjects'), cell: (klass) => formatField(klass.subject_count) },
    { header: t('Status'), cell: (klass) => <StatusBadge active={isActive(klass)} /> },
  ];
  return (
    <RecordTable
      columns={columns}
      rows={rows}
      nameOf={classTitle}
      marks={marks}
      onEdit={onEdit}
      onDelete={onDelete}
    />
  );
}
