import type { OutboxStatus } from '../../data/outbox/outbox-types';
import { t } from '../../i18n/i18n';
import { formatField } from '../../i18n/format-field';
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

const columns = (): Column<SubjectRecord>[] => [
  {
    header: t('Subject'),
    cell: (subject, mark) => (
      <div>
        <span className="people-table__name">{subject.name}</span>
        <PendingBadge status={mark} />
      </div>
    ),
  },
  { header: t('Code'), className: 'people-table__nowrap', cell: (subject) => subject.code },
  { header: t('Department'), cell: (subject) => subject.department },
  { header: t('Grade'), fold: 'labelled', cell: (subject) => formatField(subject.grade) },
  { header: t('Credits'), fold: 'labelled', cell: (subject) => formatField(subject.credits) },
  { header: t('Status'), cell: (subject) => <StatusBadge active={isActive(subject)} /> },
];

/** One page of subjects: Subject, Code, Department, Grade, Credits, Status, Actions. */
export function SubjectsTable({ rows, marks, onEdit, onDelete }: SubjectsTableProps) {
  return (
    <RecordTable
      columns={columns()}
      rows={rows}
      nameOf={(subject) => subject.name}
      marks={marks}
      onEdit={onEdit}
      onDelete={onDelete}
    />
  );
}
