import type { OutboxStatus } from '../../data/outbox/outbox-types';
import { RecordTable, type Column } from '../../kit/record-table';
import { PendingBadge } from '../../ui/pending-badge';
import { StatusBadge } from '../../ui/status-badge';
import { isActive, type SubjectRecord } from './subject-record';

interface SubjectsTableProps {
  rows: readonly SubjectRecord[];
  marks: ReadonlyMap<string, OutboxStatus>;
  onEdit: (subject: SubjectRecord) => void;
  onDelete: (subject: SubjectRecord) => void;
}

const COLUMNS: Column<SubjectRecord>[] = [
  {
    header: 'Subject',
    cell: (subject, mark) => (
      <div>
        <span className="people-table__name">{subject.name}</span>
        <PendingBadge status={mark} />
      </div>
    ),
  },
  { header: 'Code', className: 'people-table__nowrap', cell: (subject) => subject.code },
  { header: 'Department', cell: (subject) => subject.department },
  { header: 'Grade', fold: 'labelled', cell: (subject) => subject.grade },
  { header: 'Credits', fold: 'labelled', cell: (subject) => subject.credits },
  { header: 'Status', cell: (subject) => <StatusBadge active={isActive(subject)} /> },
];

/** One page of subjects (spec §2 Subjects): Subject, Code, Department, Grade, Credits, Status, Actions. */
export function SubjectsTable({ rows, marks, onEdit, onDelete }: SubjectsTableProps) {
  return (
    <RecordTable
      columns={COLUMNS}
      rows={rows}
      nameOf={(subject) => subject.name}
      marks={marks}
      onEdit={onEdit}
      onDelete={onDelete}
    />
  );
}
