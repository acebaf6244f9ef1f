import type { OutboxStatus } from '../../data/outbox/outbox-types';
import { t } from '../../i18n/i18n';
import { PersonCell } from '../../kit/person-cell';
import { RecordTable, type Column } from '../../kit/record-table';
import { StatusBadge } from '../../ui/status-badge';
import { isActive, phoneOf, type TeacherRecord } from './teacher-record';

interface TeachersTableProps {
  rows: readonly TeacherRecord[];
  marks: ReadonlyMap<string, OutboxStatus>;
  onEdit: (teacher: TeacherRecord) => void;
  onDelete: (teacher: TeacherRecord) => void;
}

/** Built when drawn, so the headers are in the chosen language. */
const columns = (): Column<TeacherRecord>[] => [
  {
    header: t('Teacher'),
    cell: (teacher, mark) => (
      <PersonCell name={teacher.teacher_name} id={teacher.teacher_id} email={teacher.email} mark={mark} />
    ),
  },
  { header: t('Phone'), className: 'people-table__nowrap', cell: phoneOf },
  { header: t('Status'), cell: (teacher) => <StatusBadge active={isActive(teacher)} /> },
];

/** One page of teachers: Teacher, Phone, Status, Actions. */
export function TeachersTable({ rows, marks, onEdit, onDelete }: TeachersTableProps) {
  return (
    <RecordTable
      columns={columns()}
      rows={rows}
      nameOf={(teacher) => teacher.teacher_name}
      marks={marks}
      onEdit={onEdit}
      onDelete={onDelete}
    />
  );
}
